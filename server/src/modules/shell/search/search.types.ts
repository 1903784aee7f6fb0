/** One hit: where it leads, and `value`, its title as HTML with the match in <mark>. */
export interface SearchResult {
  id: string;
  link: string;
  value: string;
  [field: string]: unknown;
}

export interface SearchResultSet {
  id: string;
  label: string;
  results: SearchResult[];
}

/** A module that wants its records in the toolbar search registers one of these. */
export interface SearchSource {
  id: string;
  label: string;
  search(query: string, accountId: string): SearchResult[];
}
