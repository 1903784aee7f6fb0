import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { usePageScheme } from './common/usePageScheme';
import { activeLanguage, LANGUAGE_LIST, LANGUAGE_OPTIONS } from './languages';

const FlagToggle = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { flag: string }
>(function FlagToggle({ flag, className, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={`toolbar-icon-btn toolbar-icon-btn--md ${className ?? ''}`}
      {...props}
    >
      <img src={flag} alt="" className="toolbar-flag" />
    </button>
  );
});

/**
 * en, tr and es with their flags. The choice is remembered and sets <html lang>
 * (lib/i18n does both on every language change).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const scheme = usePageScheme();
  const current = activeLanguage(i18n.resolvedLanguage ?? i18n.language);
  const option = LANGUAGE_OPTIONS[current];
  return (
    <Dropdown
      align="end"
      className={`toolbar-language${className ? ` ${className}` : ''}`}
      onSelect={(code) => {
        if (code && code !== current) void i18n.changeLanguage(code);
      }}
    >
      <Dropdown.Toggle
        as={FlagToggle}
        flag={option.flag}
        aria-label={t('toolbar.language.open', { language: option.name })}
      />
      <Dropdown.Menu data-bs-theme={scheme} className="toolbar-menu">
        <Dropdown.Header>{t('toolbar.language.title')}</Dropdown.Header>
        {LANGUAGE_LIST.map((language) => (
          <Dropdown.Item
            key={language.code}
            eventKey={language.code}
            active={language.code === current}
            lang={language.code}
            className="toolbar-menu__item"
            data-testid={`language-${language.code}`}
          >
            <img src={language.flag} alt="" className="toolbar-flag" />
            <span>{language.name}</span>
            {language.code === current ? (
              <i className="bi bi-check2 ms-auto" aria-hidden="true" />
            ) : null}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
