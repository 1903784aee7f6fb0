import {
  createContext,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import Collapse from 'react-bootstrap/Collapse';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NavItemContent } from './NavItemContent';
import { runNavigationFunction } from './navigation-functions';
import {
  expandForLocation,
  findItem,
  hasActiveChild,
  isAsideActive,
  isItemActive,
  itemTarget,
  type NavLocation,
  toggleCollapsable,
} from './rules';
import type { ShownNavigationItem } from './translate';
import type { NavigationItem, NavigationAppearance, NavigationPosition } from './types';
import { NAVIGATION_WIDTHS } from './types';
import type { NavigationDrawer } from './useNavigationDrawer';
import { type NavigationVariant, useNavigationItems } from './useNavigationItems';

interface NavContextValue {
  location: NavLocation;
  appearance: NavigationAppearance;
  /** Narrow looks (compact, thin) show nested items in the aside panel instead of inline. */
  nestedInAside: boolean;
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  drawer: NavigationDrawer;
}

const NavContext = createContext<NavContextValue | null>(null);

function useNav(): NavContextValue {
  const value = useContext(NavContext);
  if (!value) throw new Error('A navigation item is rendered outside VerticalNavigation');
  return value;
}

/** A tooltip beside an entry: its own tooltip, or its title where the look hides titles. */
function WithTooltip({ text, children }: { text?: string; children: ReactElement }) {
  if (!text) return children;
  return (
    <OverlayTrigger placement="right" overlay={<Tooltip>{text}</Tooltip>}>
      {children}
    </OverlayTrigger>
  );
}

function tooltipFor(item: NavigationItem, appearance: NavigationAppearance): string | undefined {
  if (item.tooltip) return item.tooltip;
  return appearance === 'thin' ? item.title : undefined;
}

function itemClass(item: NavigationItem, ...modifiers: (string | false | undefined)[]): string {
  return ['vnav-item', `vnav-item--${item.type}`, ...modifiers, item.classes?.wrapper]
    .filter(Boolean)
    .join(' ');
}

function BasicItem({ item }: { item: NavigationItem }) {
  const { location, appearance, drawer } = useNav();
  const active = isItemActive(item, location);
  const className = itemClass(item, active && 'is-active', item.disabled && 'is-disabled');
  const content = <NavItemContent item={item} />;
  const tooltip = tooltipFor(item, appearance);
  const onChoose = () => {
    runNavigationFunction(item);
    if (drawer.mode === 'over') drawer.close();
  };

  if (item.disabled) {
    return (
      <WithTooltip text={tooltip}>
        <span className={className} aria-disabled="true">
          {content}
        </span>
      </WithTooltip>
    );
  }
  if (item.link && item.externalLink) {
    const target = item.target ?? '_blank';
    return (
      <WithTooltip text={tooltip}>
        <a
          className={className}
          href={item.link}
          target={target}
          rel={target === '_blank' ? 'noopener noreferrer' : undefined}
          onClick={onChoose}
        >
          {content}
        </a>
      </WithTooltip>
    );
  }
  if (item.link) {
    return (
      <WithTooltip text={tooltip}>
        <Link
          className={className}
          to={itemTarget(item)}
          target={item.target}
          aria-current={active ? 'page' : undefined}
          onClick={onChoose}
        >
          {content}
        </Link>
      </WithTooltip>
    );
  }
  return (
    <WithTooltip text={tooltip}>
      <button type="button" className={className} onClick={onChoose}>
        {content}
      </button>
    </WithTooltip>
  );
}

/** An item that opens the aside panel with its children. */
function AsideTrigger({ item, asCollapsable }: { item: NavigationItem; asCollapsable?: boolean }) {
  const { location, appearance, drawer } = useNav();
  const open = drawer.asideId === item.id;
  const active = asCollapsable
    ? hasActiveChild(item, location)
    : isAsideActive(item, drawer.asideId, location);
  return (
    <WithTooltip text={tooltipFor(item, appearance)}>
      <button
        type="button"
        className={itemClass(
          item,
          asCollapsable && 'vnav-item--aside',
          active && 'is-active',
          open && 'is-open',
          item.disabled && 'is-disabled',
        )}
        aria-expanded={open}
        aria-haspopup="true"
        disabled={item.disabled}
        onClick={() => drawer.toggleAside(item.id)}
      >
        <NavItemContent item={item} chevron />
      </button>
    </WithTooltip>
  );
}

function CollapsableItem({ item }: { item: NavigationItem }) {
  const { location, appearance, nestedInAside, expanded, toggle } = useNav();
  const childrenId = useId();
  if (nestedInAside) return <AsideTrigger item={item} asCollapsable />;
  const open = expanded.has(item.id);
  const active = hasActiveChild(item, location);
  return (
    <>
      <WithTooltip text={tooltipFor(item, appearance)}>
        <button
          type="button"
          className={itemClass(
            item,
            active && 'has-active-child',
            open && 'is-expanded',
            item.disabled && 'is-disabled',
          )}
          aria-expanded={open}
          aria-controls={childrenId}
          disabled={item.disabled}
          onClick={() => toggle(item.id)}
        >
          <NavItemContent item={item} chevron />
        </button>
      </WithTooltip>
      <Collapse in={open}>
        <div id={childrenId}>
          <NavItemList items={item.children ?? []} nested />
        </div>
      </Collapse>
    </>
  );
}

function GroupItem({ item, first }: { item: ShownNavigationItem; first: boolean }) {
  const { nestedInAside } = useNav();
  const headingId = useId();
  return (
    <div
      className={`vnav-group ${item.classes?.wrapper ?? ''}`}
      role="group"
      aria-labelledby={item.title ? headingId : undefined}
    >
      {item.title ? (
        <div
          className={`vnav-group__header${nestedInAside && first ? ' vnav-group__header--first' : ''}`}
        >
          <span
            id={headingId}
            className={`vnav-group__title ${item.classes?.title ?? ''}`}
            lang={item.titleLang}
          >
            {item.title}
          </span>
          {item.subtitle ? (
            <span
              className={`vnav-group__subtitle ${item.classes?.subtitle ?? ''}`}
              lang={item.subtitleLang}
            >
              {item.subtitle}
            </span>
          ) : null}
        </div>
      ) : null}
      <NavItemList items={item.children ?? []} />
    </div>
  );
}

function NavEntry({ item, first }: { item: NavigationItem; first: boolean }) {
  switch (item.type) {
    case 'basic':
      return <BasicItem item={item} />;
    case 'collapsable':
      return <CollapsableItem item={item} />;
    case 'aside':
      return <AsideTrigger item={item} />;
    case 'group':
      return <GroupItem item={item} first={first} />;
    case 'divider':
      return <hr className="vnav-divider" />;
    case 'spacer':
      return <div className="vnav-spacer" aria-hidden="true" />;
  }
}

function NavItemList({ items, nested }: { items: readonly NavigationItem[]; nested?: boolean }) {
  return (
    <ul className={`vnav-list${nested ? ' vnav-list--nested' : ''}`}>
      {items.map((item, index) => (
        <li
          key={item.id}
          className={`vnav-list__entry vnav-list__entry--${item.type}`}
          // Dividers and spacers are looks only; still list items, as a list may hold nothing else.
          aria-hidden={item.type === 'divider' || item.type === 'spacer' ? true : undefined}
        >
          <NavEntry item={item} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}

function NavigationStatus({
  isPending,
  isError,
  retry,
}: {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <div className="vnav-status" role="alert">
        <i className="bi bi-exclamation-triangle" aria-hidden="true" />
        <span className="vnav-status__text">{t('navigation.loadFailed')}</span>
        <button type="button" className="btn btn-sm btn-outline-light" onClick={retry}>
          {t('navigation.retry')}
        </button>
      </div>
    );
  }
  if (!isPending) return null;
  return (
    <div className="vnav-status vnav-status--loading" aria-busy="true">
      <span className="visually-hidden">{t('navigation.loading')}</span>
      {[0, 1, 2, 3, 4, 5].map((line) => (
        <span key={line} className="vnav-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export interface VerticalNavigationProps {
  /** The element's id; the layout's menu button points at it (aria-controls). */
  id: string;
  drawer: NavigationDrawer;
  appearance?: NavigationAppearance;
  position?: NavigationPosition;
  variant?: NavigationVariant;
  /** With auto-collapse, expanding one collapsable closes the others. */
  autoCollapse?: boolean;
  /** The panel's own colour mode: most layouts give the navigation a dark panel. */
  scheme?: 'dark' | 'light';
  /** The layout's look for the panel: `vnav--skin-<name>`. */
  skin?: string;
  /** Above the items: the brand, a user card. */
  header?: ReactNode;
  /** Below the items: the user in the futuristic layout. */
  footer?: ReactNode;
  /**
   * A tree to show instead of the server's, inside a page rather than beside it: the menu
   * editor's preview of its draft.
   */
  preview?: readonly NavigationItem[];
  /** The landmark's name, when it is not the page's navigation (`navigation.label`). */
  label?: string;
}

/**
 * The side navigation: the tree from the API in the given appearance (default 280 px,
 * compact 112 px, dense 80 px opening on hover, thin 80 px), beside the content (side
 * mode) or over it (over mode, with a backdrop), with collapsable items and an aside panel.
 */
export function VerticalNavigation({
  id,
  drawer,
  appearance = 'default',
  position = 'left',
  variant = 'default',
  autoCollapse = true,
  scheme,
  skin,
  header,
  footer,
  preview,
  label,
}: VerticalNavigationProps) {
  const { t } = useTranslation();
  const routerLocation = useLocation();
  const over = drawer.mode === 'over';
  // A phone's overlay menu (a third of the first screen's nodes) is drawn when first
  // opened, not with the first screen; once drawn it stays, so that it can slide.
  const [drawn, setDrawn] = useState(!over || drawer.opened);
  if (!drawn && (!over || drawer.opened)) setDrawn(true);
  const { items, isPending, isError, refetch } = useNavigationItems(variant, preview, drawn);
  const location = useMemo<NavLocation>(
    () => ({
      pathname: routerLocation.pathname,
      search: routerLocation.search,
      hash: routerLocation.hash,
    }),
    [routerLocation.pathname, routerLocation.search, routerLocation.hash],
  );

  // Collapsable items: open the ones holding the active route, on load and after each
  // navigation (adjusted while rendering, so the first paint is already right).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [expandedFor, setExpandedFor] = useState<{ items: unknown; location: NavLocation }>();
  if (expandedFor?.items !== items || expandedFor.location !== location) {
    setExpandedFor({ items, location });
    setExpanded((current) => expandForLocation(items, current, location, autoCollapse));
  }

  const nestedInAside = appearance === 'compact' || appearance === 'thin';
  const context = useMemo<NavContextValue>(
    () => ({
      location,
      appearance,
      nestedInAside,
      expanded,
      toggle: (itemId) =>
        setExpanded((current) => toggleCollapsable(items, current, itemId, location, autoCollapse)),
      drawer,
    }),
    [location, appearance, nestedInAside, expanded, items, autoCollapse, drawer],
  );

  const aside: ShownNavigationItem | undefined = drawer.asideId
    ? findItem(items, drawer.asideId)
    : undefined;
  const panelRef = useRef<HTMLDivElement>(null);

  // In over mode an opened drawer takes the focus, and gives it back when it closes.
  useEffect(() => {
    if (!over || !drawer.opened) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [over, drawer.opened]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (drawer.asideId) drawer.closeAside();
    else if (over && drawer.opened) drawer.close();
    else return;
    event.stopPropagation();
  };

  const classes = [
    'vnav',
    `vnav--${appearance}`,
    `vnav--${drawer.mode}`,
    `vnav--${position}`,
    drawer.opened ? 'vnav--opened' : 'vnav--closed',
    drawer.animations ? null : 'vnav--no-animations',
    aside ? 'vnav--aside-open' : null,
    skin ? `vnav--skin-${skin}` : null,
    preview ? 'vnav--preview' : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <nav
        id={id}
        className={classes}
        aria-label={label ?? t('navigation.label')}
        style={{ '--vnav-width': `${NAVIGATION_WIDTHS[appearance]}px` } as CSSProperties}
        inert={!drawer.opened}
        onKeyDown={onKeyDown}
      >
        <div className="vnav__panel" ref={panelRef} tabIndex={-1} data-bs-theme={scheme}>
          {drawn ? (
            <>
              {header ? <div className="vnav__header">{header}</div> : null}
              <div className="vnav__content">
                <NavContext.Provider value={context}>
                  <NavigationStatus
                    isPending={isPending}
                    isError={isError}
                    retry={() => refetch()}
                  />
                  <NavItemList items={items} />
                </NavContext.Provider>
              </div>
              {footer ? <div className="vnav__footer">{footer}</div> : null}
            </>
          ) : null}
        </div>
        {aside ? (
          <div className="vnav__aside" data-bs-theme={scheme}>
            <div className="vnav__aside-header">
              <span className="vnav__aside-title" lang={aside.titleLang}>
                {aside.title}
              </span>
              <button
                type="button"
                className="btn-close"
                aria-label={t('navigation.closeAside')}
                onClick={drawer.closeAside}
              />
            </div>
            <NavContext.Provider
              value={{ ...context, appearance: 'default', nestedInAside: false }}
            >
              <NavItemList items={aside.children ?? []} />
            </NavContext.Provider>
          </div>
        ) : null}
      </nav>
      {over && drawer.opened ? (
        <div className="vnav-backdrop" onClick={drawer.close} data-testid="navigation-backdrop" />
      ) : aside ? (
        <div className="vnav-backdrop vnav-backdrop--clear" onClick={drawer.closeAside} />
      ) : null}
    </>
  );
}
