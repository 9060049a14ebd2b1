import { describe, expect, it } from 'vitest';
import { TILE_SIZE, tilePoint, tilesAround, tileUrl } from './tile-maths';

describe('Web Mercator tile maths', () => {
  it('puts known places on the tiles OpenStreetMap serves them from', () => {
    // (0, 0) is the corner where the four zoom-1 tiles meet.
    expect(tilePoint(0, 0, 1)).toEqual({ x: 1, y: 1 });
    // The map's corners: the date line and Web Mercator's latitude limit.
    const corner = tilePoint(85.0511, -180, 3);
    expect(corner.x).toBe(0);
    expect(corner.y).toBeCloseTo(0, 4);
    expect(tilePoint(-89, 180, 3).y).toBeCloseTo(8, 4);
    // Austin's Capitol (30.2747, -97.7404) at zoom 13: tile 1871/3372 (the OSM wiki's asinh form, reckoned apart).
    const capitol = tilePoint(30.2747, -97.7404, 13);
    expect(Math.floor(capitol.x)).toBe(1871);
    expect(Math.floor(capitol.y)).toBe(3372);
    // London (51.5074, -0.1278) at zoom 10 is tile 511/340.
    const london = tilePoint(51.5074, -0.1278, 10);
    expect([Math.floor(london.x), Math.floor(london.y)]).toEqual([511, 340]);
  });

  it('fills the template, however often it names a part', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png?z={z}', 13, 1871, 3372)).toBe(
      'https://t.example/13/1871/3372.png?z=13',
    );
  });

  it('places a 3×3 block of tiles so the point sits at 0,0', () => {
    const tiles = tilesAround('/{z}/{x}/{y}', 30.2747, -97.7404, 13);
    expect(tiles).toHaveLength(9);
    const { x, y } = tilePoint(30.2747, -97.7404, 13);
    const middle = tiles[4]!;
    expect(middle.url).toBe('/13/1871/3372');
    // The middle tile's corner is up-left of the point, by the point's place inside that tile.
    expect(middle.left).toBe(Math.round((1871 - x) * TILE_SIZE));
    expect(middle.top).toBe(Math.round((3372 - y) * TILE_SIZE));
    expect(middle.left).toBeLessThanOrEqual(0);
    expect(middle.left).toBeGreaterThan(-TILE_SIZE);
    // Neighbours are one tile apart.
    expect(tiles[5]!.left - middle.left).toBe(TILE_SIZE);
    expect(tiles[7]!.top - middle.top).toBe(TILE_SIZE);
  });

  it('wraps columns across the date line and leaves out rows beyond the poles', () => {
    const east = tilesAround('{z}/{x}/{y}', 0.1, 179.99, 2);
    expect(east.map((t) => t.url)).toContain('2/0/1');
    const north = tilesAround('{z}/{x}/{y}', 85, 10, 2);
    expect(north).toHaveLength(6);
    expect(north.every((t) => !t.url.endsWith('/-1'))).toBe(true);
  });
});
