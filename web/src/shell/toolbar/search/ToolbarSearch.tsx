import {
  type KeyboardEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  isSearchable,
  SEARCH_DEBOUNCE_MS,
  type SearchResult,
  type SearchResultSet,
  useSearch,
} from '../api/search';
import { useNavigationItems } from '../../navigation/useNavigationItems';
import { IconButton } from '../common/IconButton';
import { searchPages, withTranslatedPages } from './page-search';
import { useDebouncedValue } from './useDebouncedValue';

/** Set ids the app names in the reader's language; others show the server's label. */
const KNOWN_SETS = ['pages', 'contacts', 'tasks', 'applicants', 'vacancies', 'companies'] as const;
type KnownSet = (typeof KNOWN_SETS)[number];

const SET_ICONS: Record<string, string> = {
  pages: 'bi-file-earmark-text',
  contacts: 'bi-person',
  tasks: 'bi-check2-square',
  applicants: 'bi-person-badge',
  vacancies: 'bi-briefcase',
  companies: 'bi-building',
};

interface Placement {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The bar the search covers when open: the row of the top bar that holds the toolbar
 * (the toolbar's parent), or the whole header when the toolbar stands alone.
 */
function measureBar(anchor: HTMLElement | null): Placement | null {
  const row = anchor?.closest('.toolbar-actions')?.parentElement ?? anchor?.closest('header');
  const bar = row ?? anchor?.parentElement;
  if (!bar) return null;
  const rect = bar.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/**
 * The toolbar search: an icon that opens a search bar across the top bar. Queries of 2
 * characters or more are sent 300 ms after typing stops; shorter ones clear the results.
 * Arrows move through the suggestions and Enter opens one; Escape closes the suggestion
 * list first, then the search, which clears the query.
 */
export function ToolbarSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const anchor = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The menu's pages are searched too: translated once the search opens.
  const menu = useNavigationItems('default', undefined, open);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(0);

  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  // Under 2 characters the results clear at once, without waiting for the debounce.
  const effective = isSearchable(query) && isSearchable(debounced) ? debounced.trim() : '';
  const search = useSearch(effective);
  // Pages are found in the menu as the reader sees it (translated titles); the server's
  // pages, titled in Spanish only, stand in while the menu is not there.
  const menuReady = menu.isPending === false && menu.isError === false;
  const sets: SearchResultSet[] = useMemo(() => {
    if (!effective) return [];
    const server = search.data ?? [];
    if (!menuReady) return server;
    return withTranslatedPages(
      server,
      searchPages(menu.items, effective, language),
      t('toolbar.search.sets.pages'),
    );
  }, [effective, search.data, menuReady, menu.items, language, t]);
  const flat = useMemo(() => sets.flatMap((set) => set.results), [sets]);
  const answered = effective !== '' && search.isSuccess && !search.isPlaceholderData;
  const noResults = answered && flat.length === 0;
  const listVisible = open && listOpen && (flat.length > 0 || noResults);
  const activeIndex = Math.min(active, flat.length - 1);

  const reposition = useCallback(() => setPlacement(measureBar(anchor.current)), []);
  useLayoutEffect(() => {
    if (!open) return undefined;
    reposition();
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, { passive: true });
    return () => {
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition);
    };
  }, [open, reposition]);

  function close() {
    setOpen(false);
    setQuery('');
    setListOpen(false);
    setActive(0);
    toggle.current?.focus();
  }

  function go(result: SearchResult) {
    close();
    if (/^https?:\/\//i.test(result.link)) window.open(result.link, '_blank', 'noopener');
    else void navigate(result.link);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        if (listVisible) setListOpen(false);
        else close();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (flat.length === 0) return;
        event.preventDefault();
        if (!listVisible) {
          setListOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + flat.length) % flat.length);
        return;
      }
      case 'Enter':
        if (listVisible && activeIndex >= 0 && flat[activeIndex]) {
          event.preventDefault();
          go(flat[activeIndex]);
        }
        return;
      default:
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;
  let index = -1;

  const bar =
    open && placement
      ? createPortal(
          <div
            className="toolbar-search"
            style={{
              top: placement.top,
              left: placement.left,
              width: placement.width,
              height: placement.height,
            }}
            data-testid="toolbar-search"
          >
            <div className="toolbar-search__bar">
              <i className="bi bi-search toolbar-search__icon" aria-hidden="true" />
              <input
                // The bar opens for typing; its input takes the focus once, when it appears.
                autoFocus
                type="text"
                className="toolbar-search__input"
                role="combobox"
                aria-label={t('toolbar.search.label')}
                aria-expanded={listVisible}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={
                  listVisible && activeIndex >= 0 ? optionId(activeIndex) : undefined
                }
                placeholder={t('toolbar.search.placeholder')}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setListOpen(true);
                  setActive(0);
                }}
                onFocus={() => setListOpen(true)}
                onBlur={() => setListOpen(false)}
                onKeyDown={onKeyDown}
              />
              {search.isFetching && effective ? (
                <Spinner
                  animation="border"
                  size="sm"
                  className="toolbar-search__spinner"
                  aria-hidden="true"
                />
              ) : null}
              <IconButton
                icon="bi-x-lg"
                label={t('toolbar.search.close')}
                onClick={close}
                className="toolbar-search__close"
              />
            </div>
            <div
              id={listId}
              role="listbox"
              aria-label={t('toolbar.search.results')}
              className="toolbar-search__list"
              hidden={!listVisible}
              // Clicking an option must not blur the input before the click lands.
              onMouseDown={(event) => event.preventDefault()}
            >
              {noResults ? (
                <div className="toolbar-search__empty" role="status">
                  {t('toolbar.search.noResults')}
                </div>
              ) : (
                sets.map((set) => (
                  <div
                    key={set.id}
                    role="group"
                    aria-labelledby={`${id}-set-${set.id}`}
                    className="toolbar-search__set"
                  >
                    <div id={`${id}-set-${set.id}`} className="toolbar-search__set-label">
                      {(KNOWN_SETS as readonly string[]).includes(set.id)
                        ? t(`toolbar.search.sets.${set.id as KnownSet}`)
                        : set.label}
                    </div>
                    {set.results.map((result) => {
                      index += 1;
                      const position = index;
                      return (
                        <div
                          key={`${set.id}-${result.id ?? result.link}-${position}`}
                          id={optionId(position)}
                          role="option"
                          aria-selected={position === activeIndex}
                          className={`toolbar-search__option${position === activeIndex ? ' is-active' : ''}`}
                          onMouseMove={() => {
                            if (position !== activeIndex) setActive(position);
                          }}
                          onClick={() => go(result)}
                        >
                          <ResultMedia setId={set.id} result={result} />
                          <span
                            className="toolbar-search__value"
                            lang={result.lang}
                            // highlight(): escaped text, the match in <mark>.
                            dangerouslySetInnerHTML={{ __html: result.value }}
                          />
                          {set.id === 'tasks' && result.completed ? (
                            <span className="visually-hidden"> {t('tasks.completedMark')}</span>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                ))
              )}
            </div>
          </div>,
          document.body,
        )
      : null;

  return (
    <div ref={anchor} className="toolbar-search-anchor">
      <IconButton
        ref={toggle}
        icon="bi-search"
        label={t('toolbar.search.open')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      />
      {bar}
    </div>
  );
}

function ResultMedia({ setId, result }: { setId: string; result: SearchResult }) {
  if (result.avatar) {
    return <img src={result.avatar} alt="" className="toolbar-search__avatar" />;
  }
  const icon =
    setId === 'tasks' && result.completed ? 'bi-check2-circle' : (SET_ICONS[setId] ?? 'bi-search');
  return (
    <span className="toolbar-search__media" aria-hidden="true">
      <i className={`bi ${icon}`} />
    </span>
  );
}
