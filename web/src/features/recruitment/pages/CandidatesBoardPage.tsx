import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, useErrorMessage } from '../../../components/ErrorAlert';
import {
  APPLICATION_STAGES,
  type Application,
  type ApplicationStage,
  usePipeline,
} from '../api/applications';
import { AddCandidateModal } from '../components/candidates/AddCandidateModal';
import { BoardHeader } from '../components/candidates/BoardHeader';
import { PipelineBoard } from '../components/candidates/PipelineBoard';
import { PipelineExport } from '../components/candidates/PipelineExport';
import { hasOpeningLeft, stageCounts } from '../components/candidates/pipeline-logic';
import {
  useMoveApplication,
  useRateApplication,
} from '../components/candidates/usePipelineMutations';
import { VacancyPicker } from '../components/candidates/VacancyPicker';
import { useVacancy } from '../api/vacancies';
import { useCurrentAccount } from '../components/detail/lookups';
import { EmptyState, isMissing } from '../components/detail/states';
import { Toasts, useNotices } from '../components/shared/Toasts';
import '../components/candidates/board.scss';

function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pipeline-board" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {APPLICATION_STAGES.map((stage) => (
        <div key={stage} className={`board-column stage-${stage}`}>
          <div className="board-column__header">
            <Placeholder as="span" animation="glow" className="w-50">
              <Placeholder xs={12} />
            </Placeholder>
          </div>
          <div className="board-column__body">
            {[0, 1].map((index) => (
              <Placeholder key={index} as="div" animation="glow" className="candidate-card">
                <Placeholder xs={9} />
                <Placeholder xs={6} size="sm" />
              </Placeholder>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** A move the server refused, kept until dismissed. */
interface MoveFailure {
  name: string;
  stage: ApplicationStage;
  error: unknown;
}

function Board({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation();
  const vacancy = useVacancy(vacancyId);
  const pipeline = usePipeline(vacancyId);
  const account = useCurrentAccount();
  const move = useMoveApplication(vacancyId, account.data?.id);
  const rate = useRateApplication(vacancyId);
  const [failure, setFailure] = useState<MoveFailure | null>(null);
  const failureMessage = useErrorMessage(failure?.error);
  const rateMessage = useErrorMessage(rate.error);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const { notices, notify, dismiss } = useNotices();

  const applications = useMemo(() => pipeline.data ?? [], [pipeline.data]);
  const nameOf = useCallback(
    (application: Application) =>
      application.applicant.erasedAt || !application.applicant.name
        ? t('applicants.erasedName')
        : application.applicant.name,
    [t],
  );

  const onMove = useCallback(
    function moveCard(application: Application, stage: ApplicationStage, undoing = false) {
      const from = application.stage;
      const name = nameOf(application);
      setFailure(null);
      setPending((ids) => new Set(ids).add(application.id));
      move.mutate(
        { application, stage },
        {
          onSuccess: (moved) => {
            const to = t(`candidates.stages.${stage}`);
            // One move notice at a time: the latest move is the one Undo takes back.
            if (undoing) {
              notify('info', t('candidates.move.undone', { name, stage: to }), undefined, {
                group: 'move',
              });
              return;
            }
            // Undo moves the card back through the same call, from the server's version.
            notify(
              'success',
              t('candidates.move.done', { name, stage: to }),
              { label: t('candidates.move.undo'), onClick: () => moveCard(moved, from, true) },
              { group: 'move' },
            );
          },
          onError: (error) => setFailure({ name, stage, error }),
          onSettled: () =>
            setPending((ids) => {
              const next = new Set(ids);
              next.delete(application.id);
              return next;
            }),
        },
      );
    },
    [move, nameOf, notify, t],
  );

  const onRate = useCallback(
    (application: Application, rating: number) => rate.mutate({ application, rating }),
    [rate],
  );

  if (vacancy.isError) {
    return isMissing(vacancy.error) ? (
      <Card className="shadow-sm">
        <EmptyState
          icon="bi-kanban"
          title={t('detail.notFound.vacancy')}
          text={t('candidates.notFound')}
          testId="not-found"
          actions={
            <Link to="/apps/candidates" className="btn btn-primary">
              {t('candidates.header.change')}
            </Link>
          }
        />
      </Card>
    ) : (
      <ErrorAlert
        error={vacancy.error}
        title={t('candidates.vacancyLoadFailed')}
        onRetry={() => void vacancy.refetch()}
        retrying={vacancy.isFetching}
      />
    );
  }

  const counts = stageCounts(applications);
  const hired = pipeline.data ? counts.hired : (vacancy.data?.hiredCount ?? 0);
  const inPipeline = new Set(applications.map((application) => application.applicantId));

  return (
    <>
      {vacancy.data ? (
        <BoardHeader
          vacancy={vacancy.data}
          candidates={pipeline.data ? applications.length : vacancy.data.applicationCount}
          hired={hired}
          onAdd={() => setAdding(true)}
          exportMenu={
            <PipelineExport
              vacancyId={vacancyId}
              vacancyCode={vacancy.data.code}
              total={pipeline.data?.length}
            />
          }
        />
      ) : (
        <div className="board-header" aria-hidden="true">
          <Placeholder as="div" animation="glow" className="board-header__main">
            <Placeholder xs={2} size="sm" />
            <Placeholder as="div" xs={6} size="lg" className="my-2" />
            <Placeholder xs={4} size="sm" />
          </Placeholder>
        </div>
      )}
      <p className="text-body-secondary small">{t('candidates.subtitle')}</p>
      <div aria-live="assertive">
        {failure && (
          <Alert
            variant="danger"
            dismissible
            onClose={() => setFailure(null)}
            data-testid="move-error"
          >
            <strong>
              {t('candidates.move.failed', {
                name: failure.name,
                stage: t(`candidates.stages.${failure.stage}`),
              })}
            </strong>
            <div className="small">{failureMessage}</div>
          </Alert>
        )}
        {rate.isError && (
          <Alert variant="danger" dismissible onClose={() => rate.reset()}>
            {t('candidates.card.rateFailed')}: {rateMessage}
          </Alert>
        )}
      </div>
      {pipeline.isPending ? (
        <BoardSkeleton />
      ) : pipeline.isError ? (
        <ErrorAlert
          error={pipeline.error}
          title={t('candidates.loadFailed')}
          onRetry={() => void pipeline.refetch()}
          retrying={pipeline.isFetching}
        />
      ) : (
        <>
          {applications.length === 0 && (
            <Alert variant="info" className="d-flex align-items-center gap-2">
              <i className="bi bi-info-circle" aria-hidden="true" />
              {t('candidates.emptyPipeline')}
            </Alert>
          )}
          {vacancy.data &&
            !hasOpeningLeft(applications, vacancy.data.openings, '') &&
            applications.some((application) => application.stage === 'offer') && (
              <p className="small text-body-secondary">
                <i className="bi bi-info-circle me-1" aria-hidden="true" />
                {t('candidates.move.full', { openings: vacancy.data.openings })}
              </p>
            )}
          <PipelineBoard
            applications={applications}
            nameOf={nameOf}
            hasCv={(application) => application.applicant.hasCv}
            onMove={(application, stage) => onMove(application, stage)}
            onRate={onRate}
            pending={pending}
            label={t('candidates.board', {
              vacancy: vacancy.data?.title || vacancy.data?.code || '',
            })}
          />
        </>
      )}
      {vacancy.data && (
        <AddCandidateModal
          show={adding}
          onHide={() => setAdding(false)}
          vacancy={vacancy.data}
          inPipeline={inPipeline}
          notify={notify}
        />
      )}
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

/** apps/candidates: the pipeline of `?vacancy=ID`, or a vacancy picker without one. */
export function CandidatesBoardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vacancyId = params.get('vacancy');
  if (!vacancyId) {
    return (
      <>
        <div className="page-header">
          <h1 className="page-header__title">{t('routes.candidates')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('candidates.picker.subtitle')}</p>
        </div>
        <VacancyPicker />
      </>
    );
  }
  return <Board key={vacancyId} vacancyId={vacancyId} />;
}

export { CandidatesBoardPage as Component };
