// Figures drawn from a bench's runs, with no import: the bench's parts and the unit tests share them.

/** The median of `values` (the lower middle one for an even count). */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/**
 * How far the difference of two medians could move by chance alone: the 2.5th and 97.5th
 * percentiles of the difference over 2,000 resamplings of each build's runs (a bootstrap, with a
 * fixed seed so a report reads the same twice). An interval that holds 0 shows no difference.
 */
export function medianDifferenceInterval(a: number[], b: number[]): [number, number] {
  let seed = 0x9e3779b9;
  // mulberry32: a small seeded generator, enough to draw resamples.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resample = (values: number[]) =>
    values.map(() => values[Math.floor(random() * values.length)]!);
  const differences = Array.from(
    { length: 2000 },
    () => median(resample(a)) - median(resample(b)),
  ).sort((x, y) => x - y);
  return [differences[49]!, differences[1949]!];
}
