import { Fragment } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppIcon } from '../../components/icons';
import { runNavigationFunction } from './navigation-functions';
import { hasActiveChild, isItemActive, itemTarget, type NavLocation } from './rules';
import type { ShownNavigationItem } from './translate';
import { type NavigationVariant, useNavigationItems } from './useNavigationItems';
import { MenuHeading } from '../../components/MenuHeading';

function Icon({ name }: { name?: string }) {
  return name ? <AppIcon name={name} className="hnav__icon" /> : null;
}

/** The entries of one menu: links, with collapsable children under a heading. */
function MenuEntries({
  items,
  location,
  depth = 0,
}: {
  items: readonly ShownNavigationItem[];
  location: NavLocation;
  depth?: number;
}) {
  return (
    <>
      {items.map((item) => {
        if (item.type === 'divider') return <Dropdown.Divider key={item.id} />;
        if (item.type === 'spacer') return null;
        if (item.children?.length && item.type !== 'basic') {
          return (
            <Fragment key={item.id}>
              <MenuHeading className={`hnav__heading hnav__heading--depth-${depth}`}>
                <Icon name={item.icon} />
                <span lang={item.titleLang}>{item.title}</span>
              </MenuHeading>
              <MenuEntries items={item.children} location={location} depth={depth + 1} />
            </Fragment>
          );
        }
        const active = isItemActive(item, location);
        const className = `hnav__item hnav__item--depth-${depth}`;
        const content = (
          <>
            <Icon name={item.icon} />
            <span className="hnav__item-text">
              <span lang={item.titleLang}>{item.title}</span>
              {item.subtitle ? (
                <small className="hnav__item-subtitle" lang={item.subtitleLang}>
                  {item.subtitle}
                </small>
              ) : null}
            </span>
            {item.badge?.title ? (
              <span className={`badge ms-auto ${item.badge.classes || 'text-bg-primary'}`}>
                {item.badge.title}
              </span>
            ) : null}
          </>
        );
        if (item.link && item.externalLink) {
          const target = item.target ?? '_blank';
          return (
            <Dropdown.Item
              key={item.id}
              className={className}
              href={item.link}
              target={target}
              rel={target === '_blank' ? 'noopener noreferrer' : undefined}
              disabled={item.disabled}
              title={item.tooltip}
              onClick={() => runNavigationFunction(item)}
            >
              {content}
            </Dropdown.Item>
          );
        }
        if (item.link) {
          return (
            <Dropdown.Item
              key={item.id}
              as={Link}
              to={itemTarget(item)}
              className={className}
              active={active}
              aria-current={active ? 'page' : undefined}
              disabled={item.disabled}
              title={item.tooltip}
              onClick={() => runNavigationFunction(item)}
            >
              {content}
            </Dropdown.Item>
          );
        }
        return (
          <Dropdown.Item
            key={item.id}
            as="button"
            className={className}
            disabled={item.disabled}
            title={item.tooltip}
            onClick={() => runNavigationFunction(item)}
          >
            {content}
          </Dropdown.Item>
        );
      })}
    </>
  );
}

export interface HorizontalNavigationProps {
  variant?: NavigationVariant;
  /** The layout's look: `hnav--<skin>`. */
  skin?: string;
}

/**
 * The top navigation of the horizontal layouts: the tree's groups (and other items with
 * children) as menus of their children, single links as plain links. Keyboard operable
 * through Bootstrap's dropdowns (arrows, Escape).
 */
export function HorizontalNavigation({ variant = 'horizontal', skin }: HorizontalNavigationProps) {
  const { t } = useTranslation();
  const { items } = useNavigationItems(variant);
  const routerLocation = useLocation();
  const location: NavLocation = routerLocation;
  const topLevel = items.filter((item) => item.type !== 'divider' && item.type !== 'spacer');

  return (
    <nav className={`hnav${skin ? ` hnav--${skin}` : ''}`} aria-label={t('navigation.label')}>
      <ul className="hnav__list">
        {topLevel.map((item) => {
          const active = item.children?.length
            ? hasActiveChild(item, location)
            : isItemActive(item, location);
          if (item.children?.length) {
            return (
              <li key={item.id} className="hnav__entry">
                <Dropdown>
                  <Dropdown.Toggle
                    variant="link"
                    className={`hnav__toggle${active ? ' is-active' : ''}`}
                    disabled={item.disabled}
                    title={item.tooltip ?? item.title}
                  >
                    <Icon name={item.icon} />
                    <span className="hnav__title" lang={item.titleLang}>
                      {item.title}
                    </span>
                  </Dropdown.Toggle>
                  <Dropdown.Menu className="hnav__menu">
                    {item.subtitle ? (
                      <MenuHeading className="hnav__menu-subtitle" lang={item.subtitleLang}>
                        {item.subtitle}
                      </MenuHeading>
                    ) : null}
                    <MenuEntries items={item.children} location={location} />
                  </Dropdown.Menu>
                </Dropdown>
              </li>
            );
          }
          if (!item.link) return null;
          return (
            <li key={item.id} className="hnav__entry">
              <Link
                to={itemTarget(item)}
                className={`hnav__toggle${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
                title={item.tooltip ?? item.title}
                onClick={() => runNavigationFunction(item)}
              >
                <Icon name={item.icon} />
                <span className="hnav__title" lang={item.titleLang}>
                  {item.title}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
