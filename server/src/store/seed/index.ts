/**
 * The sample data, registered per collection: the store looks a collection's seed up
 * by its name (`StoreOptions.seeds`) on first start and on `npm run seed -- --reset`. A
 * collection with no seed here starts empty (sessions, password resets, support requests).
 *
 * Only the composition root (AppModule) imports this registry. Modules that hand sample
 * data to new accounts import the area file they need (./common, ./chat), never this one.
 */
import type { SeedsByName } from '../entity';
import { ACCOUNT_SEEDS } from './accounts';
import { CHAT_SEEDS } from './chat';
import { COMMON_SEEDS } from './common';
import { CONTACT_SEEDS } from './contacts';
import { DASHBOARD_SEEDS } from './dashboards';
import type { AreaSeeds, CollectionSeed, SeedContext } from './context';
import { FILE_MANAGER_SEEDS } from './file-manager';
import { HELP_CENTER_SEEDS } from './help-center';
import { INTERVIEW_SLOT_SEEDS } from './interview-slots';
import { INVENTORY_SEEDS } from './inventory';
import { NOTES_SEEDS } from './notes';
import { MAILBOX_SEEDS } from './mailbox';
import { PROGRAMME_SEEDS } from './programme';
import { BANNER_SEEDS } from './banners';
import { RECRUITMENT_SEEDS } from './recruitment';
import { TASK_SEEDS } from './tasks';
import { SCRUMBOARD_SEEDS } from './scrumboard';

export type { CollectionSeed, SeedContext } from './context';

/** One registry from the areas' seeds; a collection named by two areas is a mistake. */
export function registry(...areas: AreaSeeds[]): Readonly<Record<string, CollectionSeed>> {
  const seeds: Record<string, CollectionSeed> = {};
  for (const area of areas) {
    for (const [name, seed] of Object.entries(area)) {
      if (Object.hasOwn(seeds, name)) throw new Error(`Two seeds for collection "${name}"`);
      seeds[name] = seed;
    }
  }
  return Object.freeze(seeds);
}

/** Every collection's sample data, by collection name. */
export const SEEDS = registry(
  ACCOUNT_SEEDS,
  COMMON_SEEDS,
  CHAT_SEEDS,
  RECRUITMENT_SEEDS,
  INTERVIEW_SLOT_SEEDS,
  CONTACT_SEEDS,
  INVENTORY_SEEDS,
  FILE_MANAGER_SEEDS,
  HELP_CENTER_SEEDS,
  MAILBOX_SEEDS,
  PROGRAMME_SEEDS,
  BANNER_SEEDS,
  NOTES_SEEDS,
  TASK_SEEDS,
  SCRUMBOARD_SEEDS,
  DASHBOARD_SEEDS,
);

/**
 * The seeds one store is given: every registered seed, bound to `context`. Give each
 * store its own context: samples shared by several collections are made once per context.
 */
export function seedsFor(context: SeedContext): SeedsByName {
  return Object.fromEntries(
    Object.entries(SEEDS).map(([name, seed]) => [name, () => seed(context)]),
  );
}
