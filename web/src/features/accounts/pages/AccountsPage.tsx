import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { RoleBadges } from '../../../components/access/RoleBadges';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { ROLES, type Role, useAccess } from '../../../lib/access';
import { formatNumber } from '../../../lib/format';
import {
  ACCOUNT_SORTS,
  ACCOUNT_STATES,
  type AccountListParams,
  fetchAccounts,
  type StaffAccount,
  useAccountActions,
  useAccounts,
  usePendingCount,
} from '../api/accounts';
import { AccountIdentity, displayName } from '../components/AccountIdentity';
import { RolesDialog, type RolesDialogMode } from '../components/RolesDialog';
import { StateBadge } from '../components/StateBadge';
import '../components/accounts.css';

const LIST: ListConfig<'state' | 'role'> = {
  filters: ['state', 'role'],
  sorts: ACCOUNT_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

function isState(value: string | undefined): value is StaffAccount['state'] {
  return (ACCOUNT_STATES as readonly string[]).includes(value ?? '');
}

function isRole(value: string | undefined): value is Role {
  return (ROLES as readonly string[]).includes(value ?? '');
}

function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** mantenimiento/cuentas: staff accounts, sign-ups to approve, roles and states (admin only). */
export function AccountsPage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const { accountId } = useAccess();
  const list = useListParams(LIST);
  const { state, role } = list.params.filters;
  const query: AccountListParams = {
    ...list.query,
    sort: list.query.sort as AccountListParams['sort'],
    state: isState(state) ? state : undefined,
    role: isRole(role) ? role : undefined,
  };
  const accounts = useAccounts(query);
  const pending = usePendingCount();
  const actions = useAccountActions();
  const { notices, notify, dismiss } = useNotices();
  const [dialog, setDialog] = useState<{ account: StaffAccount; mode: RolesDialogMode } | null>(
    null,
  );

  const failed = (account: StaffAccount, error: unknown) =>
    notify(
      'danger',
      t('accounts.failed', {
        name: displayName(account),
        message: error instanceof Error ? error.message : String(error),
      }),
    );

  /** Asks first (the app's confirmation dialog), then runs the action and says how it went. */
  async function confirmed(
    account: StaffAccount,
    texts: { title: string; message: string; confirm: string },
    run: () => Promise<string>,
  ) {
    const own = account.id === accountId;
    const answer = await confirm({
      title: texts.title,
      message: own ? `${texts.message} ${t('accounts.confirm.own')}` : texts.message,
      actions: { confirm: { label: texts.confirm } },
    });
    if (answer !== 'confirmed') return;
    try {
      notify('success', await run());
    } catch (error) {
      failed(account, error);
    }
  }

  const onReject = (account: StaffAccount) => {
    const name = displayName(account);
    return confirmed(
      account,
      {
        title: t('accounts.confirm.rejectTitle'),
        message: t('accounts.confirm.rejectMessage', { name }),
        confirm: t('accounts.actions.reject'),
      },
      async () => {
        await actions.reject.mutateAsync(account.id);
        return t('accounts.done.rejected', { name });
      },
    );
  };

  const onDeactivate = (account: StaffAccount) => {
    const name = displayName(account);
    return confirmed(
      account,
      {
        title: t('accounts.confirm.deactivateTitle'),
        message: t('accounts.confirm.deactivateMessage', { name }),
        confirm: t('accounts.actions.deactivate'),
      },
      async () => {
        await actions.deactivate.mutateAsync(account.id);
        return t('accounts.done.deactivated', { name });
      },
    );
  };

  const onReactivate = (account: StaffAccount) => {
    const name = displayName(account);
    return confirmed(
      account,
      {
        title: t('accounts.confirm.reactivateTitle'),
        message: t('accounts.confirm.reactivateMessage', { name }),
        confirm: t('accounts.actions.reactivate'),
      },
      async () => {
        await actions.reactivate.mutateAsync(account.id);
        return t('accounts.done.reactivated', { name });
      },
    );
  };

  const onResetOnboarding = (account: StaffAccount) => {
    const name = displayName(account);
    return confirmed(
      account,
      {
        title: t('accounts.confirm.onboardingTitle'),
        message: t('accounts.confirm.onboardingMessage', { name }),
        confirm: t('accounts.actions.onboarding'),
      },
      async () => {
        await actions.resetOnboarding.mutateAsync(account.id);
        return t('accounts.done.onboarding', { name });
      },
    );
  };

  const onSignOut = (account: StaffAccount) => {
    const name = displayName(account);
    return confirmed(
      account,
      {
        title: t('accounts.confirm.signOutTitle'),
        message: t('accounts.confirm.signOutMessage', { name }),
        confirm: t('accounts.actions.signOut'),
      },
      async () => {
        const { revoked } = await actions.signOutEverywhere.mutateAsync(account.id);
        return t('accounts.done.signedOut', { name, count: revoked });
      },
    );
  };

  async function onRoles(account: StaffAccount, mode: RolesDialogMode, roles: Role[]) {
    const name = displayName(account);
    if (mode === 'approve') await actions.approve.mutateAsync({ id: account.id, roles });
    else await actions.setRoles.mutateAsync({ id: account.id, roles });
    setDialog(null);
    notify(
      'success',
      mode === 'approve'
        ? t('accounts.done.approved', { name })
        : t('accounts.done.rolesChanged', { name }),
    );
  }

  const columns = useMemo<ColumnDef<StaffAccount, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (account) => displayName(account),
        header: t('accounts.columns.name'),
        size: 270,
        // On a phone it narrows to leave room for the row actions.
        minSize: 140,
        meta: { label: t('accounts.columns.name'), sortField: 'name', locked: true },
        cell: ({ row }) => (
          <>
            <AccountIdentity account={row.original} />
            {/* Phones see the first column only: the state comes along with it. */}
            <div className="d-md-none mt-1 ms-5 ps-1">
              <StateBadge state={row.original.state} />
            </div>
          </>
        ),
      },
      {
        id: 'email',
        accessorKey: 'email',
        header: t('accounts.columns.email'),
        size: 220,
        meta: { label: t('accounts.columns.email'), sortField: 'email', priority: 3 },
      },
      {
        id: 'empresa',
        accessorKey: 'empresa',
        header: t('accounts.columns.company'),
        size: 140,
        meta: { label: t('accounts.columns.company'), priority: 3 },
        cell: ({ getValue }) =>
          (getValue() as string) || <span className="text-body-secondary">—</span>,
      },
      {
        id: 'roles',
        accessorKey: 'roles',
        header: t('accounts.columns.roles'),
        size: 170,
        meta: {
          label: t('accounts.columns.roles'),
          priority: 2,
          csv: (account) => account.roles.map((role) => t(`access.roles.${role}`)).join(', '),
        },
        cell: ({ row }) =>
          row.original.roles.length ? (
            <RoleBadges roles={row.original.roles} />
          ) : (
            <span className="text-body-secondary">{t('accounts.noRoles')}</span>
          ),
      },
      {
        id: 'state',
        accessorKey: 'state',
        header: t('accounts.columns.state'),
        size: 170,
        meta: {
          label: t('accounts.columns.state'),
          priority: 1,
          sortField: 'state',
          csv: (account) => t(`accounts.states.${account.state}`),
        },
        cell: ({ row }) => <StateBadge state={row.original.state} />,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('accounts.columns.createdAt'),
        size: 125,
        meta: { label: t('accounts.columns.createdAt'), sortField: 'createdAt', priority: 4 },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>
            {formatDate(row.original.createdAt, i18n.language)}
          </time>
        ),
      },
    ],
    [t, i18n.language],
  );

  const pendingCount = pending.data ?? 0;
  const showingPending = state === 'pending';

  function actionButton(
    account: StaffAccount,
    kind: 'approve' | 'reject' | 'roles' | 'deactivate' | 'reactivate' | 'signOut' | 'onboarding',
    icon: string,
    variant: string,
    onClick: () => void,
  ) {
    const label = t(`accounts.rowActions.${kind}`, { name: displayName(account) });
    return (
      <Button
        size="sm"
        variant={variant}
        onClick={onClick}
        aria-label={label}
        title={label}
        data-action={kind}
      >
        <i className={`bi bi-${icon}`} aria-hidden="true" />
      </Button>
    );
  }

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.cuentas')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('accounts.subtitle')}</p>
        </div>
        <Button
          variant={showingPending ? 'warning' : 'outline-primary'}
          className="accounts-pending"
          aria-pressed={showingPending}
          onClick={() => list.setFilter('state', showingPending ? undefined : 'pending')}
          data-testid="pending-shortcut"
        >
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
          {t('accounts.pending.button')}
          <Badge
            bg={showingPending ? 'dark' : 'warning'}
            text={showingPending ? undefined : 'dark'}
            pill
            className="ms-2"
            aria-hidden="true"
          >
            {formatNumber(pendingCount, i18n.language)}
          </Badge>
          <span className="visually-hidden">
            {t('accounts.pending.count', { count: pendingCount })}
          </span>
        </Button>
      </div>
      <DataTable
        tableId="accounts"
        caption={t('routes.cuentas')}
        exportName="cuentas"
        columns={columns}
        data={accounts.data}
        list={list}
        getRowId={(account) => account.id}
        loading={accounts.isPending}
        fetching={accounts.isFetching}
        error={accounts.error}
        errorTitle={t('accounts.loadFailed')}
        onRetry={() => void accounts.refetch()}
        defaultHidden={['email']}
        searchPlaceholder={t('accounts.searchPlaceholder')}
        fetchPage={(page, size, signal) => fetchAccounts({ ...query, page, size }, signal, true)}
        rowClassName={(account) => (account.state === 'active' ? undefined : 'is-account-inactive')}
        // Up to four small icon buttons (an active account) side by side.
        rowActionsWidth={176}
        filters={
          <>
            <Form.Select
              size="sm"
              aria-label={t('accounts.filters.state')}
              value={isState(state) ? state : ''}
              onChange={(event) => list.setFilter('state', event.target.value)}
            >
              <option value="">{t('accounts.filters.allStates')}</option>
              {ACCOUNT_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`accounts.states.${value}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Select
              size="sm"
              aria-label={t('accounts.filters.role')}
              value={isRole(role) ? role : ''}
              onChange={(event) => list.setFilter('role', event.target.value)}
            >
              <option value="">{t('accounts.filters.allRoles')}</option>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`access.roles.${value}`)}
                </option>
              ))}
            </Form.Select>
          </>
        }
        rowActions={(account) => (
          <div className="d-inline-flex gap-1">
            {(account.state === 'pending' || account.state === 'rejected') &&
              actionButton(account, 'approve', 'check-lg', 'outline-success', () =>
                setDialog({ account, mode: 'approve' }),
              )}
            {account.state === 'pending' &&
              actionButton(
                account,
                'reject',
                'x-lg',
                'outline-danger',
                () => void onReject(account),
              )}
            {(account.state === 'active' || account.state === 'deactivated') &&
              actionButton(account, 'roles', 'person-gear', 'outline-secondary', () =>
                setDialog({ account, mode: 'roles' }),
              )}
            {account.state === 'active' &&
              actionButton(
                account,
                'signOut',
                'box-arrow-right',
                'outline-secondary',
                () => void onSignOut(account),
              )}
            {account.state === 'active' &&
              account.onboardedAt !== null &&
              actionButton(
                account,
                'onboarding',
                'signpost-2',
                'outline-secondary',
                () => void onResetOnboarding(account),
              )}
            {account.state === 'active' &&
              actionButton(
                account,
                'deactivate',
                'slash-circle',
                'outline-danger',
                () => void onDeactivate(account),
              )}
            {account.state === 'deactivated' &&
              actionButton(
                account,
                'reactivate',
                'arrow-counterclockwise',
                'outline-success',
                () => void onReactivate(account),
              )}
          </div>
        )}
        emptyState={
          <EmptyState
            icon="bi-people"
            title={t('accounts.empty.title')}
            hint={t('accounts.empty.hint')}
          />
        }
      />
      <RolesDialog
        account={dialog?.account ?? null}
        mode={dialog?.mode ?? 'roles'}
        onHide={() => setDialog(null)}
        onSubmit={(roles) =>
          dialog ? onRoles(dialog.account, dialog.mode, roles) : Promise.resolve()
        }
      />
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { AccountsPage as Component };
