/** Every stored record has a string id. */
export interface Entity {
  id: string;
}

/** What a module declares for each collection it owns. */
export interface CollectionDefinition<T extends Entity> {
  /** File name without extension; `[a-z0-9-]+`. */
  name: string;
  /** Deterministic sample data written on first start and by `npm run seed -- --reset`. */
  seed: () => T[];
  /**
   * Brings records written by an older version up to date when the file is opened; the
   * upgraded list is written back. Return the same array when nothing changed.
   */
  upgrade?: (items: readonly T[]) => readonly T[];
}

export function defineCollection<T extends Entity>(
  definition: CollectionDefinition<T>,
): CollectionDefinition<T> {
  if (!/^[a-z0-9-]+$/.test(definition.name)) {
    throw new Error(`Invalid collection name "${definition.name}"`);
  }
  return definition;
}
