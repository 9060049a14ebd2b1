/**
 * Best known solutions of the benchmark instances in this folder, as [vehicles, distance].
 *
 * Solomon (1987), 100 customers, two objectives:
 * - `distance`: least total distance with unrounded Euclidean distances and as many vehicles as that needs
 *   (the objective our optimiser has); these are the values VROOM compares with ("targeting cumulated
 *   travel time", keys `<name>_distance` in VROOM-Project/vroom-scripts benchmarks/VRPTW/BKS.json). Most are
 *   proven optima of the exact methods re-evaluated with unrounded distances, so they sit slightly above the
 *   one-decimal optima Solomon's page lists (C101: 827.3 truncated, 828.94 unrounded).
 * - `hierarchical`: fewest vehicles first, then distance (SINTEF's table, same file, plain keys).
 * Gehring & Homberger (1999), 200 and 400 customers: hierarchical only (SINTEF's table as cloned in
 * rogalski-wmii-uni-lodz-pl/vrp-benchmarks tables.csv, 2020). No distance-only values are published for
 * them, so they are compared with a fleet of the best known vehicle count (see optimizer.ts).
 */
type Known = Record<string, [vehicles: number, distance: number]>;

export const SOLOMON_DISTANCE: Known = {
  c101: [10, 828.94], c102: [10, 828.94], c103: [10, 828.06], c104: [10, 824.78], c105: [10, 828.94],
  c106: [10, 828.94], c107: [10, 828.94], c108: [10, 828.94], c109: [10, 828.94],
  c201: [3, 591.56], c202: [3, 591.56], c203: [3, 591.17], c204: [3, 590.6], c205: [3, 588.88],
  c206: [3, 588.49], c207: [3, 588.29], c208: [3, 588.32],
  r101: [20, 1642.88], r102: [18, 1472.81], r103: [14, 1213.62], r104: [11, 976.61], r105: [15, 1360.78],
  r106: [13, 1240.47], r107: [11, 1073.34], r108: [10, 947.55], r109: [13, 1101.37], r110: [12, 1072.41],
  r111: [12, 1053.5], r112: [10, 953.63],
  r201: [9, 1149.68], r202: [8, 1034.35], r203: [6, 874.87], r204: [4, 736.52], r205: [5, 955.82],
  r206: [5, 879.89], r207: [4, 799.86], r208: [4, 705.45], r209: [5, 859.39], r210: [5, 910.7],
  r211: [4, 755.96],
  rc101: [16, 1643.41], rc102: [14, 1461.23], rc103: [11, 1249.86], rc104: [10, 1135.48], rc105: [16, 1518.58],
  rc106: [13, 1381.23], rc107: [12, 1212.83], rc108: [11, 1117.53],
  rc201: [9, 1265.56], rc202: [8, 1095.64], rc203: [5, 928.51], rc204: [4, 786.38], rc205: [7, 1157.55],
  rc206: [7, 1054.61], rc207: [6, 966.08], rc208: [4, 779.31],
};

export const SOLOMON_HIERARCHICAL: Known = {
  c101: [10, 828.94], c102: [10, 828.94], c103: [10, 828.06], c104: [10, 824.78], c105: [10, 828.94],
  c106: [10, 828.94], c107: [10, 828.94], c108: [10, 828.94], c109: [10, 828.94],
  c201: [3, 591.56], c202: [3, 591.56], c203: [3, 591.17], c204: [3, 590.6], c205: [3, 588.88],
  c206: [3, 588.49], c207: [3, 588.29], c208: [3, 588.32],
  r101: [19, 1645.79], r102: [17, 1486.12], r103: [13, 1292.68], r104: [9, 1007.24], r105: [14, 1377.11],
  r106: [12, 1251.98], r107: [10, 1104.66], r108: [9, 960.88], r109: [11, 1194.73], r110: [10, 1118.59],
  r111: [10, 1096.72], r112: [9, 982.14],
  r201: [4, 1252.37], r202: [3, 1191.7], r203: [3, 939.54], r204: [2, 825.52], r205: [3, 994.42],
  r206: [3, 906.14], r207: [2, 893.33], r208: [2, 726.75], r209: [3, 909.16], r210: [3, 939.34],
  r211: [2, 892.71],
  rc101: [14, 1696.94], rc102: [12, 1554.75], rc103: [11, 1261.67], rc104: [10, 1135.48], rc105: [13, 1629.44],
  rc106: [11, 1424.73], rc107: [11, 1230.48], rc108: [10, 1139.82],
  rc201: [4, 1406.91], rc202: [3, 1367.09], rc203: [3, 1049.62], rc204: [3, 798.41], rc205: [4, 1297.19],
  rc206: [3, 1146.32], rc207: [3, 1061.14], rc208: [3, 828.14],
};

export const HOMBERGER_HIERARCHICAL: Known = {
  c1_2_1: [20, 2704.5678], c1_2_2: [18, 2917.892], c2_2_2: [6, 1863.1556], r1_2_2: [18, 4040.6018],
  r2_2_2: [4, 3621.2029], rc1_2_2: [18, 3249.0548], rc2_2_2: [5, 2825.2442],
  c1_4_2: [36, 7686.3789], c2_4_2: [12, 3930.0478], r1_4_2: [36, 8898.1482], r2_4_2: [8, 7606.7461],
  rc1_4_2: [36, 7892.5242], rc2_4_2: [9, 6180.6234],
};

/** VROOM v1.12 on the 56 Solomon instances against `SOLOMON_DISTANCE` (its benchmarks wiki page). */
export const VROOM_PUBLISHED = { averageGapPercent: 1.63, medianGapPercent: 1.12, worstGapPercent: 7.54 };
