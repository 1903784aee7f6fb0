import 'flag-icons/css/flag-icons.min.css';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Country } from '../api/contacts-api';

/** A country's name in the reader's language (the server's English name otherwise). */
export function useCountryName(): (country: Country) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return (country: Country) => {
      // Intl knows regions by their upper-case code; the API names them in lower case.
      const region = country.iso.toUpperCase();
      try {
        const name = names?.of(region);
        return name && name !== region ? name : country.name;
      } catch {
        return country.name;
      }
    };
  }, [i18n.language]);
}

/** The country's flag (flag-icons, by lower-case ISO code: `fi-de`). */
export function Flag({ iso, className }: { iso: string; className?: string }) {
  return (
    <span
      className={['fi', `fi-${iso.toLowerCase()}`, 'country-flag', className]
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
    />
  );
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

export interface CountrySelectProps {
  id?: string;
  value: string;
  onChange: (countryId: string) => void;
  onBlur?: () => void;
  countries: readonly Country[];
  isInvalid?: boolean;
  /** Accessible name of the button, e.g. "Country of phone number 1". */
  label: string;
  disabled?: boolean;
}

/**
 * A country chooser with flags and dial codes, searchable by name, ISO code or dial code.
 * Keyboard: Enter or Space opens it, typing filters, arrow keys move through the list.
 */
export function CountrySelect({
  id,
  value,
  onChange,
  onBlur,
  countries,
  isInvalid,
  label,
  disabled,
}: CountrySelectProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // Focused once the menu is placed: focusing it earlier scrolls the page to where the
  // menu was before placement and misplaces it.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => searchRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const selected = countries.find((country) => country.id === value.toLowerCase());

  const filtered = useMemo(() => {
    const needle = fold(filter.trim());
    if (!needle) return countries;
    const digits = needle.replace(/[^0-9]/g, '');
    return countries.filter(
      (country) =>
        fold(countryName(country)).includes(needle) ||
        fold(country.name).includes(needle) ||
        country.id === needle ||
        (digits !== '' && country.code.replace('+', '').startsWith(digits)),
    );
  }, [countries, countryName, filter]);

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      listRef.current?.querySelector<HTMLElement>('.dropdown-item')?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const first = filtered[0];
      if (first) {
        onChange(first.id);
        setOpen(false);
      }
    }
  }

  return (
    <Dropdown
      show={open}
      onToggle={(next) => {
        setOpen(next);
        if (!next) {
          setFilter('');
          onBlur?.();
        }
      }}
      className="country-select"
    >
      <Dropdown.Toggle
        id={id}
        variant="outline-secondary"
        disabled={disabled}
        className={`country-select__toggle${isInvalid ? ' is-invalid' : ''}`}
        aria-label={
          selected
            ? `${label}: ${countryName(selected)} ${selected.code}`
            : `${label}: ${t('contacts.phone.noCountry')}`
        }
        aria-invalid={isInvalid || undefined}
      >
        {selected ? (
          <>
            <Flag iso={selected.iso} />
            <span className="country-select__code">{selected.code}</span>
          </>
        ) : (
          <>
            <i className="bi bi-globe2" aria-hidden="true" />
            <span className="country-select__code">{t('contacts.phone.country')}</span>
          </>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="country-select__menu">
        <>
          <div className="px-2 pb-2">
            <Form.Control
              size="sm"
              ref={searchRef}
              type="search"
              value={filter}
              placeholder={t('contacts.phone.searchCountry')}
              aria-label={t('contacts.phone.searchCountry')}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={onSearchKey}
            />
          </div>
          <div className="country-select__list" ref={listRef}>
            {filtered.length === 0 ? (
              <p className="small text-body-secondary px-3 py-2 mb-0">
                {t('contacts.phone.noCountryMatch')}
              </p>
            ) : (
              filtered.map((country) => (
                <Dropdown.Item
                  key={country.id}
                  as="button"
                  type="button"
                  active={country.id === selected?.id}
                  onClick={() => onChange(country.id)}
                  className="country-select__item"
                >
                  <Flag iso={country.iso} />
                  <span className="text-truncate">{countryName(country)}</span>
                  <span className="country-select__dial">{country.code}</span>
                </Dropdown.Item>
              ))
            )}
          </div>
        </>
      </Dropdown.Menu>
    </Dropdown>
  );
}
