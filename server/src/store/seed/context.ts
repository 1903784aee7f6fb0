import type { AppConfig } from '../../config/environment';
import type { Entity } from '../entity';

/**
 * What seeds are given, one object per store: the data folder (seeds that also write
 * files write them there) and the configured administrator. Samples that fill several
 * collections are made once per context (see `perContext`).
 */
export type SeedContext = Readonly<
  Pick<AppConfig, 'dataDir' | 'admin' | 'passwordHashCost' | 'invoiceCurrencyPerPoint'>
>;

/** The sample records of one collection, fresh at each call. */
export type CollectionSeed<T extends Entity = Entity> = (context: SeedContext) => T[];

/** An area's seeds, by collection name. */
export type AreaSeeds = Readonly<Record<string, CollectionSeed>>;

/**
 * `make` run once per context (so once per store), its result shared by later calls with
 * that context: one sample fills several collections, each taking its slice, and every
 * reference between them lines up. A context that is gone takes its sample with it.
 */
export function perContext<T>(make: (context: SeedContext) => T): (context: SeedContext) => T {
  const made = new WeakMap<SeedContext, T>();
  return (context) => {
    if (!made.has(context)) made.set(context, make(context));
    return made.get(context)!;
  };
}
