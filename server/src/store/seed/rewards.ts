/**
 * The sample rewards catalogue: 20 rewards in the first three reward categories of the
 * recruitment sample (so one seeding lines them up). Deterministic, without images.
 */
import { newFaker } from './faker';
import type { Reward } from '../../modules/rewards/reward.types';
import type { SeedContext } from './context';
import { recruitmentSampleFor } from './recruitment';

const SAMPLE_SEED = 20_261_125;
const DAY_MS = 86_400_000;

/** Names by the category they go in, in the recruitment sample's reward category order. */
const NAMES: readonly (readonly string[])[] = [
  [
    'Gift card 500',
    'Gift card 1,000',
    'Cinema for two',
    'Coffee shop card',
    'Streaming, 3 months',
    'Bookshop voucher',
    'Spa afternoon',
  ],
  ['Wireless earbuds', 'Smart watch', 'Bluetooth speaker', 'Power bank', 'E-reader', 'Backpack'],
  [
    'Extra day off',
    'Lunch with the team',
    'Online course',
    'Parking spot, one month',
    'Home office chair',
    'Ergonomic keyboard',
    'Conference ticket',
  ],
];

export function rewardsSample(context: SeedContext, now = new Date()): Reward[] {
  const faker = newFaker('base');
  faker.seed(SAMPLE_SEED);
  const categories = recruitmentSampleFor(context).categories.filter(
    (category) => category.kind === 'reward',
  );
  if (categories.length < NAMES.length) throw new Error('The sample needs 3 reward categories');
  const rewards: Reward[] = [];
  NAMES.forEach((names, categoryIndex) => {
    for (const name of names) {
      const at = new Date(now.getTime() - faker.number.int({ min: 10, max: 300 }) * DAY_MS);
      rewards.push({
        id: faker.string.uuid(),
        name,
        description: `${name}, delivered by the programme team within two weeks of approval.`,
        categoryId: categories[categoryIndex].id,
        pointsCost: faker.number.int({ min: 2, max: 120 }) * 25,
        stock: faker.number.int({ min: 0, max: 40 }),
        image: null,
        redemptionCount: 0,
        // Every seventh reward withdrawn, so the catalogue shows both states.
        active: rewards.length % 7 !== 6,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      });
    }
  });
  return rewards;
}
