import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppIcon } from '../../../components/icons';
import type { MailFilter, MailFolder, MailLabel, MailView } from '../api/mailbox-api';
import { sameView, viewPath } from '../lib/mail-text';
import { LabelDot } from './LabelChip';

interface SidebarProps {
  view: MailView;
  folders: UseQueryResult<MailFolder[]>;
  filters: UseQueryResult<MailFilter[]>;
  labels: UseQueryResult<MailLabel[]>;
  onCompose: () => void;
  onManageLabels: () => void;
  /** Called after a link is followed (closes the drawer on narrow screens). */
  onNavigate?: () => void;
  /** The page's heading when the panel is always shown; a lesser one in the drawer. */
  heading?: 'h1' | 'h2';
}

function Placeholder({ rows }: { rows: number }) {
  return (
    <div className="placeholder-glow px-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="placeholder col-9 d-block my-2 rounded" />
      ))}
    </div>
  );
}

/** The mailbox's side panel: compose, folders, filters and labels with counts. */
export function MailboxSidebar({
  view,
  folders,
  filters,
  labels,
  onCompose,
  onManageLabels,
  onNavigate,
  heading: Heading = 'h1',
}: SidebarProps) {
  const { t } = useTranslation();
  const item = (
    target: MailView,
    icon: ReactNode,
    title: string,
    count?: number,
    key = `${target.kind}:${target.slug}`,
  ) => {
    const active = sameView(view, target);
    return (
      <li key={key}>
        <NavLink
          to={viewPath(target)}
          className={`mailbox-nav__link${active ? ' active' : ''}`}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {icon}
          <span className="mailbox-nav__title">{title}</span>
          {count !== undefined && count > 0 && (
            <span className="mailbox-nav__count">
              {count}
              <span className="visually-hidden"> {t('mailbox.sidebar.countHint')}</span>
            </span>
          )}
        </NavLink>
      </li>
    );
  };

  return (
    <nav className="mailbox-sidebar" aria-label={t('mailbox.sidebar.label')}>
      <div className="mailbox-sidebar__head">
        <Heading className="mailbox-sidebar__title">{t('mailbox.title')}</Heading>
        <Button className="w-100 mt-3" onClick={onCompose}>
          <i className="bi bi-pencil-square me-2" aria-hidden="true" />
          {t('mailbox.actions.compose')}
        </Button>
      </div>
      <div className="mailbox-sidebar__scroll">
        <h2 className="mailbox-nav__heading">{t('mailbox.sidebar.folders')}</h2>
        {folders.isPending ? (
          <Placeholder rows={5} />
        ) : (
          <ul className="mailbox-nav">
            {(folders.data ?? []).map((folder) =>
              item(
                { kind: 'folder', slug: folder.slug },
                <AppIcon name={folder.icon} className="mailbox-nav__icon" />,
                t(`mailbox.folders.${folder.slug}` as never, { defaultValue: folder.title }),
                folder.count,
              ),
            )}
          </ul>
        )}
        <h2 className="mailbox-nav__heading">{t('mailbox.sidebar.filters')}</h2>
        {filters.isPending ? (
          <Placeholder rows={2} />
        ) : (
          <ul className="mailbox-nav">
            {(filters.data ?? []).map((filter) =>
              item(
                { kind: 'filter', slug: filter.slug },
                <AppIcon name={filter.icon} className="mailbox-nav__icon" />,
                t(`mailbox.filters.${filter.slug}` as never, { defaultValue: filter.title }),
              ),
            )}
          </ul>
        )}
        <div className="d-flex align-items-center justify-content-between pe-2">
          <h2 className="mailbox-nav__heading">{t('mailbox.sidebar.labels')}</h2>
          <Button
            variant="link"
            size="sm"
            className="mailbox-sidebar__manage"
            onClick={onManageLabels}
          >
            <i className="bi bi-gear me-1" aria-hidden="true" />
            {t('mailbox.actions.manageLabels')}
          </Button>
        </div>
        {labels.isPending ? (
          <Placeholder rows={4} />
        ) : (labels.data ?? []).length === 0 ? (
          <p className="small text-body-secondary px-3">{t('mailbox.sidebar.noLabels')}</p>
        ) : (
          <ul className="mailbox-nav">
            {(labels.data ?? []).map((label) =>
              item(
                { kind: 'label', slug: label.slug },
                <span className="mailbox-nav__icon d-inline-flex justify-content-center">
                  <LabelDot color={label.color} />
                </span>,
                label.title,
                undefined,
                label.id,
              ),
            )}
          </ul>
        )}
      </div>
    </nav>
  );
}
