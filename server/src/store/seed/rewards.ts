/**
 * The sample rewards catalogue: 20 rewards, five in each reward category of the
 * recruitment sample, each chosen from that category's own list (so a flight is a trip
 * and a dinner is food), with a picture in the category's colour and icon.
 * Deterministic: a fixed faker seed, pictures named after the rewards' ids.
 */
import { newFaker } from './faker';
import type { Category } from '../../modules/categories/category.types';
import { REWARD_IMAGE_URL_PREFIX, REWARD_IMAGES_AREA } from '../../modules/rewards/reward-images';
import type { Reward } from '../../modules/rewards/reward.types';
import { type SeedFile, seedingArea } from '../blob-area';
import type { SeedContext } from './context';
import { recruitmentSampleFor } from './recruitment';
import { type PictureSpec, pictureName, samplePicture, initialsOf } from './sample-pictures';
import type { IconName } from './stroke-shapes';

const SAMPLE_SEED = 20_261_125;
const DAY_MS = 86_400_000;
const PICTURE = { width: 256, height: 160 } as const;

export interface RewardTemplate {
  name: string;
  description: string;
  pointsCost: number;
}

export interface RewardCategoryList {
  hue: number;
  icon: IconName;
  rewards: readonly RewardTemplate[];
}

/** The rewards each reward category offers, by the category's name in the recruitment sample. */
export const REWARDS_BY_CATEGORY: Readonly<Record<string, RewardCategoryList>> = {
  Electrónica: {
    hue: 222,
    icon: 'headphones',
    rewards: [
      {
        name: 'Wireless earbuds',
        description: 'Noise-cancelling Bluetooth earbuds with a charging case good for 24 hours.',
        pointsCost: 1200,
      },
      {
        name: 'Smart watch',
        description:
          'Heart rate, sleep and step tracking, phone notifications and a week of battery.',
        pointsCost: 2500,
      },
      {
        name: 'Bluetooth speaker',
        description: 'A splash-proof portable speaker with 12 hours of play on a charge.',
        pointsCost: 900,
      },
      {
        name: '10-inch tablet',
        description: 'A 10-inch tablet with 64 GB of storage, for reading, films and video calls.',
        pointsCost: 3000,
      },
      {
        name: 'Power bank',
        description: '10,000 mAh with fast charging, for a phone and a tablet at once.',
        pointsCost: 400,
      },
    ],
  },
  Viajes: {
    hue: 192,
    icon: 'plane',
    rewards: [
      {
        name: 'Weekend in Valle de Bravo',
        description: 'Two nights for two in a lakeside hotel, breakfast included.',
        pointsCost: 2800,
      },
      {
        name: 'Hotel night for two',
        description: 'One night for two at a partner hotel of your choice anywhere in Mexico.',
        pointsCost: 1500,
      },
      {
        name: 'Flight voucher',
        description: 'MXN 3,000 towards a domestic flight with a partner airline.',
        pointsCost: 2000,
      },
      {
        name: 'Balloon flight over Teotihuacán',
        description:
          'A sunrise hot-air balloon flight over the pyramids, with breakfast after landing.',
        pointsCost: 2600,
      },
      {
        name: 'Day trip to Tequila',
        description:
          'A day in Tequila, Jalisco: the agave fields, a distillery tour and a tasting.',
        pointsCost: 1100,
      },
    ],
  },
  Gastronomía: {
    hue: 22,
    icon: 'cup',
    rewards: [
      {
        name: 'Dinner for two',
        description: 'A three-course dinner for two at a partner restaurant, drinks included.',
        pointsCost: 1000,
      },
      {
        name: 'Coffee shop card',
        description: 'MXN 500 to spend at any branch of a partner coffee shop chain.',
        pointsCost: 300,
      },
      {
        name: 'Sunday brunch for two',
        description: 'A buffet brunch for two on a Sunday of your choice.',
        pointsCost: 650,
      },
      {
        name: 'Mexican cooking class',
        description: 'Three hours with a chef: mole, salsas and handmade tortillas, then lunch.',
        pointsCost: 800,
      },
      {
        name: 'Taco tour',
        description: 'An evening tasting tour of five of the city’s best taquerías, with a guide.',
        pointsCost: 550,
      },
    ],
  },
  Bienestar: {
    hue: 150,
    icon: 'leaf',
    rewards: [
      {
        name: 'Gym pass, one month',
        description: 'A month of unlimited access to a partner gym, classes included.',
        pointsCost: 700,
      },
      {
        name: 'Spa afternoon',
        description: 'A massage, then the afternoon in the spa’s pools, sauna and steam room.',
        pointsCost: 1300,
      },
      {
        name: 'Yoga, ten classes',
        description: 'Ten yoga classes at a partner studio, any level, to use within three months.',
        pointsCost: 600,
      },
      {
        name: 'Guided mountain hike',
        description: 'A day’s guided hike on the Nevado de Toluca, transport and lunch included.',
        pointsCost: 750,
      },
      {
        name: 'Massage, 60 minutes',
        description: 'A 60-minute relaxing massage at a partner spa.',
        pointsCost: 500,
      },
    ],
  },
};

/** The reward categories of the recruitment sample, each with its list. */
function listedCategories(
  context: SeedContext,
): { category: Category; list: RewardCategoryList }[] {
  return recruitmentSampleFor(context)
    .categories.filter((category) => category.kind === 'reward')
    .map((category) => {
      const list = REWARDS_BY_CATEGORY[category.name];
      if (!list) throw new Error(`No sample rewards for the category "${category.name}"`);
      return { category, list };
    });
}

export function rewardsSample(context: SeedContext, now = new Date()): Reward[] {
  const faker = newFaker('base');
  faker.seed(SAMPLE_SEED);
  const rewards: Reward[] = [];
  for (const { category, list } of listedCategories(context)) {
    for (const template of list.rewards) {
      const at = new Date(now.getTime() - faker.number.int({ min: 10, max: 300 }) * DAY_MS);
      const id = faker.string.uuid();
      rewards.push({
        id,
        name: template.name,
        description: template.description,
        categoryId: category.id,
        pointsCost: template.pointsCost,
        stock: faker.number.int({ min: 0, max: 40 }),
        image: `${REWARD_IMAGE_URL_PREFIX}${pictureName(`reward:${id}`)}`,
        redemptionCount: 0,
        // Every seventh reward withdrawn, so the catalogue shows both states.
        active: rewards.length % 7 !== 6,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      });
    }
  }
  return rewards;
}

/** The pictures `rewards` point at, each in its category's colour and icon. */
export function rewardPictures(context: SeedContext, rewards: readonly Reward[]): SeedFile[] {
  const lists = new Map(
    listedCategories(context).map(({ category, list }) => [category.id, list] as const),
  );
  return rewards.map((reward) => {
    const list = lists.get(reward.categoryId)!;
    const spec: PictureSpec = {
      key: `reward:${reward.id}`,
      ...PICTURE,
      hue: list.hue,
      icon: list.icon,
      initials: initialsOf(reward.name),
    };
    return { name: pictureName(spec.key), bytes: samplePicture(spec) };
  });
}

/** Seeding: the reward pictures written to the area the uploaded ones live in. */
export function storeRewardPictures(context: SeedContext, rewards: readonly Reward[]): void {
  seedingArea(context.dataDir, REWARD_IMAGES_AREA).replaceAllSync(rewardPictures(context, rewards));
}
