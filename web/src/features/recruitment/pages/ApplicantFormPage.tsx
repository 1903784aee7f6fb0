import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert, useErrorMessage } from '../../../components/ErrorAlert';
import { useLeaveGuard } from '../../../components/form/useLeaveGuard';
import {
  type Applicant,
  type ApplicantInput,
  applicantFullName,
  useApplicant,
  useCreateApplicant,
  useUpdateApplicant,
} from '../api/applicants';
import { useApplicantApplications, useCreateApplication } from '../api/applications';
import type { Vacancy } from '../api/vacancies';
import { ApplicantForm } from '../components/applicants/ApplicantForm';
import { ApplyToVacancy, VacancySelect } from '../components/applicants/ApplyToVacancy';
import { CvUploader } from '../components/applicants/CvUploader';
import { useCvUpload } from '../components/applicants/useCvUpload';
import { CardSkeleton, EmptyState, isMissing } from '../components/detail/states';
import type { Notify } from '../../../components/toasts/Toasts';
import { Toasts, useNotices } from '../components/shared/Toasts';
import type { Flash } from '../../../lib/useFlash';

/** The CV and apply panels beside the form. */
function Aside({
  applicant,
  pendingFile,
  onPendingFileChange,
  applyTo,
  onApplyToChange,
  upload,
  notify,
}: {
  notify: Notify;
  applicant: Applicant | null;
  pendingFile: File | null;
  onPendingFileChange: (file: File | null) => void;
  applyTo: Vacancy | null;
  onApplyToChange: (vacancy: Vacancy | null) => void;
  upload: ReturnType<typeof useCvUpload>;
}) {
  const { t } = useTranslation();
  const applications = useApplicantApplications(applicant?.id ?? null);
  return (
    <>
      <Card className="shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <h2 className="form-section__title">{t('applicants.cv.title')}</h2>
          <CvUploader
            applicant={applicant}
            upload={upload}
            pendingFile={pendingFile}
            onPendingFileChange={onPendingFileChange}
            disabled={!!applicant?.erasedAt}
          />
        </Card.Body>
      </Card>
      <Card className="shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <h2 className="form-section__title">{t('applicants.apply.title')}</h2>
          {applicant ? (
            <ApplyToVacancy
              notify={notify}
              applicantId={applicant.id}
              appliedTo={applications.data?.map((application) => application.vacancyId)}
              disabled={!!applicant.erasedAt}
            />
          ) : (
            <Form.Group>
              <Form.Label htmlFor="field-apply">{t('applicants.apply.vacancy')}</Form.Label>
              <VacancySelect
                id="field-apply"
                value={applyTo}
                onChange={onApplyToChange}
                describedBy="field-apply-hint"
              />
              <Form.Text id="field-apply-hint" muted>
                {t('applicants.apply.hint')}
              </Form.Text>
            </Form.Group>
          )}
        </Card.Body>
      </Card>
    </>
  );
}

/** apps/crearpostulante: create an applicant, or edit one with `?id=`. */
export function ApplicantFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const applicant = useApplicant(id);
  const create = useCreateApplicant();
  const update = useUpdateApplicant();
  const apply = useCreateApplication();
  const upload = useCvUpload();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [applyTo, setApplyTo] = useState<Vacancy | null>(null);
  // Created, but applying or the CV upload failed: the form stays, editing it, to try again.
  const [createdIncomplete, setCreatedIncomplete] = useState(false);
  const { notices, notify, dismiss } = useNotices();
  const [followUpError, setFollowUpError] = useState<{ title: string; error: unknown } | null>(
    null,
  );
  const followUpMessage = useErrorMessage(followUpError?.error);
  const [formDirty, setFormDirty] = useState(false);
  // A new applicant's draft is also the CV chosen and the vacancy to apply to, sent with it.
  const { allowLeave } = useLeaveGuard(
    formDirty || (!id && (pendingFile !== null || applyTo !== null)),
  );

  async function onCreate(input: ApplicantInput) {
    const created = await create.mutateAsync(input);
    setFollowUpError(null);
    let complete = true;
    if (applyTo) {
      try {
        await apply.mutateAsync({ applicantId: created.id, vacancyId: applyTo.id });
      } catch (error) {
        complete = false;
        setFollowUpError({ title: t('applicants.apply.failed'), error });
      }
    }
    if (pendingFile) {
      const uploaded = await upload.start(created.id, pendingFile);
      setPendingFile(null);
      if (!uploaded) complete = false;
    }
    if (complete) {
      // The new applicant opens, with the toast saying it was added.
      const flash: Flash = {
        text: t('applicants.done.created', { name: applicantFullName(created) ?? '' }),
      };
      // Stored: the move to it is no leaving.
      allowLeave();
      void navigate(`/apps/detail?applicant=${created.id}`, { state: { flash } });
    } else {
      // Stay on the form, now editing the created applicant, with what went wrong shown.
      notify('success', t('applicants.done.created', { name: applicantFullName(created) ?? '' }));
      setCreatedIncomplete(true);
      setParams({ id: created.id }, { replace: true });
    }
  }

  async function onUpdate(input: ApplicantInput, version: string | undefined) {
    if (!id) return undefined;
    const { consent: _consent, ...patch } = input;
    const saved = await update.mutateAsync({ id, body: patch, version });
    setCreatedIncomplete(false);
    notify('success', t('applicants.done.saved', { name: applicantFullName(saved) ?? '' }));
    return saved;
  }

  const editing = !!id;
  const name = applicant.data ? applicantFullName(applicant.data) : null;
  const title = editing ? t('applicants.form.editTitle') : t('applicants.form.createTitle');

  let body;
  if (editing && applicant.isPending) {
    body = (
      <Row className="g-4">
        <Col lg={8}>
          <CardSkeleton lines={8} />
        </Col>
        <Col lg={4}>
          <CardSkeleton lines={3} />
        </Col>
      </Row>
    );
  } else if (editing && applicant.isError && !applicant.data) {
    body = isMissing(applicant.error) ? (
      <Card className="shadow-sm">
        <EmptyState
          icon="bi-person-x"
          title={t('detail.notFound.applicant')}
          text={t('detail.notFound.text')}
          testId="not-found"
          actions={
            <>
              <Link to="/apps/Busquedapostulante" className="btn btn-primary">
                {t('detail.notFound.toSearch')}
              </Link>
              <Link to="/apps/crearpostulante" className="btn btn-outline-secondary">
                {t('applicants.search.newApplicant')}
              </Link>
            </>
          }
        />
      </Card>
    ) : (
      <ErrorAlert
        error={applicant.error}
        title={t('applicants.form.loadFailed')}
        onRetry={() => void applicant.refetch()}
        retrying={applicant.isFetching}
      />
    );
  } else {
    const current = editing ? (applicant.data ?? null) : null;
    body = (
      <ApplicantForm
        key={current?.id ?? 'new'}
        applicant={current}
        // Read before, gone now: the form stays, with its edits, and says so.
        deleted={editing && applicant.isError && isMissing(applicant.error)}
        onSubmit={editing ? onUpdate : onCreate}
        onDirtyChange={setFormDirty}
        onCancel={() => {
          // Cancel is the discard itself: asking again would only repeat it.
          allowLeave();
          void navigate(
            current ? `/apps/detail?applicant=${current.id}` : '/apps/Busquedapostulante',
          );
        }}
        aside={
          <Aside
            applicant={current}
            pendingFile={pendingFile}
            onPendingFileChange={setPendingFile}
            applyTo={applyTo}
            onApplyToChange={setApplyTo}
            upload={upload}
            notify={notify}
          />
        }
      />
    );
  }

  return (
    <div className="applicant-form-page">
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="flex-grow-1 min-w-0">
          <h1 className="page-header__title">{title}</h1>
          <p className="text-body-secondary mb-0 mt-1">
            {editing
              ? name
                ? t('applicants.form.editSubtitle', { name })
                : '\u00a0'
              : t('applicants.form.createSubtitle')}
          </p>
        </div>
        {editing && applicant.data && (
          <Link
            to={`/apps/detail?applicant=${applicant.data.id}`}
            className="btn btn-outline-secondary"
          >
            <i className="bi bi-person-vcard me-2" aria-hidden="true" />
            {t('applicants.form.viewDetail')}
          </Link>
        )}
      </div>
      {followUpError && (
        <Alert variant="warning" dismissible onClose={() => setFollowUpError(null)}>
          <strong>{followUpError.title}</strong>: {followUpMessage}
        </Alert>
      )}
      {upload.state.status === 'failed' && editing && createdIncomplete && (
        <Alert variant="warning">{t('applicants.form.cvUploadFailed')}</Alert>
      )}
      {applicant.data?.erasedAt && (
        <Alert variant="secondary">
          <i className="bi bi-shield-lock me-2" aria-hidden="true" />
          {t('applicants.form.erased')}
        </Alert>
      )}
      {body}
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

export { ApplicantFormPage as Component };
