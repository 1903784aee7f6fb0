/**
 * Validated query DTOs remembered by their raw query string, per DTO class.
 *
 * Why: turning a query into its DTO (class-transformer, then class-validator) is a pure
 * function of the class and the strings of the query, and it was about a quarter of the
 * CPU a list request costs. Lists are asked for with the same queries again and again
 * (pages, refetches, several people on one screen), so a bounded map of the last
 * answers saves that work. Only successful results are kept, and each hit hands out a
 * fresh copy, so a handler that changes its DTO changes nothing for the next request.
 */
const MAX_ENTRIES_PER_CLASS = 500;

type Dto = Record<string, unknown>;

export class QueryMemo {
  private readonly byClass = new WeakMap<object, Map<string, Dto>>();

  /** The key of a raw query: only flat queries of strings are remembered. */
  keyOf(query: unknown): string | undefined {
    if (query === null || typeof query !== 'object' || Array.isArray(query)) return undefined;
    for (const value of Object.values(query)) {
      const flat =
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((item) => typeof item === 'string'));
      if (!flat) return undefined;
    }
    return JSON.stringify(query);
  }

  get(type: object, key: string): unknown {
    const cached = this.byClass.get(type)?.get(key);
    return cached === undefined ? undefined : copyOf(cached);
  }

  /** Remembers a validated DTO when it holds only values that `copyOf` can copy. */
  set(type: object, key: string, dto: unknown): void {
    if (!isCopyable(dto)) return;
    let entries = this.byClass.get(type);
    if (!entries) {
      entries = new Map();
      this.byClass.set(type, entries);
    }
    if (entries.size >= MAX_ENTRIES_PER_CLASS) {
      // The oldest entry goes first: a Map keeps insertion order.
      entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, copyOf(dto));
  }
}

function isScalar(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function isCopyable(dto: unknown): dto is Dto {
  if (dto === null || typeof dto !== 'object' || Array.isArray(dto)) return false;
  return Object.values(dto).every(
    (value) =>
      isScalar(value) ||
      value instanceof Date ||
      (Array.isArray(value) && value.every((item) => isScalar(item))),
  );
}

/** A copy of the DTO with its class kept, its arrays and dates copied too. */
function copyOf(dto: Dto): Dto {
  const copy = Object.create(Object.getPrototypeOf(dto) as object | null) as Dto;
  for (const [key, value] of Object.entries(dto)) {
    copy[key] = Array.isArray(value)
      ? [...(value as unknown[])]
      : value instanceof Date
        ? new Date(value.getTime())
        : value;
  }
  return copy;
}
