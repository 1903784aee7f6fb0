import '../../styles/app-layout.scss';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { LAYOUT_COMPONENTS } from './layout-registry';
import { useLayoutName } from './use-layout-name';

/**
 * "The configured application layout" of every screen declared with `layout: 'app'`:
 * the layout chosen by configuration, route data or the `layout` query parameter, and
 * the settings drawer beside it.
 */
export function AppLayout() {
  const name = useLayoutName();
  const Layout = LAYOUT_COMPONENTS[name];
  return (
    <>
      <Layout />
      <SettingsDrawer />
    </>
  );
}
