import { createContext, useContext } from 'react';

/**
 * The header row is one Tab stop: the header whose control takes the Tab (the others are
 * reached with the arrow keys). Each header's one control carries
 * `data-header-control="<column id>"`.
 */
export const HeaderFocusContext = createContext<string | null>(null);

/** The tabIndex of a header's control: 0 for the row's one Tab stop, -1 for the others. */
export function useHeaderTabIndex(columnId: string): 0 | -1 {
  return useContext(HeaderFocusContext) === columnId ? 0 : -1;
}
