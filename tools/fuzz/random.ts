/** Deterministic pseudo-random numbers (mulberry32), so that a failing run can be replayed with its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  (): number;
  pick<T>(list: readonly T[]): T;
  int(min: number, max: number): number;
  chance(p: number): boolean;
}

export function seeded(seed: number): Random {
  const next = rng(seed);
  const random = (() => next()) as Random;
  random.pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  random.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  random.chance = (p) => next() < p;
  return random;
}
