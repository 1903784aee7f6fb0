import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { applyServerErrors } from '../../../lib/forms';
import {
  LABEL_COLORS,
  type LabelColor,
  type MailLabel,
  useCreateLabel,
  useDeleteLabel,
  useUpdateLabel,
} from '../api/mailbox-api';
import { LabelDot } from './LabelChip';

type Notify = (variant: 'success' | 'danger' | 'info', text: string) => void;

interface LabelValues {
  title: string;
  color: LabelColor;
}

/** A title and a colour: the "new label" row, or a label being changed. */
function LabelForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial: LabelValues;
  submitLabel: string;
  onSubmit: (values: LabelValues) => Promise<unknown>;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const form = useForm<LabelValues>({ defaultValues: initial });
  const [message, setMessage] = useState<string | null>(null);
  const error = form.formState.errors.title;
  const color = useWatch({ control: form.control, name: 'color' });

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await onSubmit({ ...values, title: values.title.trim() });
      if (!onCancel) form.reset({ title: '', color: values.color });
    } catch (failure) {
      setMessage(applyServerErrors(failure, form.setError, ['title', 'color']));
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="label-form">
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
          <Form.Control
            size="sm"
            id={`${idPrefix}-title`}
            {...form.register('title', {
              validate: (value) =>
                value.trim().length > 0 ? true : t('mailbox.labels.titleRequired'),
            })}
            aria-label={t('mailbox.labels.title')}
            placeholder={t('mailbox.labels.title')}
            maxLength={40}
            isInvalid={!!error}
            autoFocus={!!onCancel}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && onCancel) {
                event.preventDefault();
                event.stopPropagation();
                onCancel();
              }
            }}
          />
          <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
          {message && <div className="small text-danger mt-1">{message}</div>}
        </div>
        <div className="d-flex align-items-center gap-1">
          <LabelDot color={color} />
          <Form.Select
            size="sm"
            id={`${idPrefix}-color`}
            {...form.register('color')}
            aria-label={t('mailbox.labels.color')}
            style={{ width: '8.5rem' }}
          >
            {LABEL_COLORS.map((one) => (
              <option key={one} value={one}>
                {t(`mailbox.colors.${one}`)}
              </option>
            ))}
          </Form.Select>
        </div>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel}>
            {t('mailbox.actions.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** A dialog to create, rename, recolour and delete the account's labels. */
export function LabelManager({
  show,
  onHide,
  labels,
  notify,
}: {
  show: boolean;
  onHide: () => void;
  labels: UseQueryResult<MailLabel[]>;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const remove = useDeleteLabel();
  const [editing, setEditing] = useState<string | null>(null);

  async function onDelete(label: MailLabel) {
    const answer = await confirm({
      title: t('mailbox.labels.deleteTitle'),
      message: t('mailbox.labels.deleteMessage', { title: label.title }),
      actions: { confirm: { label: t('mailbox.actions.delete') } },
    });
    if (answer !== 'confirmed') return;
    remove.mutate(label.id, {
      onSuccess: () => notify('success', t('mailbox.labels.deleted', { title: label.title })),
      onError: () => notify('danger', t('mailbox.labels.deleteFailed', { title: label.title })),
    });
  }

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="label-manager-title" centered>
      <Modal.Header closeButton closeLabel={t('mailbox.compose.close')}>
        <Modal.Title id="label-manager-title" as="h2" className="h5">
          {t('mailbox.labels.manage')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <h3 className="h6">{t('mailbox.labels.new')}</h3>
        <LabelForm
          idPrefix="new-label"
          initial={{ title: '', color: 'blue' }}
          submitLabel={t('mailbox.actions.add')}
          onSubmit={async (values) => {
            const label = await create.mutateAsync(values);
            notify('success', t('mailbox.labels.created', { title: label.title }));
          }}
        />
        <h3 className="h6 mt-4">{t('mailbox.sidebar.labels')}</h3>
        {labels.isPending ? (
          <Spinner size="sm" />
        ) : labels.isError ? (
          <ErrorAlert error={labels.error} title={t('mailbox.labels.failed')} />
        ) : labels.data.length === 0 ? (
          <p className="small text-body-secondary">{t('mailbox.sidebar.noLabels')}</p>
        ) : (
          <ListGroup variant="flush" className="label-list">
            {labels.data.map((label) => (
              <ListGroup.Item key={label.id} className="px-0">
                {editing === label.id ? (
                  <LabelForm
                    idPrefix={`label-${label.id}`}
                    initial={{ title: label.title, color: label.color as LabelColor }}
                    submitLabel={t('mailbox.actions.save')}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (values) => {
                      const saved = await update.mutateAsync({ id: label.id, label: values });
                      setEditing(null);
                      notify('success', t('mailbox.labels.updated', { title: saved.title }));
                    }}
                  />
                ) : (
                  <div className="d-flex align-items-center gap-2">
                    <LabelDot color={label.color} />
                    <span className="flex-grow-1 text-truncate">{label.title}</span>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => setEditing(label.id)}
                      aria-label={t('mailbox.labels.edit', { title: label.title })}
                    >
                      <i className="bi bi-pencil" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={remove.isPending && remove.variables === label.id}
                      onClick={() => void onDelete(label)}
                      aria-label={t('mailbox.labels.delete', { title: label.title })}
                    >
                      <i className="bi bi-trash" aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('mailbox.actions.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
