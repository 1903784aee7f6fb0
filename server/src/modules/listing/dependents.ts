/** Records of another module that point to a record (vacancies of a company, say). */
export interface Dependent {
  /** Nouns for messages, e.g. ["vacancy", "vacancies"]. */
  noun: readonly [singular: string, plural: string];
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

  /** "4 vacancies and 2 rewards", or undefined when nothing points to the record. */
  describe(id: string): string | undefined {
    const parts = this.registered
      .map((dependent) => ({ noun: dependent.noun, count: dependent.count(id) }))
      .filter((part) => part.count > 0)
      .map((part) => `${part.count} ${part.noun[part.count === 1 ? 0 : 1]}`);
    return parts.length ? parts.join(' and ') : undefined;
  }
}
