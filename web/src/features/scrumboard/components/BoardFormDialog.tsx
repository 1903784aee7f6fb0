import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import AsyncSelect from 'react-select/async';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { AppIcon } from '../../../components/icons/AppIcon';
import { applyServerErrors } from '../../../lib/forms';
import { ModalForm } from '../../../components/form/ModalForm';
import { type BoardSummary, type Member, searchMembers } from '../api/scrumboard-api';
import { useEscapeLeavesField } from '../../../components/record-select/escape-in-dialogs';
import '../../../components/record-select/record-select.css';

/** The icons a board may take (all mapped by the app's icon table). */
export const BOARD_ICONS = [
  'heroicons_outline:rectangle-group',
  'heroicons_outline:briefcase',
  'heroicons_outline:gift',
  'heroicons_outline:user-plus',
  'heroicons_outline:rocket-launch',
  'heroicons_outline:chart-bar',
  'heroicons_outline:light-bulb',
  'heroicons_outline:calendar-days',
  'heroicons_outline:clipboard-document-list',
  'heroicons_outline:star',
] as const;

const schema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'scrumboard.validation.titleRequired')
    .max(120, 'scrumboard.validation.tooLong'),
  description: z.string().max(1000, 'scrumboard.validation.tooLong'),
  icon: z.string(),
  members: z.array(z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() })),
});
type Values = z.input<typeof schema>;
export interface BoardFormResult {
  title: string;
  description: string | null;
  icon: string;
  members: string[];
}

export interface BoardFormDialogProps {
  show: boolean;
  onHide: () => void;
  /** The board edited; a new board when absent. */
  board?: BoardSummary;
  onSubmit: (values: BoardFormResult) => Promise<unknown>;
}

function initialValues(board: BoardSummary | undefined): Values {
  return {
    title: board?.title ?? '',
    description: board?.description ?? '',
    icon: board?.icon ?? BOARD_ICONS[0],
    members: board?.members ?? [],
  };
}

/** Creates a board, or changes its title, description, icon and members. */
export function BoardFormDialog({ show, onHide, board, onSubmit }: BoardFormDialogProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const membersEscape = useEscapeLeavesField();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(board),
    values: show ? initialValues(board) : undefined,
  });
  const text = (error: FieldError | undefined) =>
    error?.message?.startsWith('scrumboard.') ? String(t(error.message as never)) : error?.message;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({
        title: values.title.trim(),
        description: values.description.trim() || null,
        icon: values.icon,
        members: values.members.map((member) => member.id),
      });
      onHide();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['title', 'description', 'icon', 'members']));
    }
  });

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="board-form-title">
      <ModalForm
        titleId="board-form-title"
        title={board ? t('scrumboard.board.editTitle') : t('scrumboard.board.createTitle')}
        closeLabel={t('scrumboard.actions.close')}
        onSubmit={submit}
        cancelLabel={t('scrumboard.actions.cancel')}
        onCancel={onHide}
        submitLabel={board ? t('scrumboard.actions.save') : t('scrumboard.actions.createBoard')}
        pending={isSubmitting}
      >
        <FormErrorAlert title={t('scrumboard.board.saveFailed')} message={formError} />
        <Form.Group className="mb-3" controlId="board-title">
          <Form.Label>{t('scrumboard.board.title')}</Form.Label>
          <Form.Control
            {...register('title')}
            isInvalid={!!errors.title}
            autoFocus
            maxLength={120}
          />
          <Form.Control.Feedback type="invalid">{text(errors.title)}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="board-description">
          <Form.Label>{t('scrumboard.board.description')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            {...register('description')}
            isInvalid={!!errors.description}
          />
          <Form.Control.Feedback type="invalid">{text(errors.description)}</Form.Control.Feedback>
        </Form.Group>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('scrumboard.board.icon')}</legend>
          <Controller
            control={control}
            name="icon"
            render={({ field }) => (
              <div className="sb-icon-choices">
                {BOARD_ICONS.map((icon) => (
                  <label key={icon} className="sb-icon-choice">
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={field.name}
                      value={icon}
                      checked={field.value === icon}
                      onChange={() => field.onChange(icon)}
                    />
                    <span className="sb-icon-choice__box">
                      <AppIcon name={icon} />
                    </span>
                    <span className="visually-hidden">
                      {t(`scrumboard.icons.${icon.split(':')[1]!}` as never)}
                    </span>
                  </label>
                ))}
              </div>
            )}
          />
        </fieldset>
        {board && (
          <Form.Group controlId="board-members">
            <Form.Label>{t('scrumboard.board.members')}</Form.Label>
            <Controller
              control={control}
              name="members"
              render={({ field }) => (
                <AsyncSelect<Member, true>
                  {...membersEscape}
                  inputId="board-members"
                  isMulti
                  className={`record-select${errors.members ? ' is-invalid' : ''}`}
                  classNamePrefix="record-select"
                  value={field.value}
                  onChange={(value) => field.onChange([...value])}
                  loadOptions={searchMembers}
                  defaultOptions
                  getOptionValue={(member) => member.id}
                  getOptionLabel={(member) => member.name}
                  placeholder={t('scrumboard.board.membersPlaceholder')}
                  noOptionsMessage={() => t('scrumboard.noMatches')}
                  loadingMessage={() => t('common.loading')}
                />
              )}
            />
            {errors.members && (
              <div className="invalid-feedback d-block">{text(errors.members as FieldError)}</div>
            )}
          </Form.Group>
        )}
      </ModalForm>
    </Modal>
  );
}
