import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { formatDay } from '../../../lib/format';
import {
  ACTIONS_FROM,
  COMPLETED_STATUSES,
  fetchRedemptions,
  OPEN_STATUSES,
  REDEMPTION_SORTS,
  type Redemption,
  type RedemptionAction,
  type RedemptionListParams,
  type RedemptionStatus,
  useBulkRedemptionAction,
  useRedemptionAction,
  useRedemptions,
} from '../api/redemptions';
import { CancelRedemptionModal } from '../components/redemptions/CancelRedemptionModal';
import { RedemptionStatusBadge } from '../components/redemptions/RedemptionStatusBadge';
import '../components/redemptions/redemptions.css';

// The form (react-hook-form, the searchable selects) loads when first opened.
const NewRedemptionModal = lazy(async () => ({
  default: (await import('../components/redemptions/NewRedemptionModal')).NewRedemptionModal,
}));

const ACTION_LOOK: Record<RedemptionAction, { icon: string; variant: string }> = {
  approve: { icon: 'bi-check2', variant: 'outline-primary' },
  deliver: { icon: 'bi-box-seam', variant: 'outline-success' },
  cancel: { icon: 'bi-x-lg', variant: 'outline-danger' },
};

/** What is being cancelled: one row, or the rows selected (with how to clear them). */
interface Cancelling {
  redemptions: Redemption[];
  clear?: () => void;
}

/**
 * apps/canjes (open: pending and approved, with approve, deliver and cancel in the row
 * and in bulk) and apps/canjes-completados (delivered and cancelled).
 */
export function RedemptionsPage({ completed }: { completed: boolean }) {
  const { t, i18n } = useTranslation();
  const config = useMemo<ListConfig<'status'>>(
    () => ({
      filters: ['status'],
      sorts: REDEMPTION_SORTS,
      defaultSort: completed ? 'completedAt' : 'createdAt',
      defaultOrder: 'desc',
    }),
    [completed],
  );
  const list = useListParams(config);
  const statuses = completed ? COMPLETED_STATUSES : OPEN_STATUSES;
  const status = statuses.find((one) => one === list.params.filters.status);
  const query: RedemptionListParams = {
    ...list.query,
    sort: (list.query.sort ?? config.defaultSort) as RedemptionListParams['sort'],
    // The order the column header shows: the newest first until another is chosen.
    order: list.query.order ?? config.defaultOrder,
    completed,
    status,
  };
  const redemptions = useRedemptions(query);
  const act = useRedemptionAction();
  const bulk = useBulkRedemptionAction();
  const { notices, notify, dismiss } = useNotices();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const subject = (redemption: Redemption) =>
    t('redemptions.subject', { member: redemption.memberName, reward: redemption.rewardName });
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : '');

  async function runOne(redemption: Redemption, action: RedemptionAction, reason?: string) {
    try {
      await act.mutateAsync({ id: redemption.id, action, reason });
      notify('success', t(`redemptions.done.${action}`, { subject: subject(redemption) }));
    } catch (error) {
      notify(
        'danger',
        `${t('redemptions.failed', { subject: subject(redemption) })}: ${reasonOf(error)}`,
      );
    }
  }

  async function runMany(
    selected: Redemption[],
    action: RedemptionAction,
    clear: () => void,
    reason?: string,
  ) {
    const ids = selected
      .filter((one) => ACTIONS_FROM[one.status].includes(action))
      .map((one) => one.id);
    const skipped = selected.length - ids.length;
    if (ids.length === 0) {
      notify('info', t('redemptions.bulk.nothing', { action: t(`redemptions.actions.${action}`) }));
      return;
    }
    try {
      const result = await bulk.mutateAsync({ action, ids, ...(reason ? { reason } : {}) });
      clear();
      notify('success', t(`redemptions.bulk.done.${action}`, { count: result.done.length }));
      const refused = result.refused.length + skipped;
      if (refused > 0) {
        const first = result.refused[0]?.message;
        notify(
          'danger',
          t('redemptions.bulk.refused', { count: refused }) + (first ? `: ${first}` : ''),
        );
      }
    } catch (error) {
      notify('danger', `${t('redemptions.bulk.failed')}: ${reasonOf(error)}`);
    }
  }

  async function confirmCancel(reason: string) {
    if (!cancelling) return;
    const { redemptions: rows, clear } = cancelling;
    if (clear) await runMany(rows, 'cancel', clear, reason || undefined);
    else await runOne(rows[0], 'cancel', reason || undefined);
    setCancelling(null);
  }

  function onAction(redemption: Redemption, action: RedemptionAction) {
    if (action === 'cancel') setCancelling({ redemptions: [redemption] });
    else void runOne(redemption, action);
  }

  const columns = useMemo<ColumnDef<Redemption, unknown>[]>(() => {
    const when = (value: string | null) => formatDay(value, i18n.language);
    const dash = <span className="text-body-tertiary">—</span>;
    return [
      {
        id: 'member',
        accessorKey: 'memberName',
        header: t('redemptions.columns.member'),
        size: 220,
        // On a phone it narrows to leave room for the row actions.
        minSize: 150,
        meta: { label: t('redemptions.columns.member'), sortField: 'memberName', locked: true },
        cell: ({ row }) => (
          <div className="min-w-0">
            <Link
              to={`/apps/users?member=${row.original.memberId}`}
              className="fw-semibold text-decoration-none d-block text-truncate"
            >
              {row.original.memberName}
            </Link>
            <span className="small text-body-secondary d-block text-truncate">
              {row.original.memberEmail}
            </span>
          </div>
        ),
      },
      {
        id: 'reward',
        accessorKey: 'rewardName',
        header: t('redemptions.columns.reward'),
        size: 220,
        meta: { label: t('redemptions.columns.reward'), sortField: 'rewardName', priority: 1 },
        cell: ({ row }) => (
          <div className="d-flex align-items-center gap-2 min-w-0">
            <span className="redemption-thumb" aria-hidden="true">
              {row.original.rewardImage ? (
                <img src={row.original.rewardImage} alt="" />
              ) : (
                <i className="bi bi-gift" />
              )}
            </span>
            <span className="text-truncate">{row.original.rewardName}</span>
          </div>
        ),
      },
      {
        id: 'points',
        accessorKey: 'points',
        header: t('redemptions.columns.points'),
        size: 110,
        meta: {
          label: t('redemptions.columns.points'),
          sortField: 'points',
          align: 'end',
          priority: 3,
        },
        cell: ({ row }) => row.original.points.toLocaleString(i18n.language),
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: t('redemptions.columns.status'),
        size: 130,
        meta: {
          label: t('redemptions.columns.status'),
          sortField: 'status',
          priority: 1,
          csv: (row: Redemption) => t(`redemptions.status.${row.status}`),
        },
        cell: ({ row }) => <RedemptionStatusBadge status={row.original.status} />,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('redemptions.columns.createdAt'),
        size: 130,
        meta: { label: t('redemptions.columns.createdAt'), sortField: 'createdAt', priority: 2 },
        cell: ({ row }) => when(row.original.createdAt),
      },
      ...(completed
        ? ([
            {
              id: 'completedAt',
              accessorKey: 'completedAt',
              header: t('redemptions.columns.completedAt'),
              size: 130,
              meta: {
                label: t('redemptions.columns.completedAt'),
                sortField: 'completedAt',
                priority: 2,
              },
              cell: ({ row }) => when(row.original.completedAt),
            },
            {
              id: 'cancelReason',
              accessorKey: 'cancelReason',
              header: t('redemptions.columns.cancelReason'),
              size: 200,
              meta: { label: t('redemptions.columns.cancelReason'), priority: 4 },
              cell: ({ row }) => row.original.cancelReason ?? dash,
            },
          ] satisfies ColumnDef<Redemption, unknown>[])
        : []),
      {
        id: 'notes',
        accessorKey: 'notes',
        header: t('redemptions.columns.notes'),
        size: 200,
        meta: { label: t('redemptions.columns.notes'), priority: 5 },
        cell: ({ row }) => row.original.notes || dash,
      },
    ];
  }, [t, i18n.language, completed]);

  const title = completed ? t('routes.canjesCompletados') : t('routes.canjes');
  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{title}</h1>
          <p className="text-body-secondary mb-0 mt-1">
            {completed ? t('redemptions.subtitleCompleted') : t('redemptions.subtitleOpen')}
          </p>
        </div>
        {completed ? (
          <Link to="/apps/canjes" className="btn btn-outline-secondary">
            <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
            {t('redemptions.openLink')}
          </Link>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <Link to="/apps/canjes-completados" className="btn btn-outline-secondary">
              <i className="bi bi-archive me-1" aria-hidden="true" />
              {t('redemptions.completedLink')}
            </Link>
            <Button onClick={() => setCreating(true)}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('redemptions.new')}
            </Button>
          </div>
        )}
      </div>
      <DataTable
        tableId={completed ? 'redemptions-completed' : 'redemptions-open'}
        caption={title}
        exportName={completed ? 'canjes-completados' : 'canjes'}
        columns={columns}
        data={redemptions.data}
        list={list}
        getRowId={(redemption) => redemption.id}
        loading={redemptions.isPending}
        fetching={redemptions.isFetching}
        error={redemptions.error}
        errorTitle={t('redemptions.loadFailed')}
        onRetry={() => void redemptions.refetch()}
        searchPlaceholder={t('redemptions.searchPlaceholder')}
        defaultHidden={['notes']}
        fetchPage={(page, size, signal) => fetchRedemptions({ ...query, page, size }, signal)}
        filters={
          <Form.Select
            size="sm"
            aria-label={t('redemptions.filters.status')}
            value={status ?? ''}
            onChange={(event) => list.setFilter('status', event.target.value)}
          >
            <option value="">{t('redemptions.filters.all')}</option>
            {statuses.map((one: RedemptionStatus) => (
              <option key={one} value={one}>
                {t(`redemptions.status.${one}`)}
              </option>
            ))}
          </Form.Select>
        }
        selectionActions={
          completed
            ? undefined
            : (selected, clear) => (
                <span className="d-inline-flex flex-wrap gap-1">
                  {(['approve', 'deliver'] as const).map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={ACTION_LOOK[action].variant}
                      disabled={bulk.isPending}
                      onClick={() => void runMany(selected, action, clear)}
                    >
                      <i className={`bi ${ACTION_LOOK[action].icon} me-1`} aria-hidden="true" />
                      {t(`redemptions.actions.${action}`)}
                    </Button>
                  ))}
                  <Button
                    size="sm"
                    variant={ACTION_LOOK.cancel.variant}
                    disabled={bulk.isPending}
                    onClick={() => setCancelling({ redemptions: selected, clear })}
                  >
                    <i className={`bi ${ACTION_LOOK.cancel.icon} me-1`} aria-hidden="true" />
                    {t('redemptions.actions.cancel')}
                  </Button>
                </span>
              )
        }
        rowActionsWidth={completed ? undefined : 110}
        rowActions={
          completed
            ? undefined
            : (redemption) => (
                <div className="d-inline-flex gap-1">
                  {ACTIONS_FROM[redemption.status].map((action) => {
                    const label = t(`redemptions.actions.${action}One`, {
                      subject: subject(redemption),
                    });
                    return (
                      <Button
                        key={action}
                        size="sm"
                        variant={ACTION_LOOK[action].variant}
                        disabled={act.isPending}
                        onClick={() => onAction(redemption, action)}
                        aria-label={label}
                        title={label}
                      >
                        <i className={`bi ${ACTION_LOOK[action].icon}`} aria-hidden="true" />
                      </Button>
                    );
                  })}
                </div>
              )
        }
        emptyState={
          <EmptyState
            icon={completed ? 'bi-archive' : 'bi-gift'}
            title={
              completed ? t('redemptions.empty.completedTitle') : t('redemptions.empty.openTitle')
            }
            hint={
              completed ? t('redemptions.empty.completedHint') : t('redemptions.empty.openHint')
            }
          />
        }
      />
      <Suspense fallback={null}>
        {creating && (
          <NewRedemptionModal
            show
            onHide={() => setCreating(false)}
            onCreated={(redemption) => {
              setCreating(false);
              notify('success', t('redemptions.done.created', { subject: subject(redemption) }));
            }}
          />
        )}
      </Suspense>
      <CancelRedemptionModal
        count={cancelling?.redemptions.length ?? 0}
        subject={
          cancelling?.redemptions.length === 1 ? subject(cancelling.redemptions[0]) : undefined
        }
        busy={act.isPending || bulk.isPending}
        onConfirm={(reason) => void confirmCancel(reason)}
        onHide={() => setCancelling(null)}
      />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}
