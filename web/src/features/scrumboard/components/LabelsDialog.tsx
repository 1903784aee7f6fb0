import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { Label } from '../api/scrumboard-api';
import { TitleForm } from './ListColumn';

export interface LabelsDialogProps {
  show: boolean;
  onHide: () => void;
  labels: readonly Label[];
  onCreate: (title: string) => Promise<unknown>;
  onRename: (label: Label, title: string) => Promise<unknown>;
  onDelete: (label: Label) => void;
}

/** A board's labels: add, rename, delete (deleting takes the label off every card). */
export function LabelsDialog({
  show,
  onHide,
  labels,
  onCreate,
  onRename,
  onDelete,
}: LabelsDialogProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="labels-dialog-title">
      <Modal.Header closeButton closeLabel={t('scrumboard.actions.close')}>
        <Modal.Title id="labels-dialog-title" as="h2" className="h5">
          {t('scrumboard.labels.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {labels.length === 0 && (
          <p className="text-body-secondary">{t('scrumboard.labels.empty')}</p>
        )}
        <ul className="list-unstyled mb-3 sb-label-list">
          {labels.map((label) => (
            <li key={label.id} className="sb-label-list__item">
              {renaming === label.id ? (
                <TitleForm
                  id={`sb-rename-label-${label.id}`}
                  label={t('scrumboard.labels.name')}
                  submitLabel={t('scrumboard.actions.save')}
                  initial={label.title}
                  onSubmit={async (title) => {
                    await onRename(label, title);
                    setRenaming(null);
                  }}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                <>
                  <span className="sb-label">{label.title}</span>
                  <span className="ms-auto d-flex gap-1">
                    <Button
                      size="sm"
                      variant="link"
                      onClick={() => setRenaming(label.id)}
                      aria-label={t('scrumboard.labels.rename', { title: label.title })}
                    >
                      <i className="bi bi-pencil" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="link"
                      className="text-danger"
                      onClick={() => onDelete(label)}
                      aria-label={t('scrumboard.labels.delete', { title: label.title })}
                    >
                      <i className="bi bi-trash" aria-hidden="true" />
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
        {adding ? (
          <TitleForm
            id="sb-new-label"
            label={t('scrumboard.labels.name')}
            submitLabel={t('scrumboard.labels.add')}
            onSubmit={onCreate}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button size="sm" variant="outline-primary" onClick={() => setAdding(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('scrumboard.labels.add')}
          </Button>
        )}
      </Modal.Body>
    </Modal>
  );
}
