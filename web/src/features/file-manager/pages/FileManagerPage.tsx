import { useMemo, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import '../../../components/data-table/data-table.css';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { ApiError } from '../../../lib/api/errors';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import {
  downloadFile,
  type FileItem,
  type FolderId,
  useCreateFolder,
  useDeleteItem,
  useFolderListing,
  useUpdateItem,
} from '../api/file-manager';
import { DetailsPanel } from '../components/DetailsPanel';
import { FileManagerToolbar } from '../components/FileManagerToolbar';
import { FolderContent } from '../components/FolderContent';
import { ItemDragArea } from '../components/ItemDragArea';
import { MoveDialog } from '../components/MoveDialog';
import { NameDialog } from '../components/NameDialog';
import { UploadPanel } from '../components/UploadPanel';
import { useFileDrop } from '../hooks/useFileDrop';
import { useUploads } from '../hooks/useUploads';
import { useViewMode } from '../hooks/useViewMode';
import { isFolder } from '../lib/file-types';
import '../file-manager.css';

type Dialog =
  { kind: 'new-folder' } | { kind: 'rename'; item: FileItem } | { kind: 'move'; item: FileItem };

/** The details panel sits beside the items from the lg breakpoint up. */
const WIDE = '(min-width: 1280px)';

/** apps/file-manager: folders and files on the server, ?folder=ID in the URL. */
export function FileManagerPage() {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const [params, setParams] = useSearchParams();
  const folderId: FolderId = params.get('folder') || null;
  const listing = useFolderListing(folderId);
  const createFolder = useCreateFolder();
  const updateItem = useUpdateItem();
  const deleteItem = useDeleteItem();
  const uploads = useUploads();
  const [view, setView] = useViewMode();
  const wide = useMediaQuery(WIDE);
  const { notices, notify, dismiss } = useNotices();
  const [selection, setSelection] = useState<{ folderId: FolderId; id: string } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileDrop = useFileDrop((files) => uploads.start(folderId, Array.from(files)));

  // The listing shown is this folder's (a placeholder of the last one while it loads).
  const data = listing.data;
  const current = data && (data.path.at(-1)?.id ?? null) === folderId ? data : undefined;
  const path = current?.path ?? [];
  const folderName = path.at(-1)?.name ?? t('fileManager.root');
  const items = useMemo(() => (current ? [...current.folders, ...current.files] : []), [current]);
  const selected =
    selection && selection.folderId === folderId
      ? (items.find((item) => item.id === selection.id) ?? null)
      : null;

  function errorText(error: unknown): string {
    if (error instanceof ApiError && error.isNetworkError) return t('errors.network');
    return error instanceof Error ? error.message : t('errors.unknown');
  }

  function select(item: FileItem) {
    setSelection((now) =>
      now?.id === item.id && now.folderId === folderId ? null : { folderId, id: item.id },
    );
  }

  /** Moves the item, then offers to put it back where it was. */
  async function move(item: FileItem, target: { id: FolderId; name: string }) {
    await updateItem.mutateAsync({ id: item.id, item: { folderId: target.id } });
    notify('success', t('fileManager.move.done', { name: item.name, folder: target.name }), {
      label: t('fileManager.undo'),
      onClick: () =>
        void updateItem
          .mutateAsync({ id: item.id, item: { folderId: item.folderId } })
          .then(() => notify('info', t('fileManager.move.undone', { name: item.name })))
          .catch((error: unknown) =>
            notify(
              'danger',
              t('fileManager.move.failed', { name: item.name, reason: errorText(error) }),
            ),
          ),
    });
  }

  /** Renames the item, then offers its old name back. */
  async function rename(item: FileItem, name: string) {
    await updateItem.mutateAsync({ id: item.id, item: { name } });
    notify('success', t('fileManager.rename.done', { from: item.name, to: name }), {
      label: t('fileManager.undo'),
      onClick: () =>
        void updateItem
          .mutateAsync({ id: item.id, item: { name: item.name } })
          .then(() => notify('info', t('fileManager.rename.undone', { name: item.name })))
          .catch((error: unknown) =>
            notify('danger', t('fileManager.rename.failed', { name, reason: errorText(error) })),
          ),
    });
  }

  async function remove(item: FileItem) {
    const folder = isFolder(item);
    const answer = await confirm({
      title: folder ? t('fileManager.delete.folderTitle') : t('fileManager.delete.fileTitle'),
      message: t('fileManager.delete.message', { name: item.name }),
      actions: { confirm: { label: t('fileManager.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    try {
      try {
        await deleteItem.mutateAsync({ id: item.id });
      } catch (error) {
        if (!(folder && error instanceof ApiError && error.statusCode === 409)) throw error;
        const again = await confirm({
          title: t('fileManager.delete.nonEmptyTitle'),
          message: t('fileManager.delete.nonEmptyMessage', { name: item.name }),
          icon: { name: 'bi-exclamation-octagon-fill', color: 'error' },
          actions: { confirm: { label: t('fileManager.delete.confirmRecursive'), color: 'error' } },
        });
        if (again !== 'confirmed') return;
        await deleteItem.mutateAsync({ id: item.id, recursive: true });
      }
      setSelection(null);
      notify('success', t('fileManager.delete.done', { name: item.name }));
    } catch (error) {
      notify(
        'danger',
        t('fileManager.delete.failed', { name: item.name, reason: errorText(error) }),
      );
    }
  }

  async function download(item: FileItem) {
    try {
      await downloadFile(item);
    } catch (error) {
      notify(
        'danger',
        t('fileManager.download.failed', { name: item.name, reason: errorText(error) }),
      );
    }
  }

  const detailsActions = {
    onOpen: (item: FileItem) => setParams({ folder: item.id }),
    onDownload: (item: FileItem) => void download(item),
    onRename: (item: FileItem) => setDialog({ kind: 'rename', item }),
    onMove: (item: FileItem) => setDialog({ kind: 'move', item }),
    onDelete: (item: FileItem) => void remove(item),
    onClose: () => setSelection(null),
  };
  const newFolder = () => setDialog({ kind: 'new-folder' });
  const chooseFiles = () => fileInput.current?.click();

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end justify-content-between gap-3">
        <div>
          <h1 className="page-header__title">{t('routes.fileManager')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('fileManager.subtitle')}</p>
        </div>
      </div>

      <ItemDragArea
        onMove={(item, target) =>
          move(item, target).catch((error: unknown) =>
            notify(
              'danger',
              t('fileManager.move.failed', { name: item.name, reason: errorText(error) }),
            ),
          )
        }
      >
        <div className={`fm${selected && wide ? ' fm--with-details' : ''}`}>
          <section
            className={`fm-main card${fileDrop.dragging ? ' is-file-drag' : ''}`}
            aria-label={folderName}
            {...fileDrop.handlers}
          >
            <FileManagerToolbar
              path={path}
              listing={current}
              view={view}
              onView={setView}
              onNewFolder={newFolder}
              onChooseFiles={chooseFiles}
            />
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="fm-upload-input"
              aria-label={t('fileManager.actions.upload')}
              onChange={(event) => {
                const files = event.currentTarget.files;
                if (files && files.length > 0) uploads.start(folderId, Array.from(files));
                event.currentTarget.value = '';
              }}
            />
            <div className="fm-content">
              <FolderContent
                listing={current}
                error={listing.isError ? listing.error : null}
                retrying={listing.isFetching}
                onRetry={() => void listing.refetch()}
                view={view}
                selectedId={selected?.id ?? null}
                onSelect={select}
                onNewFolder={newFolder}
                onChooseFiles={chooseFiles}
              />
            </div>
            {fileDrop.dragging && (
              <div className="fm-dropzone" aria-hidden="true">
                <i className="bi bi-cloud-arrow-up" />
                <p className="mb-0 fw-semibold">
                  {t('fileManager.upload.dropHere', { folder: folderName })}
                </p>
              </div>
            )}
          </section>
          {wide && selected && (
            <aside className="fm-aside card" aria-label={t('fileManager.details.title')}>
              <DetailsPanel item={selected} actions={detailsActions} notify={notify} />
            </aside>
          )}
        </div>
      </ItemDragArea>

      {!wide && (
        <Offcanvas
          show={selected !== null}
          onHide={() => setSelection(null)}
          placement="end"
          className="fm-offcanvas"
          aria-label={t('fileManager.details.title')}
        >
          <Offcanvas.Body>
            {selected && <DetailsPanel item={selected} actions={detailsActions} notify={notify} />}
          </Offcanvas.Body>
        </Offcanvas>
      )}

      <UploadPanel entries={uploads.entries} onClear={uploads.clearFinished} />
      <Toasts notices={notices} onClose={dismiss} />

      {dialog?.kind === 'new-folder' && (
        <NameDialog
          title={t('fileManager.newFolder.title', { folder: folderName })}
          submitLabel={t('fileManager.newFolder.submit')}
          withDescription
          onHide={() => setDialog(null)}
          onSubmit={async ({ name, description }) => {
            const created = await createFolder.mutateAsync({
              folderId,
              name: name.trim(),
              description: description.trim() || null,
            });
            setDialog(null);
            notify('success', t('fileManager.newFolder.done', { name: created.name }));
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('fileManager.rename.title', { name: dialog.item.name })}
          submitLabel={t('fileManager.rename.submit')}
          initialName={dialog.item.name}
          onHide={() => setDialog(null)}
          onSubmit={async ({ name }) => {
            await rename(dialog.item, name.trim());
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          item={dialog.item}
          onHide={() => setDialog(null)}
          onMove={async (target) => {
            await move(dialog.item, target);
            setDialog(null);
          }}
        />
      )}
    </>
  );
}

export { FileManagerPage as Component };
