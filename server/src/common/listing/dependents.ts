import type { Collection, Entity, ReadPort } from '../../store';

/** Where a module keeps its records: what a commit over several collections takes. */
export interface RecordsPort<T extends Entity> {
  readonly collection: Collection<T>;
}

/** Records of another module that point to a record (vacancies of a company, say). */
export interface Dependent {
  /** Nouns for messages, e.g. ["vacancy", "vacancies"]. */
  noun: readonly [singular: string, plural: string];
  /**
   * The collection `count` reads: it joins the commit that deletes (or changes) the
   * record, so the check holds against every server's writes.
   */
  records: ReadPort;
  count(id: string): number;
}

/**
 * Lets the modules that point to a record say so, without the record's own module
 * knowing them: a company refuses deletion while vacancies name it.
 */
export class Dependents {
  private readonly registered: Dependent[] = [];

  register(dependent: Dependent): void {
    this.registered.push(dependent);
  }

  /** The collections the dependents read, for the commit that checks them. */
  get records(): ReadPort[] {
    return [...new Set(this.registered.map((dependent) => dependent.records))];
  }

  /**
   * "4 vacancies and 2 rewards", or undefined when nothing points to the record. Call it
   * inside a commit over `records` (see StoreService.mutateTogether).
   */
  describe(id: string): string | undefined {
    const parts = this.registered
      .map((dependent) => ({ noun: dependent.noun, count: dependent.count(id) }))
      .filter((part) => part.count > 0)
      .map((part) => `${part.count} ${part.noun[part.count === 1 ? 0 : 1]}`);
    return parts.length ? parts.join(' and ') : undefined;
  }
}
