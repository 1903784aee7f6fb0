/** Every stored record has a string id. */
export interface Entity {
  id: string;
}

/** What a module declares for each collection it owns. */
export interface CollectionDefinition<T extends Entity> {
  /** File name without extension; `[a-z0-9-]+`. */
  name: string;
  /**
   * Records written on first start and by `npm run seed -- --reset`, for a collection
   * whose seed is not in the store's registry (`StoreOptions.seeds`): the store's own tests
   * and test-only modules. The application's sample data lives in that registry
   * (server/src/store/seed), never here; a collection with neither starts empty.
   */
  seed?: () => T[];
  /**
   * Brings records written by an older version up to date when the file is opened; the
   * upgraded list is written back. Return the same array when nothing changed.
   */
  upgrade?: (items: readonly T[]) => readonly T[];
  /**
   * Keys records are looked up by (`withKey`), each a function giving a record's value of
   * the key, or undefined when it holds none: a service checking that an e-mail is free
   * then costs a look-up, not a pass over every record.
   */
  keys?: Readonly<Record<string, (record: T) => string | undefined>>;
  /**
   * The collection whose records these belong to, one each under the same id (an account's
   * mailbox settings, under the account's id): an id then names the other collection's
   * record, not this one, when looked up across the store (`StoreService.recordById`).
   */
  idsOf?: string;
}

/**
 * Seeds by collection name, given to the store: a collection's seed is looked up under
 * its name when it is first written or reset. Each returns fresh records of the type the
 * collection holds (the store does not check it).
 */
export type SeedsByName = Readonly<Record<string, () => Entity[]>>;

export function defineCollection<T extends Entity>(
  definition: CollectionDefinition<T>,
): CollectionDefinition<T> {
  if (!/^[a-z0-9-]+$/.test(definition.name)) {
    throw new Error(`Invalid collection name "${definition.name}"`);
  }
  return definition;
}
