import type { ListQueryDto } from './list-query.dto';
import { paginate, type Page } from './paginate';
import { sortItems, type SortOrder, type SortValue } from './sort';
import { matchesTerms, searchTerms } from './text';

/** How one kind of record is searched and sorted. */
export interface ListSpec<T, S extends string> {
  /** The texts a search looks in. */
  searchIn: (item: T) => readonly (string | null | undefined)[];
  /** The whitelisted sort fields and what each reads from a record. */
  sortBy: Record<S, (item: T) => SortValue>;
  defaultSort: S;
  defaultOrder: SortOrder;
}

/** Search, sort and paginate records already filtered by the caller. */
export function listPage<T extends { id: string }, S extends string>(
  items: readonly T[],
  query: ListQueryDto & { sort?: S },
  spec: ListSpec<T, S>,
): Page<T> {
  const terms = searchTerms(query.search);
  const found = terms.length
    ? items.filter((item) => matchesTerms(spec.searchIn(item), terms))
    : items;
  const sort = query.sort ?? spec.defaultSort;
  const order = query.order ?? (query.sort ? 'asc' : spec.defaultOrder);
  return paginate(sortItems(found, spec.sortBy[sort], order), query.page, query.size);
}
