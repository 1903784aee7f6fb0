import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Placeholder from 'react-bootstrap/Placeholder';
import type { Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { RecordSelect } from '../../../../components/record-select';
import { ApiError } from '../../../../lib/api/errors';
import { applyServerErrors } from '../../../../lib/forms';
import { ModalForm } from '../../../../components/form/ModalForm';
import { type Member, searchActiveMembers } from '../../api/members';
import {
  type OpenTrivia,
  type TriviaCompletionResult,
  useOpenTrivias,
  useRecordCompletion,
} from '../../api/trivias';
import { formatDateTime, formatNumber } from './format';

/** The form's fields as the server's messages name them. */
interface CompletionValues {
  member: Member | null;
  /** The chosen option of each question. */
  answers: (number | null)[];
}

/** Moves focus to the field of a path with a message: the member or a question's options. */
function focusField(path: string) {
  const target =
    path === 'member'
      ? document.getElementById('completion-member')
      : document.querySelector<HTMLElement>(`[name="answer-${path.split('.')[1]}"]`);
  target?.focus();
}

export interface RecordCompletionModalProps {
  show: boolean;
  onHide: () => void;
  onRecorded: (result: TriviaCompletionResult, questions: number) => void;
}

/** The server names the member `memberId`; the form's field is `member`. */
function renameMemberField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields?.memberId) return error;
  const { memberId, ...rest } = error.fields;
  return new ApiError({
    statusCode: error.statusCode,
    message: error.message,
    error: error.error,
    fields: { ...rest, member: memberId },
  });
}

/**
 * Records a member's answers to a trivia open to them: the member first, then one of the
 * trivias /api/trivias/open offers them, then one answer per question. The server scores it.
 */
export function RecordCompletionModal(props: RecordCompletionModalProps) {
  return (
    <Modal
      show={props.show}
      onHide={props.onHide}
      size="lg"
      fullscreen="md-down"
      scrollable
      aria-labelledby="completion-form-title"
    >
      {props.show && <CompletionForm {...props} />}
    </Modal>
  );
}

/**
 * Plain state rather than react-hook-form: three kinds of field, and the form library would
 * push this lazily loaded dialog past the route budget. applyServerErrors still places the
 * server's messages, through a setError of the same shape.
 */
function CompletionForm({ onHide, onRecorded }: RecordCompletionModalProps) {
  const { t, i18n } = useTranslation();
  const record = useRecordCompletion();
  const [member, setMember] = useState<Member | null>(null);
  const [triviaId, setTriviaId] = useState('');
  const [answers, setAnswers] = useState<(number | null)[]>([]);
  // Messages beside the fields, by path: `member`, `answers.0`, ...
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const open = useOpenTrivias(member?.id ?? null);
  const trivia = open.data?.find((one) => one.id === triviaId) ?? null;

  /** What applyServerErrors calls for each field the server names. */
  const setError: UseFormSetError<CompletionValues> = (name, error) =>
    setErrors((current) => ({ ...current, [name]: error.message ?? '' }));

  function chooseTrivia(next: OpenTrivia | null) {
    setTriviaId(next?.id ?? '');
    setAnswers((next?.questions ?? []).map(() => null));
    setErrors({});
    setFormError(null);
  }

  function answer(index: number, option: number) {
    setAnswers((current) => current.map((value, at) => (at === index ? option : value)));
    setErrors(({ [`answers.${index}`]: _answered, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const missing: Record<string, string> = {};
    if (!member) missing.member = t('trivias.record.errors.member');
    trivia?.questions.forEach((_, index) => {
      if (answers[index] === null || answers[index] === undefined) {
        missing[`answers.${index}`] = t('trivias.record.errors.answer');
      }
    });
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      focusField(first);
      return;
    }
    if (!member || !trivia) return;
    setSubmitting(true);
    try {
      const result = await record.mutateAsync({
        triviaId: trivia.id,
        memberId: member.id,
        answers: trivia.questions.map((_, index) => answers[index] ?? 0),
      });
      onRecorded(result, trivia.questions.length);
    } catch (error) {
      const fields = [
        'member',
        'answers',
        ...trivia.questions.map((_, index) => `answers.${index}`),
      ] as Path<CompletionValues>[];
      setFormError(applyServerErrors(renameMemberField(error), setError, fields));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ModalForm
      titleId="completion-form-title"
      title={t('trivias.record.title')}
      icon="bi-ui-checks"
      className="trivia-form"
      onSubmit={onSubmit}
      cancelLabel={t('trivias.record.cancel')}
      onCancel={onHide}
      submitLabel={t('trivias.record.submit')}
      pending={submitting}
      submitDisabled={!trivia}
    >
      <FormErrorAlert
        title={t('trivias.record.failed')}
        message={formError}
        testId="completion-form-error"
      />
      <Form.Group className="mb-3">
        <Form.Label htmlFor="completion-member">{t('trivias.record.member')}</Form.Label>
        <RecordSelect<Member>
          inputId="completion-member"
          value={member}
          onChange={(next) => {
            setMember(next);
            chooseTrivia(null);
          }}
          loadOptions={searchActiveMembers}
          getOptionValue={(one) => one.id}
          getOptionLabel={(one) => `${one.name} ${one.surname}`.trim()}
          formatOption={(one) => (
            <div className="d-flex justify-content-between gap-2">
              <span className="min-w-0">
                {one.name} {one.surname}
                <span className="d-block small opacity-75 text-truncate">{one.email}</span>
              </span>
              <span className="small text-nowrap">
                {t('trivias.pointsCount', {
                  count: one.points,
                  value: formatNumber(one.points, i18n.language),
                })}
              </span>
            </div>
          )}
          placeholder={t('trivias.record.memberPlaceholder')}
          isInvalid={!!errors.member}
          describedBy="completion-member-error"
        />
        {errors.member && (
          <div id="completion-member-error" className="invalid-feedback d-block">
            {errors.member}
          </div>
        )}
      </Form.Group>

      {member && (
        <OpenTriviaChoice
          member={member}
          loading={open.isPending}
          error={open.error}
          onRetry={() => void open.refetch()}
          trivias={open.data ?? []}
          chosen={triviaId}
          onChoose={chooseTrivia}
        />
      )}

      {trivia && (
        <section aria-labelledby="completion-questions-title" className="mt-3">
          <h3 id="completion-questions-title" className="h6">
            {t('trivias.record.answersFor', { title: trivia.title })}
          </h3>
          <ol className="completion-questions list-unstyled">
            {trivia.questions.map((question, index) => (
              <li key={question.id}>
                <QuestionAnswers
                  index={index}
                  question={question}
                  chosen={answers[index] ?? null}
                  error={errors[`answers.${index}`]}
                  onChoose={(option) => answer(index, option)}
                />
              </li>
            ))}
          </ol>
          <p className="small text-body-secondary mb-0">
            {t('trivias.record.pointsHint', {
              count: trivia.points,
              value: formatNumber(trivia.points, i18n.language),
              closes: formatDateTime(trivia.endsAt, i18n.language),
            })}
          </p>
        </section>
      )}
    </ModalForm>
  );
}

/** One question of the trivia taken: its text and one radio button per option. */
function QuestionAnswers({
  index,
  question,
  chosen,
  error,
  onChoose,
}: {
  index: number;
  question: OpenTrivia['questions'][number];
  chosen: number | null;
  error: string | undefined;
  onChoose: (option: number) => void;
}) {
  return (
    <fieldset
      className="completion-question"
      aria-describedby={error ? `answer-${index}-error` : undefined}
    >
      <legend className="fs-6 fw-semibold mb-2 d-flex gap-2">
        <span className="completion-question__number">{index + 1}.</span>
        <span>{question.text}</span>
      </legend>
      {question.options.map((option, optionIndex) => (
        <Form.Check
          key={optionIndex}
          type="radio"
          id={`answer-${index}-${optionIndex}`}
          name={`answer-${index}`}
          label={option}
          checked={chosen === optionIndex}
          onChange={() => onChoose(optionIndex)}
          isInvalid={!!error}
        />
      ))}
      {error && (
        <div id={`answer-${index}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

function OpenTriviaChoice({
  member,
  loading,
  error,
  onRetry,
  trivias,
  chosen,
  onChoose,
}: {
  member: Member;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  trivias: OpenTrivia[];
  chosen: string;
  onChoose: (trivia: OpenTrivia) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = `${member.name} ${member.surname}`.trim();
  if (loading) {
    return (
      <div role="status" aria-label={t('trivias.record.loadingOpen')}>
        <Placeholder as="div" animation="glow">
          <Placeholder xs={12} className="rounded mb-2" style={{ height: '3rem' }} />
          <Placeholder xs={12} className="rounded" style={{ height: '3rem' }} />
        </Placeholder>
      </div>
    );
  }
  if (error) {
    return <ErrorAlert error={error} title={t('trivias.record.openFailed')} onRetry={onRetry} />;
  }
  if (trivias.length === 0) {
    return (
      <Alert variant="secondary" className="d-flex gap-2 small mb-0" data-testid="no-open-trivias">
        <i className="bi bi-info-circle" aria-hidden="true" />
        <span>{t('trivias.record.noneOpen', { name })}</span>
      </Alert>
    );
  }
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-2">{t('trivias.record.trivia', { name })}</legend>
      <div className="open-trivias">
        {trivias.map((trivia) => (
          <Form.Check
            key={trivia.id}
            type="radio"
            id={`open-trivia-${trivia.id}`}
            name="open-trivia"
            className={`open-trivia${chosen === trivia.id ? ' is-chosen' : ''}`}
            checked={chosen === trivia.id}
            onChange={() => onChoose(trivia)}
            label={
              <span className="d-block">
                <span className="fw-semibold d-block">{trivia.title}</span>
                <span className="small text-body-secondary">
                  {t('trivias.record.triviaSummary', {
                    questions: trivia.questions.length,
                    count: trivia.points,
                    value: formatNumber(trivia.points, i18n.language),
                    closes: formatDateTime(trivia.endsAt, i18n.language),
                  })}
                </span>
              </span>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
