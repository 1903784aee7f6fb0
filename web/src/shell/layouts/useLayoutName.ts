import { useMatches, useSearchParams } from 'react-router';
import {
  chooseLayout,
  LAYOUT_QUERY_PARAM,
  type LayoutName,
  routeLayoutOverride,
} from '../config/config';
import { useShellConfig } from '../config/config-store';

/** The layout for this screen: configuration, then route data, then `?layout=`. */
export function useLayoutName(): LayoutName {
  const { config } = useShellConfig();
  const matches = useMatches();
  const [params] = useSearchParams();
  return chooseLayout({
    configured: config.layout,
    route: routeLayoutOverride(matches.map((match) => match.handle)),
    query: params.get(LAYOUT_QUERY_PARAM),
  });
}
