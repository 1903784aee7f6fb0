import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SideMenuPreviewContext } from '../../components/side-menu-preview/side-menu-preview';
import { useLiveEvents } from '../../lib/live/useLiveEvents';
import '../../styles/app-layout.scss';
import { SideMenuPreview } from '../navigation/SideMenuPreview';
import { SettingsOpener } from '../settings/settings-opener';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { LAYOUT_COMPONENTS } from './layout-registry';
import { useLayoutName } from './useLayoutName';

/**
 * "The configured application layout" of every screen declared with `layout: 'app'`:
 * the layout chosen by configuration, route data or the `layout` query parameter, and
 * the settings drawer beside it, opened from the toolbar. The screens inside may show the
 * real side menu with a tree of their own (the menu editor's preview).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const name = useLayoutName();
  const Layout = LAYOUT_COMPONENTS[name];
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Other people's changes reach the screens of this frame as they happen.
  useLiveEvents();
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  return (
    <SettingsOpener.Provider value={openSettings}>
      <SideMenuPreviewContext.Provider value={SideMenuPreview}>
        <Layout />
      </SideMenuPreviewContext.Provider>
      {name === 'empty' && (
        // The one layout without a toolbar keeps a cog at the screen's edge.
        <button
          type="button"
          className="settings-button"
          aria-label={t('settings.open')}
          aria-haspopup="dialog"
          onClick={openSettings}
          data-testid="settings-button"
        >
          <i className="bi bi-gear-fill" aria-hidden="true" />
        </button>
      )}
      <SettingsDrawer show={settingsOpen} onHide={() => setSettingsOpen(false)} />
    </SettingsOpener.Provider>
  );
}
