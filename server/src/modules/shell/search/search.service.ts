import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../../common/auth/auth-context';
import { mayOpen } from '../../../common/auth/screen-access';
import { NavigationService } from '../navigation/navigation.service';
import { highlight, matches } from './highlight';
import type { SearchResultSet, SearchSource } from './search.types';

export const MIN_QUERY_LENGTH = 2;
const MAX_RESULTS_PER_SET = 10;

/** The toolbar search: asks every registered source and keeps the sets with hits. */
@Injectable()
export class SearchService {
  private readonly sources: SearchSource[] = [];

  constructor(navigation: NavigationService) {
    this.register({
      id: 'pages',
      label: 'Pages',
      search: (query) =>
        navigation
          .pages()
          .filter(
            (page) =>
              matches(page.title, query) ||
              matches(page.subtitle, query) ||
              Object.values(page.titles ?? {}).some((title) => matches(title, query)),
          )
          .map((page) => ({
            id: page.id,
            title: page.title ?? '',
            link: page.link ?? '/',
            value: highlight(page.title ?? '', query),
          })),
    });
  }

  register(source: SearchSource): void {
    if (this.sources.some((existing) => existing.id === source.id)) {
      throw new Error(`Search source ${source.id} registered twice`);
    }
    this.sources.push(source);
  }

  /** Results link to screens; only those the caller may open are answered. */
  search(rawQuery: string, caller: Pick<AuthContext, 'accountId' | 'roles'>): SearchResultSet[] {
    const query = rawQuery.trim();
    if (query.length < MIN_QUERY_LENGTH) return [];
    return this.sources
      .map((source) => ({
        id: source.id,
        label: source.label,
        results: source
          .search(query, caller.accountId)
          .filter((result) => mayOpen(caller.roles, result.link))
          .slice(0, MAX_RESULTS_PER_SET),
      }))
      .filter((set) => set.results.length > 0);
  }
}
