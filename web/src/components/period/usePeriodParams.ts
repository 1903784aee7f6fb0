import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PeriodQuery, periodFromSearch, periodToSearch } from './period';

/** The period kept in the address, so a link reproduces the figures a person sees. */
export function usePeriodParams(): [PeriodQuery, (next: PeriodQuery) => void] {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => periodFromSearch(search), [search]);
  const setQuery = useCallback(
    (next: PeriodQuery) => setSearch((current) => periodToSearch(next, current), { replace: true }),
    [setSearch],
  );
  return [query, setQuery];
}
