import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Notify } from '../../../components/toasts/Toasts';
import { applyServerErrors } from '../../../lib/forms';
import { type FileItem, useFilePreview, useUpdateItem } from '../api/file-manager';
import { isFolder, isImage } from '../lib/file-types';
import { ItemIcon } from './ItemIcon';
import { useItemText } from './item-text';

export interface DetailsActions {
  onOpen: (item: FileItem) => void;
  onDownload: (item: FileItem) => void;
  onRename: (item: FileItem) => void;
  onMove: (item: FileItem) => void;
  onDelete: (item: FileItem) => void;
  onClose: () => void;
}

function ImagePreview({ item }: { item: FileItem }) {
  const { t } = useTranslation();
  const content = useFilePreview(item.id);
  const url = content.data ?? null;
  if (content.isPending) {
    return (
      <div className="fm-preview__placeholder">
        <Spinner size="sm" role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
        </Spinner>
      </div>
    );
  }
  if (!url) return <ItemIcon type={item.type} size="lg" label />;
  return <img src={url} alt={t('fileManager.details.previewAlt', { name: item.name })} />;
}

const DESCRIPTION_FIELDS = ['description'] as const;

function DescriptionEditor({ item, notify }: { item: FileItem; notify: Notify }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateItem();
  const schema = useMemo(
    () =>
      z.object({
        description: z.string().max(500, t('fileManager.validation.descriptionLength')),
      }),
    [t],
  );
  const form = useForm<{ description: string }>({
    resolver: zodResolver(schema),
    values: { description: item.description ?? '' },
  });
  const error = form.formState.errors.description;

  if (!editing) {
    return (
      <div className="fm-description">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-1">
          <span className="fm-details__label">{t('fileManager.details.description')}</span>
          <Button
            size="sm"
            variant="link"
            className="p-0"
            onClick={() => setEditing(true)}
            aria-label={t('fileManager.details.editDescription')}
          >
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            {t('fileManager.actions.edit')}
          </Button>
        </div>
        <p className={`mb-0 small${item.description ? '' : ' text-body-secondary fst-italic'}`}>
          {item.description || t('fileManager.details.noDescription')}
        </p>
      </div>
    );
  }

  return (
    <Form
      noValidate
      className="fm-description"
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        const description = values.description.trim();
        update.mutate(
          { id: item.id, item: { description: description === '' ? null : description } },
          {
            onSuccess: () => {
              setEditing(false);
              notify('success', t('fileManager.details.descriptionSaved', { name: item.name }));
            },
            onError: (failure) =>
              setFormError(applyServerErrors(failure, form.setError, DESCRIPTION_FIELDS)),
          },
        );
      })}
    >
      <Form.Group controlId="fm-description">
        <Form.Label className="fm-details__label">
          {t('fileManager.details.description')}
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          autoFocus
          {...form.register('description')}
          isInvalid={!!error}
        />
        <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
      </Form.Group>
      {formError && <p className="text-danger small mt-1 mb-0">{formError}</p>}
      <div className="d-flex gap-2 justify-content-end mt-2">
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            form.reset();
            setEditing(false);
          }}
        >
          {t('fileManager.actions.cancel')}
        </Button>
        <Button size="sm" type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('fileManager.actions.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Everything about one item, and what can be done with it; changes are said in a toast. */
export function DetailsPanel({
  item,
  actions,
  notify,
}: {
  item: FileItem;
  actions: DetailsActions;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const text = useItemText();
  const folder = isFolder(item);
  const rows: [string, ReactNode][] = [
    [t('fileManager.details.type'), text.typeName(item)],
    [t('fileManager.details.size'), item.size],
    ...(folder
      ? ([[t('fileManager.details.contents'), text.contents(item)]] as [string, string][])
      : []),
    [t('fileManager.details.createdBy'), item.createdBy],
    [
      t('fileManager.details.created'),
      <time key="c" dateTime={item.createdAt}>
        {text.date(item.createdAt)}
      </time>,
    ],
    [
      t('fileManager.details.modified'),
      <time key="m" dateTime={item.modifiedAt}>
        {text.date(item.modifiedAt)}
      </time>,
    ],
  ];
  return (
    <div className="fm-details" data-testid="fm-details">
      <div className="fm-details__head">
        <h2 className="fm-details__heading">{t('fileManager.details.title')}</h2>
        <button
          type="button"
          className="btn-close"
          aria-label={t('fileManager.details.close')}
          onClick={actions.onClose}
        />
      </div>
      <div className="fm-preview">
        {isImage(item) ? (
          <ImagePreview item={item} />
        ) : (
          <ItemIcon type={item.type} size="xl" label />
        )}
      </div>
      <p className="fm-details__name" title={item.name}>
        {item.name}
      </p>
      <div className="fm-details__actions">
        {folder ? (
          <Button size="sm" variant="primary" onClick={() => actions.onOpen(item)}>
            <i className="bi bi-folder2-open me-1" aria-hidden="true" />
            {t('fileManager.actions.open')}
          </Button>
        ) : (
          <Button size="sm" variant="primary" onClick={() => actions.onDownload(item)}>
            <i className="bi bi-download me-1" aria-hidden="true" />
            {t('fileManager.actions.download')}
          </Button>
        )}
        <Button size="sm" variant="outline-secondary" onClick={() => actions.onRename(item)}>
          <i className="bi bi-input-cursor-text me-1" aria-hidden="true" />
          {t('fileManager.actions.rename')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => actions.onMove(item)}>
          <i className="bi bi-folder-symlink me-1" aria-hidden="true" />
          {t('fileManager.actions.move')}
        </Button>
        <Button size="sm" variant="outline-danger" onClick={() => actions.onDelete(item)}>
          <i className="bi bi-trash3 me-1" aria-hidden="true" />
          {t('fileManager.actions.delete')}
        </Button>
      </div>
      <dl className="fm-details__list">
        {rows.map(([label, value]) => (
          <div key={label} className="fm-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {folder && <DescriptionEditor item={item} notify={notify} />}
    </div>
  );
}
