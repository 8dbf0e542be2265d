import { expect, test } from 'vitest';
import { medianDifferenceInterval } from '../load/statistics';

test('the interval of a difference of medians holds 0 for runs alike, and not for runs far apart', () => {
  const noisy = [10, 75, 83, 90, 93, 95, 97, 97, 102, 112, 118, 128, 140, 182, 221];
  const [low, high] = medianDifferenceInterval(noisy, [...noisy].reverse());
  expect(low).toBeLessThan(0);
  expect(high).toBeGreaterThan(0);

  const slower = noisy.map((value) => value + 300);
  const [slowLow, slowHigh] = medianDifferenceInterval(slower, noisy);
  expect(slowLow).toBeGreaterThan(0);
  expect(slowHigh).toBeGreaterThanOrEqual(slowLow);
  // Seeded: the same runs give the same interval.
  expect(medianDifferenceInterval(slower, noisy)).toEqual([slowLow, slowHigh]);
});
