import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylesConfig } from 'react-select';
import AsyncSelect from 'react-select/async';
import { useEscapeLeavesField } from './escape-in-dialogs';
import './record-select.css';

export interface RecordSelectProps<T> {
  /** The id of the input, for the <label htmlFor>. */
  inputId: string;
  /** The field's name when no <label> names it (a filter in a toolbar). */
  ariaLabel?: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Records matching the words typed (the server's search), the first page when empty. */
  loadOptions: (search: string) => Promise<T[]>;
  getOptionValue: (record: T) => string;
  getOptionLabel: (record: T) => string;
  /** A richer line in the menu (the label is what the field shows once chosen). */
  formatOption?: (record: T) => ReactNode;
  isOptionDisabled?: (record: T) => boolean;
  placeholder?: string;
  isInvalid?: boolean;
  isClearable?: boolean;
  isDisabled?: boolean;
  /** The id of the field's error or help text. */
  describedBy?: string;
  /** Changes the options a search loads (a filter next to the field), so they load anew. */
  cacheKey?: string;
}

/** Waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

/**
 * Picks one related record by typing part of it: the server searches, the menu lists what
 * matches, keyboard and screen readers work as in a native combobox (react-select). Styled
 * from Bootstrap's variables, so it follows the light and dark schemes.
 */
export function RecordSelect<T>(props: RecordSelectProps<T>) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { loadOptions, cacheKey } = props;
  const firstPage = useFirstPage(loadOptions, cacheKey);
  const debounced = useMemo(
    () => (search: string) =>
      new Promise<T[]>((resolve, reject) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => loadOptions(search).then(resolve, reject),
          SEARCH_DELAY_MS,
        );
      }),
    [loadOptions],
  );
  const escape = useEscapeLeavesField(firstPage.load);
  return (
    <AsyncSelect<T, false>
      key={props.cacheKey}
      inputId={props.inputId}
      className={`record-select${props.isInvalid ? ' is-invalid' : ''}`}
      classNamePrefix="record-select"
      value={props.value}
      onChange={(value) => props.onChange(value ?? null)}
      loadOptions={debounced}
      defaultOptions={firstPage.options}
      {...escape}
      isLoading={firstPage.loading}
      cacheOptions
      getOptionValue={props.getOptionValue}
      getOptionLabel={props.getOptionLabel}
      formatOptionLabel={
        props.formatOption
          ? (record, meta) =>
              meta.context === 'menu' ? props.formatOption!(record) : props.getOptionLabel(record)
          : undefined
      }
      isOptionDisabled={props.isOptionDisabled}
      placeholder={props.placeholder ?? t('recordSelect.placeholder')}
      isClearable={props.isClearable}
      isDisabled={props.isDisabled}
      aria-label={props.ariaLabel}
      aria-invalid={props.isInvalid || undefined}
      aria-describedby={props.describedBy}
      noOptionsMessage={({ inputValue }) =>
        inputValue ? t('recordSelect.noMatch', { search: inputValue }) : t('recordSelect.none')
      }
      loadingMessage={() => t('recordSelect.loading')}
      menuPortalTarget={typeof document === 'undefined' ? undefined : document.body}
      menuPlacement="auto"
      // Drawn by record-select.css: react-select's own styles cost a long task to inject.
      unstyled
      styles={STYLES as StylesConfig<T, false>}
    />
  );
}

/**
 * The options shown before anything is typed: loaded when the menu first opens, not when
 * the field mounts, so a screen's filters and forms ask the server for nothing on its
 * first paint. A failed load is tried again at the next opening; a new `loadOptions` or
 * `cacheKey` starts over.
 */
function useFirstPage<T>(loadOptions: (search: string) => Promise<T[]>, cacheKey?: string) {
  const source = useMemo(() => ({ loadOptions, cacheKey }), [loadOptions, cacheKey]);
  const [state, setState] = useState<{ source: typeof source; options?: T[]; loading: boolean }>({
    source,
    loading: false,
  });
  const current = state.source === source ? state : { source, loading: false };
  return {
    options: current.options ?? [],
    loading: current.loading,
    load: () => {
      if (current.options || current.loading) return;
      setState({ source, loading: true });
      const settle = (options?: T[]) =>
        setState((latest) =>
          latest.source === source ? { source, options, loading: false } : latest,
        );
      source.loadOptions('').then(settle, () => settle(undefined));
    },
  };
}

/** Only what classes cannot reach: the portal's layer above modals. */
const STYLES: StylesConfig<unknown, false> = {
  menuPortal: (base) => ({ ...base, zIndex: 1080 }),
};
