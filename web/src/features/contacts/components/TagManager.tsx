import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { applyServerErrors } from '../../../lib/forms';
import {
  type ContactTag,
  useContactTags,
  useCreateContactTag,
  useDeleteContactTag,
  useRenameContactTag,
} from '../api/contacts-api';
import { fieldErrorText } from '../lib/field-error';

const tagSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'contacts.validation.tagRequired')
    .max(40, 'contacts.validation.tooLong'),
});
type TagValues = z.input<typeof tagSchema>;

/** One title input: the "new tag" row or a tag being renamed. */
function TagTitleForm({
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  onSubmit: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<TagValues>({
    resolver: zodResolver(tagSchema),
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
          <Form.Control.Feedback type="invalid">{fieldErrorText(t, error)}</Form.Control.Feedback>
          {message && <div className="small text-danger mt-1">{message}</div>}
        </div>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel}>
            {t('contacts.actions.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** Create, rename and delete contact tags; deleting one takes it off every contact. */
export function TagManager({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const tags = useContactTags();
  const create = useCreateContactTag();
  const rename = useRenameContactTag();
  const remove = useDeleteContactTag();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  async function onDelete(tag: ContactTag) {
    const answer = await confirm({
      title: t('contacts.tags.deleteTitle'),
      message: t('contacts.tags.deleteMessage', { tag: tag.title }),
      actions: { confirm: { label: t('contacts.actions.delete') } },
    });
    if (answer !== 'confirmed') return;
    setDeleteError(null);
    remove.mutate(tag.id, { onError: setDeleteError });
  }

  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby="contact-tags-title">
      <Modal.Header closeButton closeLabel={t('contacts.actions.close')}>
        <Modal.Title id="contact-tags-title" as="h2" className="h5">
          {t('contacts.tags.manageTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <TagTitleForm
          label={t('contacts.tags.newPlaceholder')}
          submitLabel={t('contacts.tags.create')}
          onSubmit={(title) => create.mutateAsync(title)}
        />
        {deleteError ? (
          <ErrorAlert
            className="mt-3"
            error={deleteError}
            title={t('contacts.tags.deleteFailed')}
          />
        ) : null}
        <div className="mt-3">
          {tags.isPending ? (
            <div className="text-center py-4">
              <Spinner size="sm" role="status">
                <span className="visually-hidden">{t('common.loading')}</span>
              </Spinner>
            </div>
          ) : tags.isError ? (
            <ErrorAlert
              error={tags.error}
              title={t('contacts.tags.loadFailed')}
              onRetry={() => void tags.refetch()}
              retrying={tags.isFetching}
            />
          ) : tags.data.length === 0 ? (
            <p className="text-body-secondary text-center small py-3 mb-0">
              {t('contacts.tags.empty')}
            </p>
          ) : (
            <ListGroup variant="flush" className="tag-manager__list">
              {tags.data.map((tag) => (
                <ListGroup.Item key={tag.id} className="px-0">
                  {editing === tag.id ? (
                    <TagTitleForm
                      initial={tag.title}
                      label={t('contacts.tags.renameLabel', { tag: tag.title })}
                      submitLabel={t('contacts.actions.save')}
                      autoFocus
                      onSubmit={async (title) => {
                        await rename.mutateAsync({ id: tag.id, title });
                        setEditing(null);
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <div className="d-flex align-items-center gap-2">
                      <i className="bi bi-tag text-body-secondary" aria-hidden="true" />
                      <span className="flex-grow-1 text-truncate">{tag.title}</span>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-body-secondary"
                        onClick={() => setEditing(tag.id)}
                        aria-label={t('contacts.tags.rename', { tag: tag.title })}
                        title={t('contacts.tags.rename', { tag: tag.title })}
                      >
                        <i className="bi bi-pencil" aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger"
                        disabled={remove.isPending && remove.variables === tag.id}
                        onClick={() => void onDelete(tag)}
                        aria-label={t('contacts.tags.delete', { tag: tag.title })}
                        title={t('contacts.tags.delete', { tag: tag.title })}
                      >
                        <i className="bi bi-trash" aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('contacts.actions.done')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
