import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../styles/app-layout.scss';
import { SettingsOpener } from '../settings/settings-opener';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { LAYOUT_COMPONENTS } from './layout-registry';
import { useLayoutName } from './use-layout-name';

/**
 * "The configured application layout" of every screen declared with `layout: 'app'`:
 * the layout chosen by configuration, route data or the `layout` query parameter, and
 * the settings drawer beside it, opened from the toolbar.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const name = useLayoutName();
  const Layout = LAYOUT_COMPONENTS[name];
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  return (
    <SettingsOpener.Provider value={openSettings}>
      <Layout />
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
