import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { copyText } from '../../lib/clipboard';
import { SearchInput } from '../data-table/SearchInput';
import { TablePagination } from '../data-table/TablePagination';
import { ErrorAlert } from '../ErrorAlert';
import { Toasts, useNotices } from '../toasts/Toasts';
import { IconGlyph } from './IconGlyph';
import {
  fullIconName,
  ICON_SET_SLUGS,
  iconSetQuery,
  type IconSetSlug,
  matchIcons,
} from './icon-sets';
import './icon-browser.css';

/** Icons per page: the grid never holds more, whatever the set (material has ~2,100). */
export const ICON_BROWSER_PAGE_SIZE = 96;

export interface IconBrowserProps {
  set: IconSetSlug;
  /** Called when another set is chosen (tabs are buttons). */
  onSetChange?: (set: IconSetSlug) => void;
  /** Each set's address: tabs become links (a page that keeps the set in its URL). */
  setLink?: (set: IconSetSlug) => string;
  /**
   * Picker mode: choosing an icon calls this with its full name (`heroicons_outline:star`,
   * or a bare material two-tone name) instead of copying it.
   */
  onPick?: (icon: string) => void;
  /** Picker mode: the full name of the chosen icon, marked in the grid. */
  value?: string;
  pageSize?: number;
  autoFocusSearch?: boolean;
}

/**
 * The icons of one set, searched and paged, each drawn from its SVG: choosing one copies
 * its full name (with a notice), or in picker mode hands it to `onPick`. The sets are tabs
 * above the grid; the search stays when the set changes.
 */
export function IconBrowser({
  set,
  onSetChange,
  setLink,
  onPick,
  value,
  pageSize = ICON_BROWSER_PAGE_SIZE,
  autoFocusSearch = false,
}: IconBrowserProps) {
  const { t } = useTranslation();
  const icons = useQuery(iconSetQuery(set));
  const [query, setQuery] = useState('');
  // The page belongs to a set and a search: another of either starts again at page 1.
  const [paging, setPaging] = useState({ set, page: 1 });
  const { notices, notify, dismiss } = useNotices();
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocusSearch)
      top.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }, [autoFocusSearch]);

  const matching = useMemo(
    () => matchIcons(icons.data?.list ?? [], query),
    [icons.data?.list, query],
  );
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(paging.set === set ? paging.page : 1, lastPage);
  const start = (page - 1) * pageSize;
  const shown = matching.slice(start, start + pageSize);
  const setName = t(`icons.setNames.${set}`);

  function search(next: string) {
    setQuery(next);
    setPaging({ set, page: 1 });
  }

  function turnTo(next: number) {
    setPaging({ set, page: next });
    top.current?.scrollIntoView?.({ block: 'nearest' });
  }

  async function choose(name: string) {
    const full = fullIconName(icons.data?.namespace ?? '', name);
    if (onPick) {
      onPick(full);
      return;
    }
    try {
      await copyText(full);
      notify('success', t('icons.copied', { name: full }));
    } catch {
      notify('danger', t('icons.copyFailed', { name: full }));
    }
  }

  return (
    <div className="icon-browser" ref={top}>
      <div className="icon-browser__sets" role="group" aria-label={t('icons.sets')}>
        {ICON_SET_SLUGS.map((slug) =>
          setLink ? (
            <Link
              key={slug}
              to={setLink(slug)}
              className={`icon-browser__set${slug === set ? ' is-active' : ''}`}
              aria-current={slug === set ? 'page' : undefined}
            >
              {t(`icons.setNames.${slug}`)}
            </Link>
          ) : (
            <button
              key={slug}
              type="button"
              className={`icon-browser__set${slug === set ? ' is-active' : ''}`}
              aria-pressed={slug === set}
              onClick={() => onSetChange?.(slug)}
            >
              {t(`icons.setNames.${slug}`)}
            </button>
          ),
        )}
      </div>
      <div className="icon-browser__search">
        <SearchInput
          value={query}
          onSearch={search}
          label={t('icons.search')}
          placeholder={t('icons.searchPlaceholder')}
        />
      </div>
      {icons.isError ? (
        <ErrorAlert
          error={icons.error}
          title={t('icons.loadFailed')}
          onRetry={() => void icons.refetch()}
          retrying={icons.isFetching}
        />
      ) : icons.isPending ? (
        <div className="icon-browser__state" aria-busy="true">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      ) : shown.length === 0 ? (
        <p className="icon-browser__state text-body-secondary" role="status">
          {t('icons.noMatch', { query })}
        </p>
      ) : (
        <>
          <ul
            className="icon-browser__grid"
            aria-label={t('icons.grid', { set: setName })}
            data-grid={icons.data.grid}
          >
            {shown.map((name) => {
              const full = fullIconName(icons.data.namespace, name);
              const chosen = onPick !== undefined && full === value;
              return (
                <li key={name}>
                  <button
                    type="button"
                    className={`icon-browser__icon${chosen ? ' is-chosen' : ''}`}
                    title={full}
                    aria-label={t(onPick ? 'icons.pick' : 'icons.copy', { name: full })}
                    aria-current={chosen ? 'true' : undefined}
                    onClick={() => void choose(name)}
                  >
                    <IconGlyph set={set} name={name} className={icons.data.grid} />
                    <span className="icon-browser__name">{name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <TablePagination
            className="icon-browser__pages"
            pagination={{
              length: matching.length,
              size: pageSize,
              page,
              lastPage,
              startIndex: start,
              endIndex: start + shown.length - 1,
            }}
            onPage={turnTo}
          />
        </>
      )}
      {onPick ? null : <Toasts notices={notices} onClose={dismiss} />}
    </div>
  );
}
