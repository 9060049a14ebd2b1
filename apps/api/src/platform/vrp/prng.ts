/** A small seeded PRNG (mulberry32): same seed, same sequence, so a solver run is reproducible. */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [from, to] inclusive. */
export function randomInt(rng: Rng, from: number, to: number): number {
  return from + Math.floor(rng() * (to - from + 1));
}

export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const k = Math.floor(rng() * (i + 1));
    [items[i], items[k]] = [items[k], items[i]];
  }
  return items;
}
