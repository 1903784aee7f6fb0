import { rewardSchema, withoutGrouping } from './reward-form';

describe('a whole number typed as the lists show it', () => {
  it.each([
    ['1,500', 'en', '1500'],
    ['12,000,000', 'en', '12000000'],
    ['1.500', 'es', '1500'],
    ['1 500', 'es', '1500'],
    ['1.500', 'tr', '1500'],
    ['1500', 'en', '1500'],
  ])('reads %s in %s as %s', (typed, locale, digits) => {
    expect(withoutGrouping(typed, locale)).toBe(digits);
  });

  it.each([
    ['1,5', 'en'],
    ['1,50', 'en'],
    ['1.500', 'en'],
    ['1,500', 'es'],
  ])('leaves %s in %s as typed, for the form to refuse', (typed, locale) => {
    expect(withoutGrouping(typed, locale)).toBe(typed);
  });

  it('lets the reward form take a grouped points cost, and still refuses a fraction', () => {
    const schema = rewardSchema((key) => key, 'en');
    const base = { name: 'Mug', description: '', category: { id: 'c1' }, stock: '3', active: true };
    const taken = schema.safeParse({ ...base, pointsCost: '1,500' });
    expect(taken.success && taken.data.pointsCost).toBe('1500');
    const fraction = schema.safeParse({ ...base, pointsCost: '1,5' });
    expect(fraction.success).toBe(false);
  });
});
