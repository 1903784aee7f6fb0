import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Select from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { applyServerErrors } from '../../../lib/forms';
import type { Board, Card, CardChanges, Label, Member } from '../api/scrumboard-api';
import { fromDateInput, toDateInput } from '../lib/due';
import { ModalForm } from '../../../components/form/ModalForm';
import { MemberAvatar } from './MemberAvatars';
import { useEscapeLeavesField } from '../../../components/record-select/escape-in-dialogs';
import '../../../components/record-select/record-select.css';

const schema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'scrumboard.validation.titleRequired')
    .max(200, 'scrumboard.validation.tooLong'),
  description: z.string().max(5000, 'scrumboard.validation.tooLong'),
  listId: z.string(),
  dueDate: z.string(),
  labels: z.array(z.string()),
  members: z.array(z.string()),
});
type Values = z.input<typeof schema>;

export interface CardDialogProps {
  board: Board;
  card: Card | null;
  onHide: () => void;
  onSave: (id: string, changes: CardChanges) => Promise<unknown>;
  onCreateLabel: (title: string) => Promise<Label>;
  onDelete: (card: Card) => void;
}

/** A card's details: title, description, list, due date, labels (new ones too), members. */
export function CardDialog(props: CardDialogProps) {
  return (
    <Modal
      show={props.card !== null}
      onHide={props.onHide}
      centered
      size="lg"
      aria-labelledby="card-dialog-title"
    >
      {props.card && <CardForm key={props.card.id} {...props} card={props.card} />}
    </Modal>
  );
}

function CardForm({
  board,
  card,
  onHide,
  onSave,
  onCreateLabel,
  onDelete,
}: CardDialogProps & { card: Card }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Label[]>([]);
  const labelsEscape = useEscapeLeavesField();
  const membersEscape = useEscapeLeavesField();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: card.title,
      description: card.description ?? '',
      listId: card.listId,
      dueDate: toDateInput(card.dueDate),
      labels: card.labels.map((label) => label.id),
      members: card.members.map((member) => member.id),
    },
  });
  const text = (error: FieldError | undefined) =>
    error?.message?.startsWith('scrumboard.') ? String(t(error.message as never)) : error?.message;
  // Labels made in this dialog show at once, before the board is read again.
  const labels = [
    ...board.labels,
    ...created.filter((one) => !board.labels.some((label) => label.id === one.id)),
  ];
  const labelsById = new Map(labels.map((label) => [label.id, label]));
  const membersById = new Map(board.members.map((member) => [member.id, member]));

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(card.id, {
        title: values.title.trim(),
        description: values.description.trim() || null,
        dueDate: fromDateInput(values.dueDate),
        labels: values.labels,
        members: values.members,
        ...(values.listId !== card.listId && { listId: values.listId }),
      });
      onHide();
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, [
          'title',
          'description',
          'listId',
          'dueDate',
          'labels',
          'members',
        ]),
      );
    }
  });

  return (
    <ModalForm
      titleId="card-dialog-title"
      title={t('scrumboard.card.dialogTitle')}
      closeLabel={t('scrumboard.actions.close')}
      onSubmit={submit}
      cancelLabel={t('scrumboard.actions.cancel')}
      onCancel={onHide}
      submitLabel={t('scrumboard.actions.save')}
      pending={isSubmitting}
      footerStart={
        <Button variant="outline-danger" onClick={() => onDelete(card)}>
          <i className="bi bi-trash me-1" aria-hidden="true" />
          {t('scrumboard.card.delete')}
        </Button>
      }
    >
      <FormErrorAlert title={t('scrumboard.card.saveFailed')} message={formError} />
      <Form.Group className="mb-3" controlId="card-title">
        <Form.Label>{t('scrumboard.card.title')}</Form.Label>
        <Form.Control {...register('title')} isInvalid={!!errors.title} maxLength={200} />
        <Form.Control.Feedback type="invalid">{text(errors.title)}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="card-description">
        <Form.Label>{t('scrumboard.card.description')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          {...register('description')}
          isInvalid={!!errors.description}
        />
        <Form.Control.Feedback type="invalid">{text(errors.description)}</Form.Control.Feedback>
      </Form.Group>
      <div className="row g-3 mb-3">
        <Form.Group className="col-sm-6" controlId="card-list">
          <Form.Label>{t('scrumboard.card.list')}</Form.Label>
          <Form.Select {...register('listId')} isInvalid={!!errors.listId}>
            {board.lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="card-due">
          <Form.Label>{t('scrumboard.card.dueDate')}</Form.Label>
          <Form.Control type="date" {...register('dueDate')} isInvalid={!!errors.dueDate} />
          <Form.Control.Feedback type="invalid">{text(errors.dueDate)}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <Form.Group className="mb-3" controlId="card-labels">
        <Form.Label>{t('scrumboard.card.labels')}</Form.Label>
        <Controller
          control={control}
          name="labels"
          render={({ field }) => (
            <CreatableSelect<Label, true>
              {...labelsEscape}
              inputId="card-labels"
              isMulti
              isDisabled={creating}
              isLoading={creating}
              className={`record-select${errors.labels ? ' is-invalid' : ''}`}
              classNamePrefix="record-select"
              options={labels}
              value={field.value.flatMap((id) => labelsById.get(id) ?? [])}
              onChange={(value) => field.onChange(value.map((label) => label.id))}
              getOptionValue={(label) => label.id}
              getOptionLabel={(label) => label.title}
              getNewOptionData={(input) => ({
                id: `new:${input}`,
                boardId: board.id,
                title: t('scrumboard.card.createLabel', { title: input }),
              })}
              onCreateOption={async (input) => {
                setCreating(true);
                try {
                  const label = await onCreateLabel(input.trim());
                  setCreated((current) => [...current, label]);
                  field.onChange([...field.value, label.id]);
                } catch (error) {
                  setFormError(error instanceof Error ? error.message : String(error));
                } finally {
                  setCreating(false);
                }
              }}
              placeholder={t('scrumboard.card.labelsPlaceholder')}
              noOptionsMessage={() => t('scrumboard.noMatches')}
            />
          )}
        />
      </Form.Group>
      <Form.Group controlId="card-members">
        <Form.Label>{t('scrumboard.card.members')}</Form.Label>
        <Controller
          control={control}
          name="members"
          render={({ field }) => (
            <Select<Member, true>
              {...membersEscape}
              inputId="card-members"
              isMulti
              className={`record-select${errors.members ? ' is-invalid' : ''}`}
              classNamePrefix="record-select"
              options={board.members}
              value={field.value.flatMap((id) => membersById.get(id) ?? [])}
              onChange={(value) => field.onChange(value.map((member) => member.id))}
              getOptionValue={(member) => member.id}
              getOptionLabel={(member) => member.name}
              formatOptionLabel={(member, meta) =>
                meta.context === 'menu' ? (
                  <span className="d-inline-flex align-items-center gap-2">
                    <MemberAvatar member={member} size="sm" />
                    {member.name}
                  </span>
                ) : (
                  member.name
                )
              }
              placeholder={t('scrumboard.card.membersPlaceholder')}
              noOptionsMessage={() => t('scrumboard.noMatches')}
            />
          )}
        />
      </Form.Group>
    </ModalForm>
  );
}
