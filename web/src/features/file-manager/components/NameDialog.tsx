import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/forms';
import { ModalForm } from '../../../components/form/ModalForm';

export interface NameValues {
  name: string;
  description: string;
}

const FIELDS = ['name', 'description'] as const;

export interface NameDialogProps {
  title: string;
  submitLabel: string;
  /** The current name (rename) or empty (new folder). */
  initialName?: string;
  /** New folders take an optional description. */
  withDescription?: boolean;
  /** Rejects with the server's error; the dialog shows it beside the field. */
  onSubmit: (values: NameValues) => Promise<unknown>;
  onHide: () => void;
}

/** The name of a folder or file, checked as the server checks it. */
export function NameDialog({
  title,
  submitLabel,
  initialName = '',
  withDescription = false,
  onSubmit,
  onHide,
}: NameDialogProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('fileManager.validation.nameRequired'))
          .max(255, t('fileManager.validation.nameLength'))
          .refine((name) => !/[/\\]/.test(name), t('fileManager.validation.nameSlash'))
          .refine(
            (name) => !name.includes('..') && name !== '.',
            t('fileManager.validation.nameDots'),
          ),
        description: z.string().max(500, t('fileManager.validation.descriptionLength')),
      }),
    [t],
  );
  const form = useForm<NameValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: initialName, description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const nameField = form.register('name');

  return (
    <Modal show onHide={onHide} centered aria-labelledby="fm-name-dialog-title">
      <ModalForm
        titleId="fm-name-dialog-title"
        title={title}
        onSubmit={form.handleSubmit(async (values) => {
          setFormError(null);
          try {
            await onSubmit(values);
          } catch (error) {
            setFormError(applyServerErrors(error, form.setError, FIELDS));
          }
        })}
        cancelLabel={t('fileManager.actions.cancel')}
        onCancel={onHide}
        submitLabel={submitLabel}
        pending={isSubmitting}
      >
        {formError && (
          <Alert variant="danger" className="py-2">
            {formError}
          </Alert>
        )}
        <Form.Group className="mb-3" controlId="fm-name">
          <Form.Label>{t('fileManager.fields.name')}</Form.Label>
          <Form.Control
            {...nameField}
            autoComplete="off"
            autoFocus
            isInvalid={!!errors.name}
            onFocus={(event) => {
              // Renaming a file: select the name without its extension.
              const input = event.currentTarget;
              const dot = input.value.lastIndexOf('.');
              input.setSelectionRange(0, dot > 0 ? dot : input.value.length);
            }}
          />
          <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
        </Form.Group>
        {withDescription && (
          <Form.Group controlId="fm-folder-description">
            <Form.Label>
              {t('fileManager.fields.description')}{' '}
              <span className="text-body-secondary small">{t('fileManager.fields.optional')}</span>
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              {...form.register('description')}
              isInvalid={!!errors.description}
            />
            <Form.Control.Feedback type="invalid">
              {errors.description?.message}
            </Form.Control.Feedback>
          </Form.Group>
        )}
      </ModalForm>
    </Modal>
  );
}
