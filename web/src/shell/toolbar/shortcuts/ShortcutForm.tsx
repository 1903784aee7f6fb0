import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/forms';
import type { ShortcutInput } from '../api/shortcuts';
import { IconPicker } from './IconPicker';
import {
  EMPTY_SHORTCUT,
  SHORTCUT_FORM_FIELDS,
  shortcutFormSchema,
  type ShortcutFormValues,
} from './shortcut-form-schema';

export interface ShortcutFormProps {
  /** The shortcut being edited; a new, empty one when absent. */
  initial?: ShortcutFormValues;
  /** Edit mode: the form offers Delete. */
  editing: boolean;
  onSubmit: (shortcut: ShortcutInput) => Promise<unknown>;
  onCancel: () => void;
  onDelete?: () => void;
  deleting?: boolean;
  /** Told when the icon browser's dialog opens and closes (the panel stays open meanwhile). */
  onDialogChange?: (open: boolean) => void;
}

/** Label, description, icon, link and useRouter; Save stays disabled while invalid. */
export function ShortcutForm({
  initial = EMPTY_SHORTCUT,
  editing,
  onSubmit,
  onCancel,
  onDelete,
  deleting = false,
  onDialogChange,
}: ShortcutFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => shortcutFormSchema(t), [t]);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ShortcutFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const useRouter = useWatch({ control: form.control, name: 'useRouter' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const shortcut: ShortcutInput = {
      label: values.label,
      icon: values.icon,
      link: values.link,
      useRouter: values.useRouter,
      ...(values.description ? { description: values.description } : {}),
    };
    try {
      await onSubmit(shortcut);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, SHORTCUT_FORM_FIELDS));
    }
  });

  return (
    <Form noValidate onSubmit={submit} className="shortcut-form" aria-busy={isSubmitting}>
      {formError ? (
        <Alert variant="danger" className="py-2 small">
          {formError}
        </Alert>
      ) : null}
      <Form.Group className="mb-3" controlId="shortcut-label">
        <Form.Label>{t('toolbar.shortcuts.form.label')}</Form.Label>
        <Form.Control
          {...form.register('label')}
          isInvalid={!!errors.label}
          autoComplete="off"
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{errors.label?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="shortcut-description">
        <Form.Label>
          {t('toolbar.shortcuts.form.description')}{' '}
          <span className="text-body-secondary fw-normal small">
            ({t('toolbar.shortcuts.form.descriptionHint')})
          </span>
        </Form.Label>
        <Form.Control
          {...form.register('description')}
          isInvalid={!!errors.description}
          autoComplete="off"
        />
        <Form.Control.Feedback type="invalid">{errors.description?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="shortcut-icon">{t('toolbar.shortcuts.form.icon')}</Form.Label>
        <Controller
          control={form.control}
          name="icon"
          render={({ field, fieldState }) => (
            <IconPicker
              id="shortcut-icon"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={!!fieldState.error}
              describedBy={fieldState.error ? 'shortcut-icon-error' : undefined}
              onBrowserChange={onDialogChange}
            />
          )}
        />
        {errors.icon ? (
          <div id="shortcut-icon-error" className="invalid-feedback d-block">
            {errors.icon.message}
          </div>
        ) : null}
      </Form.Group>
      <Form.Group className="mb-2" controlId="shortcut-link">
        <Form.Label>{t('toolbar.shortcuts.form.link')}</Form.Label>
        <Form.Control
          {...form.register('link')}
          isInvalid={!!errors.link}
          inputMode="url"
          autoComplete="off"
          placeholder={useRouter ? '/apps/tablero' : 'https://'}
          aria-describedby="shortcut-link-hint"
        />
        <Form.Control.Feedback type="invalid">{errors.link?.message}</Form.Control.Feedback>
        {!errors.link ? (
          <Form.Text id="shortcut-link-hint" muted>
            {useRouter
              ? t('toolbar.shortcuts.form.linkHintRouter')
              : t('toolbar.shortcuts.form.linkHintExternal')}
          </Form.Text>
        ) : null}
      </Form.Group>
      <Form.Check
        type="switch"
        id="shortcut-use-router"
        className="mb-3"
        label={t('toolbar.shortcuts.form.useRouter')}
        {...form.register('useRouter', { deps: ['link'] })}
      />
      <div className="shortcut-form__actions">
        {editing && onDelete ? (
          <Button
            variant="outline-danger"
            size="sm"
            className="me-auto"
            onClick={onDelete}
            disabled={deleting || isSubmitting}
          >
            {t('toolbar.shortcuts.form.delete')}
          </Button>
        ) : null}
        <Button variant="outline-secondary" size="sm" onClick={onCancel}>
          {t('toolbar.shortcuts.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="sm"
          disabled={!isValid || isSubmitting || deleting}
        >
          {isSubmitting ? (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          ) : null}
          {editing ? t('toolbar.shortcuts.form.save') : t('toolbar.shortcuts.form.addSubmit')}
        </Button>
      </div>
    </Form>
  );
}
