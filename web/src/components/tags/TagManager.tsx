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
import { useConfirmation } from '../confirmation/ConfirmationProvider';
import { ErrorAlert } from '../ErrorAlert';
import { applyServerErrors } from '../../lib/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** The features whose texts follow the same `<namespace>.tags.*` and `.actions.*` shape. */
export type TagNamespace = 'contacts' | 'inventory' | 'notes' | 'tasks';

export interface Tag {
  id: string;
  title: string;
}

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
function TagTitleForm({
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

export interface TagManagerProps {
  show: boolean;
  onHide: () => void;
  /** Whose texts to show. */
  ns: TagNamespace;
  tags: UseQueryResult<readonly Tag[]>;
  create: (title: string) => Promise<unknown>;
  rename: (id: string, title: string) => Promise<unknown>;
  /** Deleting takes the tag off every record that has it (the server's rule). */
  remove: {
    mutate: (id: string, options: { onError: (error: unknown) => void }) => void;
    isPending: boolean;
    variables?: string;
  };
}

/** A dialog to create, rename and delete a feature's tags. */
export function TagManager({ show, onHide, ns, tags, create, rename, remove }: TagManagerProps) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  async function onDelete(tag: Tag) {
    const answer = await confirm({
      title: t(`${ns}.tags.deleteTitle`),
      message: t(`${ns}.tags.deleteMessage`, { tag: tag.title }),
      actions: { confirm: { label: t(`${ns}.actions.delete`) } },
    });
    if (answer !== 'confirmed') return;
    setDeleteError(null);
    remove.mutate(tag.id, { onError: setDeleteError });
  }

  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby={`${ns}-tags-title`}>
      <Modal.Header closeButton closeLabel={t(`${ns}.actions.close`)}>
        <Modal.Title id={`${ns}-tags-title`} as="h2" className="h5">
          {t(`${ns}.tags.manageTitle`)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <TagTitleForm
          ns={ns}
          label={t(`${ns}.tags.newPlaceholder`)}
          submitLabel={t(`${ns}.tags.create`)}
          onSubmit={create}
        />
        {deleteError ? (
          <ErrorAlert className="mt-3" error={deleteError} title={t(`${ns}.tags.deleteFailed`)} />
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
              title={t(`${ns}.tags.loadFailed`)}
              onRetry={() => void tags.refetch()}
              retrying={tags.isFetching}
            />
          ) : tags.data.length === 0 ? (
            <p className="text-body-secondary text-center small py-3 mb-0">
              {t(`${ns}.tags.empty`)}
            </p>
          ) : (
            <ListGroup variant="flush" className="mx-0">
              {tags.data.map((tag) => (
                <ListGroup.Item key={tag.id} className="px-0">
                  {editing === tag.id ? (
                    <TagTitleForm
                      ns={ns}
                      initial={tag.title}
                      label={t(`${ns}.tags.renameLabel`, { tag: tag.title })}
                      submitLabel={t(`${ns}.actions.save`)}
                      autoFocus
                      onSubmit={async (title) => {
                        await rename(tag.id, title);
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
                        aria-label={t(`${ns}.tags.rename`, { tag: tag.title })}
                        title={t(`${ns}.tags.rename`, { tag: tag.title })}
                      >
                        <i className="bi bi-pencil" aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger"
                        disabled={remove.isPending && remove.variables === tag.id}
                        onClick={() => void onDelete(tag)}
                        aria-label={t(`${ns}.tags.delete`, { tag: tag.title })}
                        title={t(`${ns}.tags.delete`, { tag: tag.title })}
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
          {t(`${ns}.actions.done`)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
