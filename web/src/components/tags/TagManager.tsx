import { lazy, type ReactNode, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import './tags.css';
import { useConfirmation } from '../confirmation/ConfirmationProvider';
import { ErrorAlert } from '../ErrorAlert';
import type { UseQueryResult } from '@tanstack/react-query';

/** The features whose texts follow the same `<namespace>.tags.*` and `.actions.*` shape. */
export type TagNamespace = 'contacts' | 'inventory' | 'notes' | 'tasks';

export interface Tag {
  id: string;
  title: string;
}

/**
 * The title form (react-hook-form and zod) loads with the dialog's first showing, apart:
 * the screens that open this dialog stay within their route budget without them.
 */
const TagTitleForm = lazy(async () => ({ default: (await import('./TagTitleForm')).TagTitleForm }));

function FormSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="tag-title-form-slot" />}>
      {children}
    </Suspense>
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
    mutate: (
      id: string,
      options: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
    variables?: string;
  };
  /** Says each change once it is saved (the page's toasts), in the feature's words. */
  announce: {
    notify: (variant: 'success', text: string) => void;
    created: (tag: string) => string;
    renamed: (tag: string) => string;
    deleted: (tag: string) => string;
  };
}

/**
 * What a feature's own tag manager takes from its page: whether it shows, and the page's
 * notices to say each change in (the feature brings its tags, their API and its words).
 */
export interface FeatureTagManagerProps extends Pick<TagManagerProps, 'show' | 'onHide'> {
  notify: TagManagerProps['announce']['notify'];
}

/** A dialog to create, rename and delete a feature's tags. */
export function TagManager({
  show,
  onHide,
  ns,
  tags,
  create,
  rename,
  remove,
  announce,
}: TagManagerProps) {
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
    remove.mutate(tag.id, {
      onSuccess: () => announce.notify('success', announce.deleted(tag.title)),
      onError: setDeleteError,
    });
  }

  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby={`${ns}-tags-title`}>
      <Modal.Header closeButton closeLabel={t(`${ns}.actions.close`)}>
        <Modal.Title id={`${ns}-tags-title`} as="h2" className="h5">
          {t(`${ns}.tags.manageTitle`)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormSlot>
          <TagTitleForm
            ns={ns}
            label={t(`${ns}.tags.newPlaceholder`)}
            submitLabel={t(`${ns}.tags.create`)}
            onSubmit={async (title) => {
              await create(title);
              announce.notify('success', announce.created(title));
            }}
          />
        </FormSlot>
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
                    <FormSlot>
                      <TagTitleForm
                        ns={ns}
                        initial={tag.title}
                        label={t(`${ns}.tags.renameLabel`, { tag: tag.title })}
                        submitLabel={t(`${ns}.actions.save`)}
                        autoFocus
                        onSubmit={async (title) => {
                          await rename(tag.id, title);
                          announce.notify('success', announce.renamed(title));
                          setEditing(null);
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    </FormSlot>
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
