import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/forms';
import type { TagNamespace } from './TagManager';

const tagSchema = (ns: TagNamespace) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, `${ns}.validation.tagRequired`)
      .max(40, `${ns}.validation.tooLong`),
  });
type TagValues = z.input<ReturnType<typeof tagSchema>>;

/** The form's own messages are translation keys; the server's arrive as words. */
function errorText(t: TFunction, ns: TagNamespace, error: FieldError | undefined) {
  const message = error?.message;
  if (!message) return undefined;
  return message.startsWith(`${ns}.`) ? String(t(message as never)) : message;
}

/** One title input: the "new tag" row or a tag being renamed. */
export function TagTitleForm({
  ns,
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  ns: TagNamespace;
  initial?: string;
  label: string;
  submitLabel: string;
  onSubmit: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<TagValues>({
    resolver: zodResolver(tagSchema(ns)),
    defaultValues: { title: initial },
  });
  const [message, setMessage] = useState<string | null>(null);
  const error = form.formState.errors.title;

  const submit = form.handleSubmit(async ({ title }) => {
    setMessage(null);
    try {
      await onSubmit(title.trim());
      if (!onCancel) form.reset({ title: '' });
    } catch (failure) {
      setMessage(applyServerErrors(failure, form.setError, ['title']));
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="tag-title-form">
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <Form.Control
            size="sm"
            {...form.register('title')}
            aria-label={label}
            placeholder={label}
            maxLength={40}
            isInvalid={!!error}
            autoFocus={autoFocus}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && onCancel) {
                event.preventDefault();
                event.stopPropagation();
                onCancel();
              }
            }}
          />
          <Form.Control.Feedback type="invalid">{errorText(t, ns, error)}</Form.Control.Feedback>
          {message && <div className="small text-danger mt-1">{message}</div>}
        </div>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel}>
            {t(`${ns}.actions.cancel`)}
          </Button>
        )}
      </div>
    </Form>
  );
}
