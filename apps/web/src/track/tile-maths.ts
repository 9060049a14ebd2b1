/** Web Mercator tiles (the {z}/{x}/{y} scheme of OpenStreetMap and most tile servers) are 256 px squares. */
export const TILE_SIZE = 256;

/** Where a point falls on the world map at a zoom, in tiles (fractional: 12.5 is the middle of column 12). */
export function tilePoint(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  // Web Mercator stops at ±85.0511°, where the square world map ends.
  const lat = (Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n,
  };
}

export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template.replaceAll('{z}', String(zoom)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
}

export interface PlacedTile {
  url: string;
  /** The tile's top-left corner relative to the point, in px (the point sits at 0,0). */
  left: number;
  top: number;
}

/**
 * The tiles around a point, `radius` tiles each way (1: a 3×3 block, 768 px square — more than a phone-wide
 * map shows), placed so the point is at 0,0. Columns wrap around the date line; rows past the poles are left out.
 */
export function tilesAround(
  template: string,
  latitude: number,
  longitude: number,
  zoom: number,
  radius = 1,
): PlacedTile[] {
  const n = 2 ** zoom;
  const { x, y } = tilePoint(latitude, longitude, zoom);
  const column = Math.floor(x);
  const row = Math.floor(y);
  const tiles: PlacedTile[] = [];
  for (let dy = -radius; dy <= radius; dy++) {
    const ty = row + dy;
    if (ty < 0 || ty >= n) continue;
    for (let dx = -radius; dx <= radius; dx++) {
      const tx = column + dx;
      tiles.push({
        url: tileUrl(template, zoom, ((tx % n) + n) % n, ty),
        left: Math.round((tx - x) * TILE_SIZE),
        top: Math.round((ty - y) * TILE_SIZE),
      });
    }
  }
  return tiles;
}
