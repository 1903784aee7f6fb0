import { holdsWholeNumbers } from './chart-types';

describe('holdsWholeNumbers', () => {
  it('is true for counts, so that their axis marks no fraction of one', () => {
    expect(holdsWholeNumbers([{ label: 'Applications', data: [1, 0, 0, 0] }])).toBe(true);
    expect(holdsWholeNumbers([])).toBe(true);
  });

  it('is false as soon as one value of any series has a fraction', () => {
    expect(
      holdsWholeNumbers([
        { label: 'Hires', data: [2, 3] },
        { label: 'Rate', data: [0.5, 1] },
      ]),
    ).toBe(false);
  });
});
