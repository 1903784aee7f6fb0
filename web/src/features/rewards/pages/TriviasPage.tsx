import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DataTable,
  EmptyState,
  type ListConfig,
  useListParams,
} from '../../../components/data-table';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import {
  COMPLETION_SORTS,
  type CompletionListParams,
  fetchCompletions,
  fetchTrivias,
  type Trivia,
  type TriviaCompletion,
  type TriviaListParams,
  TRIVIA_SORTS,
  useCompletions,
  useTriviaChoices,
  useTrivias,
} from '../api/trivias';
import { formatDateTime, formatDay, formatNumber, triviaState } from '../components/trivias/format';
import { TriviaStateBadge } from '../components/trivias/TriviaStateBadge';
import { type TriviaDeletes, useTriviaDeletes } from '../components/trivias/useDeleteTrivia';
import '../components/trivias/trivias.css';

type Tab = 'completions' | 'trivias';
const TABS: { tab: Tab; icon: string }[] = [
  { tab: 'completions', icon: 'bi-trophy' },
  { tab: 'trivias', icon: 'bi-patch-question' },
];

// The dialogs load apart from the lists (the member search alone weighs 30 KB); both are
// fetched as soon as the page shows.
const loadForm = () => import('../components/trivias/TriviaFormModal');
const loadRecord = () => import('../components/trivias/RecordCompletionModal');
const TriviaFormModal = lazy(async () => ({ default: (await loadForm()).TriviaFormModal }));
const RecordCompletionModal = lazy(async () => ({
  default: (await loadRecord()).RecordCompletionModal,
}));

const COMPLETIONS_LIST: ListConfig<'trivia'> = {
  filters: ['trivia'],
  sorts: COMPLETION_SORTS,
  defaultSort: 'completedAt',
  defaultOrder: 'desc',
};
const TRIVIAS_LIST: ListConfig<'active'> = {
  filters: ['active'],
  sorts: TRIVIA_SORTS,
  defaultSort: 'startsAt',
  defaultOrder: 'desc',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function booleanFilter(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** apps/trivias-completadas: members' trivia scores, and the trivias themselves beside them. */
export function TriviasPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'trivias' ? 'trivias' : 'completions';
  const { notices, notify, dismiss } = useNotices();
  const deletes = useTriviaDeletes(notify);
  const [editing, setEditing] = useState<Trivia | null | undefined>(undefined);
  const [recording, setRecording] = useState(false);
  // Mounted once first used, then kept for the dialogs' closing transitions.
  const [formUsed, setFormUsed] = useState(false);
  const [recordUsed, setRecordUsed] = useState(false);

  useEffect(() => {
    void loadForm();
    void loadRecord();
  }, []);

  const edit = useCallback((trivia: Trivia | null) => {
    setFormUsed(true);
    setEditing(trivia);
  }, []);

  const record = useCallback(() => {
    setRecordUsed(true);
    setRecording(true);
  }, []);

  function chooseTab(next: string) {
    // A new tab starts with its plain list: no search, filters, sort or page.
    setSearchParams(next === 'trivias' ? { tab: next } : {});
  }

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.triviasCompletadas')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('trivias.subtitle')}</p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => edit(null)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('trivias.new')}
          </Button>
          <Button onClick={record}>
            <i className="bi bi-ui-checks me-1" aria-hidden="true" />
            {t('trivias.record.open')}
          </Button>
        </div>
      </div>
      <Nav
        variant="tabs"
        className="trivia-tabs"
        activeKey={tab}
        onSelect={(key) => key && chooseTab(key)}
        aria-label={t('trivias.tabs.label')}
        role="tablist"
      >
        {TABS.map((item) => (
          <Nav.Item key={item.tab} role="presentation">
            <Nav.Link
              eventKey={item.tab}
              role="tab"
              aria-selected={item.tab === tab}
              aria-controls="trivias-panel"
              id={`trivias-tab-${item.tab}`}
            >
              <i className={`bi ${item.icon}`} aria-hidden="true" />
              {t(`trivias.tabs.${item.tab}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div role="tabpanel" id="trivias-panel" aria-labelledby={`trivias-tab-${tab}`}>
        {tab === 'completions' ? (
          <CompletionsTable onRecord={record} />
        ) : (
          <TriviasTable onNew={() => edit(null)} onEdit={edit} deletes={deletes} />
        )}
      </div>
      {formUsed && (
        <Suspense fallback={null}>
          <TriviaFormModal
            show={editing !== undefined}
            trivia={editing ?? null}
            onHide={() => setEditing(undefined)}
            onSaved={(trivia, created) => {
              setEditing(undefined);
              notify(
                'success',
                created
                  ? t('trivias.done.created', { title: trivia.title })
                  : t('trivias.done.updated', { title: trivia.title }),
              );
            }}
          />
        </Suspense>
      )}
      {recordUsed && (
        <Suspense fallback={null}>
          <RecordCompletionModal
            show={recording}
            onHide={() => setRecording(false)}
            onRecorded={(result, questions) => {
              setRecording(false);
              notify(
                'success',
                t('trivias.done.recorded', {
                  name: result.memberName,
                  title: result.triviaTitle,
                  score: result.score,
                  questions,
                  count: result.pointsAwarded,
                  value: formatNumber(result.pointsAwarded, i18n.language),
                }),
              );
            }}
          />
        </Suspense>
      )}
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

function CompletionsTable({ onRecord }: { onRecord: () => void }) {
  const { t, i18n } = useTranslation();
  const list = useListParams(COMPLETIONS_LIST);
  const triviaFilter = list.params.filters.trivia;
  const { trivia: _trivia, ...common } = list.query;
  const query: CompletionListParams = {
    ...common,
    sort: common.sort as CompletionListParams['sort'],
    triviaId: triviaFilter && UUID.test(triviaFilter) ? triviaFilter : undefined,
  };
  const completions = useCompletions(query);
  const choices = useTriviaChoices();

  const columns = useMemo<ColumnDef<TriviaCompletion, unknown>[]>(
    () => [
      {
        id: 'memberName',
        accessorKey: 'memberName',
        header: t('trivias.columns.member'),
        size: 210,
        meta: { label: t('trivias.columns.member'), sortField: 'memberName', locked: true },
        cell: ({ row }) => <span className="fw-semibold">{row.original.memberName}</span>,
      },
      {
        id: 'triviaTitle',
        accessorKey: 'triviaTitle',
        header: t('trivias.columns.trivia'),
        size: 240,
        meta: { label: t('trivias.columns.trivia'), sortField: 'triviaTitle', priority: 1 },
      },
      {
        id: 'score',
        accessorKey: 'score',
        header: t('trivias.columns.score'),
        size: 110,
        meta: {
          label: t('trivias.columns.score'),
          sortField: 'score',
          priority: 2,
          align: 'end',
          csv: (completion) => `${completion.score}/${completion.answers.length}`,
        },
        cell: ({ row }) => (
          <span
            className="trivia-score"
            title={t('trivias.scoreTitle', {
              score: row.original.score,
              questions: row.original.answers.length,
            })}
          >
            {row.original.score}/{row.original.answers.length}
          </span>
        ),
      },
      {
        id: 'pointsAwarded',
        accessorKey: 'pointsAwarded',
        header: t('trivias.columns.points'),
        size: 100,
        meta: {
          label: t('trivias.columns.points'),
          sortField: 'pointsAwarded',
          priority: 2,
          align: 'end',
        },
        cell: ({ row }) => formatNumber(row.original.pointsAwarded, i18n.language),
      },
      {
        id: 'completedAt',
        accessorKey: 'completedAt',
        header: t('trivias.columns.completedAt'),
        size: 180,
        meta: { label: t('trivias.columns.completedAt'), sortField: 'completedAt', priority: 3 },
        cell: ({ row }) => formatDateTime(row.original.completedAt, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  return (
    <DataTable
      tableId="trivia-completions"
      caption={t('trivias.tabs.completions')}
      exportName="trivias-completadas"
      columns={columns}
      data={completions.data}
      list={list}
      getRowId={(completion) => completion.id}
      loading={completions.isPending}
      fetching={completions.isFetching}
      error={completions.error}
      errorTitle={t('trivias.completionsLoadFailed')}
      onRetry={() => void completions.refetch()}
      searchPlaceholder={t('trivias.completionsSearch')}
      fetchPage={(page, size, signal) => fetchCompletions({ ...query, page, size }, signal)}
      filters={
        <Form.Select
          size="sm"
          aria-label={t('trivias.filters.trivia')}
          value={triviaFilter ?? ''}
          onChange={(event) => list.setFilter('trivia', event.target.value)}
          className="trivia-filter"
        >
          <option value="">{t('trivias.filters.allTrivias')}</option>
          {(choices.data ?? []).map((trivia) => (
            <option key={trivia.id} value={trivia.id}>
              {trivia.title}
            </option>
          ))}
        </Form.Select>
      }
      emptyState={
        <EmptyState
          icon="bi-trophy"
          title={t('trivias.empty.completionsTitle')}
          hint={t('trivias.empty.completionsHint')}
          action={
            <Button size="sm" onClick={onRecord}>
              <i className="bi bi-ui-checks me-1" aria-hidden="true" />
              {t('trivias.record.open')}
            </Button>
          }
        />
      }
    />
  );
}

function TriviasTable({
  onNew,
  onEdit,
  deletes,
}: {
  onNew: () => void;
  onEdit: (trivia: Trivia) => void;
  deletes: TriviaDeletes;
}) {
  const { t, i18n } = useTranslation();
  const list = useListParams(TRIVIAS_LIST);
  const query: TriviaListParams = {
    ...list.query,
    sort: list.query.sort as TriviaListParams['sort'],
    active: booleanFilter(list.params.filters.active),
  };
  const trivias = useTrivias(query);
  const { onDelete } = deletes;

  const columns = useMemo<ColumnDef<Trivia, unknown>[]>(
    () => [
      {
        id: 'title',
        accessorKey: 'title',
        header: t('trivias.fields.title'),
        size: 215,
        meta: { label: t('trivias.fields.title'), sortField: 'title', locked: true },
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-link p-0 text-start fw-semibold text-body text-decoration-none text-truncate mw-100"
            onClick={() => onEdit(row.original)}
          >
            {row.original.title}
          </button>
        ),
      },
      {
        id: 'state',
        header: t('trivias.columns.state'),
        size: 120,
        meta: {
          label: t('trivias.columns.state'),
          sortField: 'active',
          priority: 1,
          csv: (trivia) => t(`trivias.state.${triviaState(trivia)}`),
        },
        cell: ({ row }) => <TriviaStateBadge state={triviaState(row.original)} />,
      },
      {
        id: 'questions',
        header: t('trivias.columns.questions'),
        size: 120,
        meta: {
          label: t('trivias.columns.questions'),
          priority: 4,
          align: 'end',
          csv: (trivia) => trivia.questions.length,
        },
        cell: ({ row }) => row.original.questions.length,
      },
      {
        id: 'points',
        accessorKey: 'points',
        header: t('trivias.fields.points'),
        size: 105,
        meta: { label: t('trivias.fields.points'), sortField: 'points', align: 'end', priority: 2 },
        cell: ({ row }) => formatNumber(row.original.points, i18n.language),
      },
      {
        id: 'startsAt',
        accessorKey: 'startsAt',
        header: t('trivias.fields.startsAt'),
        size: 125,
        meta: { label: t('trivias.fields.startsAt'), sortField: 'startsAt', priority: 3 },
        cell: ({ row }) => formatDay(row.original.startsAt, i18n.language),
      },
      {
        id: 'endsAt',
        accessorKey: 'endsAt',
        header: t('trivias.fields.endsAt'),
        size: 125,
        meta: { label: t('trivias.fields.endsAt'), sortField: 'endsAt', priority: 2 },
        cell: ({ row }) => formatDay(row.original.endsAt, i18n.language),
      },
      {
        id: 'completions',
        accessorKey: 'completions',
        header: t('trivias.columns.completions'),
        size: 160,
        meta: {
          label: t('trivias.columns.completions'),
          sortField: 'completions',
          align: 'end',
          priority: 3,
        },
        cell: ({ row }) => formatNumber(row.original.completions, i18n.language),
      },
    ],
    [t, i18n.language, onEdit],
  );

  return (
    <DataTable
      tableId="trivias"
      caption={t('trivias.tabs.trivias')}
      exportName="trivias"
      columns={columns}
      data={deletes.withoutOnPage(trivias.data)}
      list={list}
      getRowId={(trivia) => trivia.id}
      loading={trivias.isPending}
      fetching={trivias.isFetching}
      error={trivias.error}
      errorTitle={t('trivias.loadFailed')}
      onRetry={() => void trivias.refetch()}
      searchPlaceholder={t('trivias.searchPlaceholder')}
      fetchPage={(page, size, signal) => fetchTrivias({ ...query, page, size }, signal)}
      rowClassName={(trivia) => (trivia.active ? undefined : 'is-inactive')}
      defaultHidden={['startsAt']}
      filters={
        <Form.Select
          size="sm"
          aria-label={t('trivias.filters.active')}
          value={list.params.filters.active ?? ''}
          onChange={(event) => list.setFilter('active', event.target.value)}
        >
          <option value="">{t('trivias.filters.all')}</option>
          <option value="true">{t('trivias.filters.activeOnly')}</option>
          <option value="false">{t('trivias.filters.inactiveOnly')}</option>
        </Form.Select>
      }
      rowActions={(trivia) => (
        <div className="d-inline-flex gap-1">
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => onEdit(trivia)}
            aria-label={t('trivias.actions.edit', { title: trivia.title })}
            title={t('trivias.actions.edit', { title: trivia.title })}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => void onDelete(trivia)}
            aria-label={t('trivias.actions.delete', { title: trivia.title })}
            title={t('trivias.actions.delete', { title: trivia.title })}
          >
            <i className="bi bi-trash3" aria-hidden="true" />
          </Button>
        </div>
      )}
      emptyState={
        <EmptyState
          icon="bi-patch-question"
          title={t('trivias.empty.triviasTitle')}
          hint={t('trivias.empty.triviasHint')}
          action={
            <Button size="sm" onClick={onNew}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('trivias.new')}
            </Button>
          }
        />
      }
    />
  );
}

export { TriviasPage as Component };
