import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useJustCreated,
  useListParams,
} from '../../../components/data-table';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { formatDay } from '../../../lib/format';
import {
  fetchMembers,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  type Member,
  type MemberListParams,
  useMembers,
  useSetMemberBlocked,
} from '../api/members';
import { MemberDetail } from '../components/members/MemberDetail';
import { MemberStatusBadge } from '../components/members/MemberStatusBadge';
import '../components/members/members.css';

// The forms (zod, react-hook-form, the searchable select) load when first opened.
const MemberFormModal = lazy(async () => ({
  default: (await import('../components/members/MemberFormModal')).MemberFormModal,
}));
const AdjustPointsModal = lazy(async () => ({
  default: (await import('../components/members/AdjustPointsModal')).AdjustPointsModal,
}));
const NewRedemptionModal = lazy(async () => ({
  default: (await import('../components/redemptions/NewRedemptionModal')).NewRedemptionModal,
}));

const LIST: ListConfig<'status'> = {
  filters: ['status'],
  sorts: MEMBER_SORTS,
  defaultSort: 'surname',
  defaultOrder: 'asc',
};

/** The member whose detail is open, in the URL (`?member=ID`), so a link opens it. */
const MEMBER_PARAM = 'member';

/** apps/users: the programme's members, their points, ledger and redemptions. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(LIST);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(MEMBER_PARAM);
  const status = MEMBER_STATUSES.find((one) => one === list.params.filters.status);
  const query: MemberListParams = {
    ...list.query,
    sort: list.query.sort as MemberListParams['sort'],
    status,
  };
  const members = useMembers(query);
  // A member just added shows first, whatever the sort, until the view changes.
  const justCreated = useJustCreated<Member>(query);
  const setBlocked = useSetMemberBlocked();
  const confirm = useConfirmation();
  const { notices, notify, dismiss } = useNotices();
  const [editing, setEditing] = useState<Member | null | undefined>(undefined);
  const [adjusting, setAdjusting] = useState<Member | null>(null);
  const [redeeming, setRedeeming] = useState<Member | null>(null);
  const fullName = (member: Member) => `${member.name} ${member.surname}`;

  function openMember(id: string | null) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(MEMBER_PARAM, id);
        else next.delete(MEMBER_PARAM);
        return next;
      },
      { replace: false },
    );
  }

  async function changeBlocked(member: Member, blocked: boolean, undoable = true) {
    try {
      await setBlocked.mutateAsync({ id: member.id, blocked });
      notify(
        'success',
        t(blocked ? 'members.done.blocked' : 'members.done.unblocked', { name: fullName(member) }),
        undoable
          ? {
              label: t('members.undo'),
              onClick: () => void changeBlocked(member, !blocked, false),
            }
          : undefined,
      );
    } catch (error) {
      notify(
        'danger',
        `${t('members.actionFailed', { name: fullName(member) })}: ${error instanceof Error ? error.message : ''}`,
      );
    }
  }

  async function toggleBlocked(member: Member) {
    if (member.status === 'active') {
      const answer = await confirm({
        title: t('members.block.title'),
        message: t('members.block.message', { name: fullName(member) }),
        actions: { confirm: { label: t('members.actions.block') } },
      });
      if (answer !== 'confirmed') return;
    }
    await changeBlocked(member, member.status === 'active');
  }

  const columns = useMemo<ColumnDef<Member, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (member) => `${member.surname}, ${member.name}`,
        header: t('members.columns.name'),
        size: 230,
        // On a phone it narrows to leave room for the row actions.
        minSize: 150,
        meta: { label: t('members.columns.name'), sortField: 'surname', locked: true },
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-link p-0 text-start fw-semibold text-decoration-none text-truncate mw-100"
            onClick={() => openMember(row.original.id)}
          >
            {row.original.name} {row.original.surname}
          </button>
        ),
      },
      {
        id: 'email',
        accessorKey: 'email',
        header: t('members.columns.email'),
        size: 230,
        meta: { label: t('members.columns.email'), sortField: 'email', priority: 2 },
      },
      {
        id: 'documentId',
        accessorKey: 'documentId',
        header: t('members.columns.documentId'),
        size: 160,
        meta: {
          label: t('members.columns.documentId'),
          sortField: 'documentId',
          priority: 3,
          className: 'font-monospace small',
        },
      },
      {
        id: 'company',
        accessorKey: 'company',
        header: t('members.columns.company'),
        size: 180,
        meta: { label: t('members.columns.company'), sortField: 'company', priority: 3 },
      },
      {
        id: 'phone',
        accessorKey: 'phone',
        header: t('members.columns.phone'),
        size: 160,
        meta: { label: t('members.columns.phone'), priority: 4 },
      },
      {
        id: 'points',
        accessorKey: 'points',
        header: t('members.columns.points'),
        size: 110,
        meta: {
          label: t('members.columns.points'),
          sortField: 'points',
          align: 'end',
          priority: 1,
        },
        cell: ({ row }) => row.original.points.toLocaleString(i18n.language),
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: t('members.columns.status'),
        size: 120,
        meta: {
          label: t('members.columns.status'),
          sortField: 'status',
          priority: 1,
          csv: (member: Member) => t(`members.status.${member.status}`),
        },
        cell: ({ row }) => <MemberStatusBadge status={row.original.status} />,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('members.columns.createdAt'),
        size: 130,
        meta: { label: t('members.columns.createdAt'), sortField: 'createdAt', priority: 4 },
        cell: ({ row }) => formatDay(row.original.createdAt, i18n.language),
      },
    ],
    // openMember only writes the URL; a new one each render changes nothing it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.users')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('members.subtitle')}</p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <i className="bi bi-person-plus me-1" aria-hidden="true" />
          {t('members.new')}
        </Button>
      </div>
      <DataTable
        tableId="members"
        caption={t('routes.users')}
        exportName="members"
        columns={columns}
        data={justCreated.pin(members.data)}
        list={list}
        getRowId={(member) => member.id}
        loading={members.isPending}
        fetching={members.isFetching}
        error={members.error}
        errorTitle={t('members.loadFailed')}
        onRetry={() => void members.refetch()}
        searchPlaceholder={t('members.searchPlaceholder')}
        defaultHidden={['phone', 'company', 'createdAt']}
        fetchPage={(page, size, signal) => fetchMembers({ ...query, page, size }, signal, true)}
        rowClassName={(member) =>
          justCreated.rowClassName(member, member.status === 'blocked' ? 'is-inactive' : undefined)
        }
        filters={
          <Form.Select
            size="sm"
            aria-label={t('members.filters.status')}
            value={status ?? ''}
            onChange={(event) => list.setFilter('status', event.target.value)}
          >
            <option value="">{t('members.filters.all')}</option>
            {MEMBER_STATUSES.map((one) => (
              <option key={one} value={one}>
                {t(`members.status.${one}`)}
              </option>
            ))}
          </Form.Select>
        }
        rowActionsWidth={110}
        rowActions={(member) => (
          <div className="d-inline-flex gap-1">
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setEditing(member)}
              aria-label={t('members.actions.editOne', { name: fullName(member) })}
              title={t('members.actions.editOne', { name: fullName(member) })}
            >
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant={member.status === 'blocked' ? 'outline-success' : 'outline-danger'}
              onClick={() => void toggleBlocked(member)}
              aria-label={t(
                member.status === 'blocked'
                  ? 'members.actions.unblockOne'
                  : 'members.actions.blockOne',
                { name: fullName(member) },
              )}
              title={t(
                member.status === 'blocked'
                  ? 'members.actions.unblockOne'
                  : 'members.actions.blockOne',
                { name: fullName(member) },
              )}
            >
              <i
                className={`bi ${member.status === 'blocked' ? 'bi-unlock' : 'bi-lock'}`}
                aria-hidden="true"
              />
            </Button>
          </div>
        )}
        emptyState={
          <EmptyState
            icon="bi-people"
            title={t('members.empty.title')}
            hint={t('members.empty.hint')}
            action={
              <Button size="sm" onClick={() => setEditing(null)}>
                <i className="bi bi-person-plus me-1" aria-hidden="true" />
                {t('members.new')}
              </Button>
            }
          />
        }
      />
      <MemberDetail
        memberId={openId}
        onClose={() => openMember(null)}
        onEdit={setEditing}
        onAdjust={setAdjusting}
        onRedeem={setRedeeming}
        onToggleBlocked={(member) => void toggleBlocked(member)}
      />
      <Suspense fallback={null}>
        {editing !== undefined && (
          <MemberFormModal
            show
            member={editing}
            onHide={() => setEditing(undefined)}
            onSaved={(member, created) => {
              setEditing(undefined);
              if (created) justCreated.show(member);
              notify(
                'success',
                t(created ? 'members.done.created' : 'members.done.updated', {
                  name: fullName(member),
                }),
              );
            }}
          />
        )}
        {adjusting && (
          <AdjustPointsModal
            show
            member={adjusting}
            onHide={() => setAdjusting(null)}
            onDone={(entry) => {
              notify(
                'success',
                t('members.done.adjusted', {
                  name: fullName(adjusting),
                  count: entry.balance,
                  value: entry.balance.toLocaleString(i18n.language),
                }),
              );
              setAdjusting(null);
            }}
          />
        )}
        {redeeming && (
          <NewRedemptionModal
            show
            member={redeeming}
            onHide={() => setRedeeming(null)}
            onCreated={(redemption) => {
              setRedeeming(null);
              notify(
                'success',
                t('redemptions.done.created', {
                  subject: t('redemptions.subject', {
                    member: redemption.memberName,
                    reward: redemption.rewardName,
                  }),
                }),
              );
            }}
          />
        )}
      </Suspense>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { MembersPage as Component };
