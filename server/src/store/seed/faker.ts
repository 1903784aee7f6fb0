import type * as FakerModule from '@faker-js/faker';
import type { Faker } from '@faker-js/faker';

/** The faker locales the sample data is written in, most specific first. */
export type SeedLocale = 'base' | 'en' | 'en_GB' | 'es' | 'es_MX';

let loaded: typeof FakerModule | undefined;

/**
 * A faker over `locales`. faker's module holds every locale it has (about 0.3 s to load),
 * and only a start that seeds needs it, so it is loaded the first time one is made.
 */
export function newFaker(...locales: SeedLocale[]): Faker {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded when seeding, not at every start
  loaded ??= require('@faker-js/faker') as typeof FakerModule;
  const definitions = loaded;
  return new definitions.Faker({ locale: locales.map((name) => definitions[name]) });
}
