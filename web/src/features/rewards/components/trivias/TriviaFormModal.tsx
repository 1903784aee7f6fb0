import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { TextField } from '../../../../components/form/TextField';
import { useLiveRecord } from '../../../../components/form/useLiveRecord';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { applyServerErrors } from '../../../../lib/forms';
import { ModalForm } from '../../../../components/form/ModalForm';
import { type Trivia, triviaQuery, useCreateTrivia, useUpdateTrivia } from '../../api/trivias';
import { QuestionsEditor } from './QuestionsEditor';
import { serverFields, toBody, toValues, triviaSchema, type TriviaFormValues } from './trivia-form';

export interface TriviaFormModalProps {
  /** null: a new trivia. */
  trivia: Trivia | null;
  show: boolean;
  onHide: () => void;
  onSaved: (trivia: Trivia, created: boolean) => void;
}

/** Create or edit a trivia with its questions; the server's messages show beside the fields. */
export function TriviaFormModal({ trivia, show, onHide, onSaved }: TriviaFormModalProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      fullscreen="md-down"
      scrollable
      aria-labelledby="trivia-form-title"
    >
      {show && (
        <TriviaForm key={trivia?.id ?? 'new'} trivia={trivia} onCancel={onHide} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function TriviaForm({
  trivia,
  onCancel,
  onSaved,
}: {
  trivia: Trivia | null;
  onCancel: () => void;
  onSaved: (trivia: Trivia, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTrivia();
  const update = useUpdateTrivia();
  const [formError, setFormError] = useState<string | null>(null);
  const locked = (trivia?.completions ?? 0) > 0;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TriviaFormValues>({
    resolver: zodResolver(triviaSchema(t as never)),
    defaultValues: toValues(trivia),
  });

  const queryClient = useQueryClient();
  // Read through its query: the live stream's refetch tells the form of others' changes.
  const live = useLiveRecord(trivia, triviaQuery(trivia?.id ?? null));
  const versioned = useVersionedSave({
    record: live.record,
    deleted: live.deleted,
    labels: {
      title: t('trivias.fields.title'),
      description: t('trivias.fields.description'),
      points: t('trivias.fields.points'),
      startsAt: t('trivias.fields.startsAt'),
      endsAt: t('trivias.fields.endsAt'),
      active: t('trivias.fields.active'),
      questions: t('trivias.form.questions'),
    },
    loadTheirs: (current) => reset(toValues(current)),
    resubmit: () => void onSubmit(),
    // The list's row has no version: the trivia as read now has.
    reload: trivia
      ? () => queryClient.fetchQuery({ ...triviaQuery(trivia.id), staleTime: 0 })
      : undefined,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = toBody(values);
    try {
      let saved: Trivia | undefined;
      if (!trivia) saved = await create.mutateAsync(body);
      else {
        // Locked questions are left out: the rest of the trivia may still change.
        const { questions, ...rest } = body;
        saved = await versioned.save((version) =>
          update.mutateAsync({
            id: trivia.id,
            body: locked ? rest : { ...rest, questions },
            version,
          }),
        );
      }
      if (saved) onSaved(saved, !trivia);
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          setError,
          serverFields(values.questions.length) as Path<TriviaFormValues>[],
        ),
      );
    }
  });

  return (
    <ModalForm
      titleId="trivia-form-title"
      title={
        trivia
          ? t('trivias.form.editTitle', { title: trivia.title })
          : t('trivias.form.createTitle')
      }
      icon="bi-patch-question"
      className="trivia-form"
      onSubmit={onSubmit}
      cancelLabel={t('trivias.form.cancel')}
      onCancel={onCancel}
      submitLabel={trivia ? t('trivias.form.save') : t('trivias.form.create')}
      pending={isSubmitting}
    >
      <FormErrorAlert
        title={t('trivias.form.saveFailed')}
        message={formError}
        testId="trivia-form-error"
      />
      {versioned.alert}
      <Row className="g-x-3">
        <Col md={8}>
          <TextField
            label={t('trivias.fields.title')}
            registration={register('title')}
            error={errors.title}
            maxLength={120}
            autoFocus
            required
          />
        </Col>
        <Col md={4}>
          <TextField
            label={t('trivias.fields.points')}
            registration={register('points')}
            error={errors.points}
            hint={t('trivias.form.pointsHint')}
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </Col>
        <Col xs={12}>
          <TextField
            label={t('trivias.fields.description')}
            registration={register('description')}
            error={errors.description}
            as="textarea"
            rows={2}
            maxLength={2000}
          />
        </Col>
        <Col sm={6}>
          <TextField
            label={t('trivias.fields.startsAt')}
            registration={register('startsAt')}
            error={errors.startsAt}
            type="datetime-local"
            required
          />
        </Col>
        <Col sm={6}>
          <TextField
            label={t('trivias.fields.endsAt')}
            registration={register('endsAt')}
            error={errors.endsAt}
            type="datetime-local"
            required
          />
        </Col>
        <Col xs={12}>
          <Form.Group controlId="trivia-active" className="mb-3">
            <Form.Check
              type="switch"
              label={t('trivias.fields.active')}
              isInvalid={!!errors.active}
              feedback={errors.active?.message}
              feedbackType="invalid"
              {...register('active')}
            />
            <Form.Text muted>{t('trivias.form.activeHint')}</Form.Text>
          </Form.Group>
        </Col>
      </Row>
      {locked && (
        <Alert variant="info" className="d-flex gap-2 py-2 small">
          <i className="bi bi-lock" aria-hidden="true" />
          <span>{t('trivias.form.locked', { count: trivia?.completions ?? 0 })}</span>
        </Alert>
      )}
      <QuestionsEditor
        control={control}
        register={register}
        setValue={setValue}
        getValues={getValues}
        errors={errors}
        locked={locked}
      />
    </ModalForm>
  );
}
