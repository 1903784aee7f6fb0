import { useDeferredValue, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert, useErrorMessage } from '../../../../components/ErrorAlert';
import type { Notify } from '../../../../components/toasts/Toasts';
import { applicantFullName, useApplicants } from '../../api/applicants';
import { useCreateApplication } from '../../api/applications';
import { initials } from '../applicants/format';
import type { Vacancy } from '../../api/vacancies';
import { EmptyState, LoadingBlock } from '../detail/states';

export interface AddCandidateModalProps {
  show: boolean;
  onHide: () => void;
  vacancy: Vacancy;
  /** Applicants already in this pipeline. */
  inPipeline: ReadonlySet<string>;
  /** Says who was added (the page's toasts; on a phone the dialog ends above them). */
  notify: Notify;
}

/** Pick an existing applicant and add them to the vacancy's pipeline (POST api/applications). */
export function AddCandidateModal({
  show,
  onHide,
  vacancy,
  inPipeline,
  notify,
}: AddCandidateModalProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const applicants = useApplicants({ search: deferred || undefined, size: 8 }, { enabled: show });
  const create = useCreateApplication();
  const createError = useErrorMessage(create.error);
  const accepting = vacancy.status === 'open' || vacancy.status === 'paused';

  function close() {
    setSearch('');
    create.reset();
    onHide();
  }

  return (
    <Modal show={show} onHide={close} centered scrollable aria-labelledby="add-candidate-title">
      <Modal.Header closeButton closeLabel={t('candidates.add.close')}>
        <Modal.Title id="add-candidate-title" as="h2" className="h5">
          {t('candidates.add.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!accepting ? (
          <Alert variant="warning" className="mb-0">
            {t('candidates.add.notAccepting', {
              status: t(`candidates.vacancyStatus.${vacancy.status}`),
            })}
          </Alert>
        ) : (
          <>
            <InputGroup className="mb-2">
              <InputGroup.Text>
                <i className="bi bi-search" aria-hidden="true" />
              </InputGroup.Text>
              <Form.Control
                type="search"
                autoFocus
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('candidates.add.search')}
                aria-label={t('candidates.add.search')}
                data-testid="add-candidate-search"
              />
            </InputGroup>
            <p className="small text-body-secondary">{t('candidates.add.hint')}</p>
            {create.isError && (
              <Alert variant="danger" className="py-2">
                {t('candidates.add.failed')}: {createError}
              </Alert>
            )}
            {applicants.isPending ? (
              <LoadingBlock />
            ) : applicants.isError ? (
              <ErrorAlert
                error={applicants.error}
                title={t('applicants.search.loadFailed')}
                onRetry={() => void applicants.refetch()}
              />
            ) : applicants.data.items.length === 0 ? (
              <EmptyState compact icon="bi-person-slash" title={t('candidates.add.empty')} />
            ) : (
              <ListGroup variant="flush" aria-busy={applicants.isFetching}>
                {applicants.data.items.map((applicant) => {
                  const name = applicantFullName(applicant) ?? t('applicants.erasedName');
                  const already = inPipeline.has(applicant.id);
                  const adding = create.isPending && create.variables?.applicantId === applicant.id;
                  return (
                    <ListGroup.Item
                      key={applicant.id}
                      className="d-flex align-items-center gap-3 px-0"
                      data-testid="add-candidate-option"
                    >
                      <span className="avatar-initials avatar-initials--sm" aria-hidden="true">
                        {initials(name)}
                      </span>
                      <div className="flex-grow-1 min-w-0">
                        <div className="fw-semibold text-truncate">{name}</div>
                        <div className="small text-body-secondary text-truncate">
                          {[applicant.email, applicant.city].filter(Boolean).join(' · ')}
                        </div>
                      </div>
                      {already ? (
                        <span className="small text-body-secondary text-nowrap">
                          <i className="bi bi-check2 me-1" aria-hidden="true" />
                          {t('candidates.add.already')}
                        </span>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline-primary"
                          disabled={create.isPending}
                          aria-label={`${t('candidates.add.add')}: ${name}`}
                          onClick={() => {
                            create.mutate(
                              { vacancyId: vacancy.id, applicantId: applicant.id },
                              {
                                onSuccess: () =>
                                  notify('success', t('candidates.add.added', { name })),
                              },
                            );
                          }}
                        >
                          {adding ? (
                            <Spinner size="sm" aria-hidden="true" />
                          ) : (
                            t('candidates.add.add')
                          )}
                        </Button>
                      )}
                    </ListGroup.Item>
                  );
                })}
              </ListGroup>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Link to="/apps/crearpostulante" className="btn btn-link px-0">
          <i className="bi bi-person-plus me-1" aria-hidden="true" />
          {t('candidates.add.newApplicant')}
        </Link>
        <Button variant="outline-secondary" onClick={close}>
          {t('candidates.add.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
