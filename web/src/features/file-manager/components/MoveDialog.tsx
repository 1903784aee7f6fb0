import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/ErrorAlert';
import { type FileItem, type FolderId, useFolderBrowser } from '../api/file-manager';
import { breadcrumbTrail, dropRefusal } from '../lib/paths';
import { ItemIcon } from './ItemIcon';

export interface MoveDialogProps {
  item: FileItem;
  /** Rejects with the server's error, shown in the dialog. */
  onMove: (target: { id: FolderId; name: string }) => Promise<unknown>;
  onHide: () => void;
}

/** Browse the folder tree and move an item into the folder shown. */
export function MoveDialog({ item, onMove, onHide }: MoveDialogProps) {
  const { t } = useTranslation();
  const [browseId, setBrowseId] = useState<FolderId>(item.folderId);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const listing = useFolderBrowser(browseId, true);
  const errorMessage = useErrorMessage(error);
  const loadMessage = useErrorMessage(listing.error);

  const path = listing.data?.path ?? [];
  const trail = breadcrumbTrail(path, t('fileManager.root'));
  const here = trail[trail.length - 1];
  const refusal = listing.data ? dropRefusal(item, browseId, path) : 'same-folder';

  async function moveHere() {
    setError(null);
    setBusy(true);
    try {
      await onMove({ id: browseId, name: here.name });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onHide} centered scrollable aria-labelledby="fm-move-title">
      <Modal.Header closeButton>
        <Modal.Title id="fm-move-title" as="h2" className="h5 text-truncate">
          {t('fileManager.move.title', { name: item.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="fm-move">
        <nav aria-label={t('fileManager.move.location')}>
          <ol className="fm-move__trail">
            {trail.map((crumb) => (
              <li key={crumb.id ?? 'root'}>
                {crumb.current ? (
                  <span aria-current="location" className="fw-semibold">
                    {crumb.name}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-link p-0"
                    onClick={() => setBrowseId(crumb.id)}
                  >
                    {crumb.name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {listing.isPending ? (
          <div className="text-center py-4">
            <Spinner size="sm" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </Spinner>
          </div>
        ) : listing.isError ? (
          <Alert variant="danger" className="mb-0">
            {loadMessage}
          </Alert>
        ) : listing.data.folders.length === 0 ? (
          <p className="text-body-secondary small text-center py-4 mb-0">
            {t('fileManager.move.noSubfolders')}
          </p>
        ) : (
          <ListGroup className="fm-move__list">
            {listing.data.folders.map((folder) => {
              const itself = folder.id === item.id;
              return (
                <ListGroup.Item
                  key={folder.id}
                  action
                  disabled={itself}
                  onClick={() => setBrowseId(folder.id)}
                  className="d-flex align-items-center gap-2"
                  data-testid="fm-move-folder"
                >
                  <ItemIcon type="folder" size="sm" />
                  <span className="text-truncate flex-grow-1">{folder.name}</span>
                  {itself ? (
                    <span className="small text-body-secondary">
                      {t('fileManager.move.itself')}
                    </span>
                  ) : (
                    <i className="bi bi-chevron-right text-body-secondary" aria-hidden="true" />
                  )}
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
        {refusal && refusal !== 'same-folder' && (
          <p className="small text-danger mt-3 mb-0">{t(`fileManager.move.refused.${refusal}`)}</p>
        )}
        {error !== null && (
          <Alert variant="danger" className="mt-3 mb-0 py-2">
            {errorMessage}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <span className="small text-body-secondary text-truncate">
          {refusal === 'same-folder' && listing.data
            ? t('fileManager.move.alreadyHere')
            : t('fileManager.move.destination', { name: here.name })}
        </span>
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={onHide}>
            {t('fileManager.actions.cancel')}
          </Button>
          <Button onClick={() => void moveHere()} disabled={refusal !== null || busy}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('fileManager.move.submit')}
          </Button>
        </div>
      </Modal.Footer>
    </Modal>
  );
}
