import { hasAtMostTwoDecimals } from './dto/invoice.dto';
import { invoicePoints } from './invoice-points';

describe('invoicePoints', () => {
  it.each([
    [1234.56, 10, 123],
    [100, 10, 10],
    [99.99, 10, 9],
    [9.99, 10, 0],
    [0.01, 1, 0],
    [1, 1, 1],
    [0.3, 1, 0],
    [70, 7, 10],
    [4.35, 1, 4],
    [100_000_000, 1, 100_000_000],
    [100_000_000, 1_000_000, 100],
    [999_999.99, 1_000_000, 0],
  ])('gives %p at %p a point %p points (rounded down)', (amount, rate, points) => {
    expect(invoicePoints(amount, rate)).toBe(points);
    expect(invoicePoints(amount, rate)).toBe(Math.floor(amount / rate));
  });

  it('counts in cents where binary fractions would lose a point', () => {
    // 0.07 * 100 is 7.000000000000001 and 1.15 * 100 is 114.99999999999999.
    expect(invoicePoints(1.15, 1)).toBe(1);
    expect(invoicePoints(11.5, 1)).toBe(11);
    expect(invoicePoints(30.3, 3)).toBe(10);
  });

  it('refuses a rate that is not a whole number of at least 1', () => {
    for (const rate of [0, -1, 2.5, Number.NaN]) {
      expect(() => invoicePoints(10, rate)).toThrow(RangeError);
    }
  });
});

describe('an amount has at most 2 decimals', () => {
  it.each([
    [1, true],
    [0.01, true],
    [1234.5, true],
    [1234.56, true],
    [99_999_999.99, true],
    [0.001, false],
    [1.234, false],
    [1e-7, false],
    [1.5e-7, false],
    [1e21, true],
  ])('%p: %p', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});
