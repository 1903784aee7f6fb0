import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import {
  LAYOUTS,
  type LayoutName,
  SCHEMES,
  type Scheme,
  THEMES,
  type ThemeName,
} from '../config/config';
import { type ShellConfigStore, shellConfig, useShellConfig } from '../config/config-store';
import { LayoutThumbnail } from './LayoutThumbnail';

const SCHEME_ICONS: Record<Scheme, string> = {
  auto: 'bi-circle-half',
  dark: 'bi-moon-stars',
  light: 'bi-sun',
};

type ThemeKey = ThemeName extends `theme-${infer Key}` ? Key : never;
const themeKey = (theme: ThemeName) => theme.replace('theme-', '') as ThemeKey;

/**
 * The settings drawer, opened from the toolbar's cog (or, in the empty layout, which has no
 * toolbar, from a cog at the screen's edge): layout, colour scheme and theme, applied at
 * once and remembered in this browser.
 */
export function SettingsDrawer({
  show,
  onHide,
  store = shellConfig,
}: {
  show: boolean;
  onHide: () => void;
  store?: ShellConfigStore;
}) {
  const { t } = useTranslation();
  const { config } = useShellConfig(store);

  return (
    <>
      <Offcanvas
        show={show}
        onHide={onHide}
        placement="end"
        className="settings-drawer"
        aria-labelledby="settings-drawer-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('settings.close')}>
          <Offcanvas.Title id="settings-drawer-title">
            <i className="bi bi-sliders me-2" aria-hidden="true" />
            {t('settings.title')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <fieldset className="settings-section">
            <legend className="settings-section__title">{t('settings.theme')}</legend>
            <div className="settings-themes">
              {THEMES.map((theme) => (
                <label key={theme} className={`settings-theme ${theme}`}>
                  <input
                    type="radio"
                    className="settings-choice__input"
                    name="settings-theme"
                    value={theme}
                    checked={config.theme === theme}
                    onChange={() => store.update({ theme })}
                  />
                  <span className="settings-theme__swatch" aria-hidden="true" />
                  <span className="settings-theme__name">
                    {t(`settings.themes.${themeKey(theme)}`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="settings-section">
            <legend className="settings-section__title">{t('settings.scheme')}</legend>
            <div className="settings-schemes">
              {SCHEMES.map((scheme) => (
                <label key={scheme} className="settings-scheme">
                  <input
                    type="radio"
                    className="settings-choice__input"
                    name="settings-scheme"
                    value={scheme}
                    checked={config.scheme === scheme}
                    onChange={() => store.update({ scheme })}
                  />
                  <span className="settings-scheme__box">
                    <i className={`bi ${SCHEME_ICONS[scheme]}`} aria-hidden="true" />
                    {t(`settings.schemes.${scheme}`)}
                  </span>
                </label>
              ))}
            </div>
            <p className="settings-section__hint">{t('settings.autoHint')}</p>
          </fieldset>

          <fieldset className="settings-section">
            <legend className="settings-section__title">{t('settings.layout')}</legend>
            <div className="settings-layouts">
              {LAYOUTS.map((layout: LayoutName) => (
                <label key={layout} className="settings-layout">
                  <input
                    type="radio"
                    className="settings-choice__input"
                    name="settings-layout"
                    value={layout}
                    checked={config.layout === layout}
                    onChange={() => store.update({ layout })}
                  />
                  <span className="settings-layout__box">
                    <LayoutThumbnail layout={layout} />
                  </span>
                  <span className="settings-layout__name">{t(`settings.layouts.${layout}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <button
            type="button"
            className="btn btn-outline-secondary w-100"
            onClick={() => store.reset()}
          >
            <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
            {t('settings.reset')}
          </button>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
