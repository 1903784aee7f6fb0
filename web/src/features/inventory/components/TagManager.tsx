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
  type InventoryTag,
  useInventoryTags,
  useCreateInventoryTag,
  useDeleteInventoryTag,
  useRenameInventoryTag,
} from '../api/inventory-api';
import { fieldErrorText } from '../lib/field-error';

const tagSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'inventory.validation.tagRequired')
    .max(40, 'inventory.validation.tooLong'),
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
    <Form noValidate onSubmit={(event) => void submit(event)} className="inventory-tag-form">
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
            {t('inventory.actions.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** Create, rename and delete product tags; deleting one takes it off every product. */
export function TagManager({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const tags = useInventoryTags();
  const create = useCreateInventoryTag();
  const rename = useRenameInventoryTag();
  const remove = useDeleteInventoryTag();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  async function onDelete(tag: InventoryTag) {
    const answer = await confirm({
      title: t('inventory.tags.deleteTitle'),
      message: t('inventory.tags.deleteMessage', { tag: tag.title }),
      actions: { confirm: { label: t('inventory.actions.delete') } },
    });
    if (answer !== 'confirmed') return;
    setDeleteError(null);
    remove.mutate(tag.id, { onError: setDeleteError });
  }

  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby="inventory-tags-title">
      <Modal.Header closeButton closeLabel={t('inventory.actions.close')}>
        <Modal.Title id="inventory-tags-title" as="h2" className="h5">
          {t('inventory.tags.manageTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <TagTitleForm
          label={t('inventory.tags.newPlaceholder')}
          submitLabel={t('inventory.tags.create')}
          onSubmit={(title) => create.mutateAsync(title)}
        />
        {deleteError ? (
          <ErrorAlert
            className="mt-3"
            error={deleteError}
            title={t('inventory.tags.deleteFailed')}
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
              title={t('inventory.tags.loadFailed')}
              onRetry={() => void tags.refetch()}
              retrying={tags.isFetching}
            />
          ) : tags.data.length === 0 ? (
            <p className="text-body-secondary text-center small py-3 mb-0">
              {t('inventory.tags.empty')}
            </p>
          ) : (
            <ListGroup variant="flush" className="inventory-tag-manager__list">
              {tags.data.map((tag) => (
                <ListGroup.Item key={tag.id} className="px-0">
                  {editing === tag.id ? (
                    <TagTitleForm
                      initial={tag.title}
                      label={t('inventory.tags.renameLabel', { tag: tag.title })}
                      submitLabel={t('inventory.actions.save')}
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
                        aria-label={t('inventory.tags.rename', { tag: tag.title })}
                        title={t('inventory.tags.rename', { tag: tag.title })}
                      >
                        <i className="bi bi-pencil" aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger"
                        disabled={remove.isPending && remove.variables === tag.id}
                        onClick={() => void onDelete(tag)}
                        aria-label={t('inventory.tags.delete', { tag: tag.title })}
                        title={t('inventory.tags.delete', { tag: tag.title })}
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
          {t('inventory.actions.done')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
