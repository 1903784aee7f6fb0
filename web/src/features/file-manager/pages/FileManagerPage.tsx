import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Placeholder from 'react-bootstrap/Placeholder';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { EmptyState } from '../../../components/data-table/EmptyState';
import '../../../components/data-table/data-table.css';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ApiError } from '../../../lib/api/errors';
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
import {
  centreOnPointer,
  type DropData,
  draggedItem,
  dropUnderPointer,
  jumpBetweenFolders,
} from '../components/dnd';
import { FolderBreadcrumb } from '../components/FolderBreadcrumb';
import { ItemGrid } from '../components/ItemGrid';
import { ItemIcon } from '../components/ItemIcon';
import { ItemTable } from '../components/ItemTable';
import { MoveDialog } from '../components/MoveDialog';
import { NameDialog } from '../components/NameDialog';
import { UploadPanel } from '../components/UploadPanel';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useUploads } from '../hooks/useUploads';
import { useViewMode } from '../hooks/useViewMode';
import { isFolder } from '../lib/file-types';
import { canDropInto } from '../lib/paths';
import '../file-manager.css';

type Dialog =
  { kind: 'new-folder' } | { kind: 'rename'; item: FileItem } | { kind: 'move'; item: FileItem };

interface Notice {
  id: number;
  variant: 'success' | 'danger';
  text: string;
}

/** The details panel sits beside the items from the lg breakpoint up. */
const WIDE = '(min-width: 1280px)';

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Placeholder as="div" animation="glow" className="mb-3">
        <Placeholder xs={2} size="sm" />
      </Placeholder>
      <ul className="fm-grid" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="fm-card fm-card--skeleton">
            <Placeholder as="div" animation="glow" className="fm-card__main">
              <Placeholder className="fm-skeleton-icon" />
              <Placeholder xs={8} size="sm" />
              <Placeholder xs={4} size="xs" />
            </Placeholder>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
  const [selection, setSelection] = useState<{ folderId: FolderId; id: string } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [dragging, setDragging] = useState<FileItem | null>(null);
  const [fileDrag, setFileDrag] = useState(false);
  const fileDragDepth = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const noticeId = useRef(0);

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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenFolders }),
  );

  function notify(variant: Notice['variant'], text: string) {
    noticeId.current += 1;
    const id = noticeId.current;
    setNotices((list) => [...list.slice(-2), { id, variant, text }]);
  }

  function errorText(error: unknown): string {
    if (error instanceof ApiError && error.isNetworkError) return t('errors.network');
    return error instanceof Error ? error.message : t('errors.unknown');
  }

  const openFolder = (id: FolderId) => {
    setParams(id ? { folder: id } : {});
  };

  function select(item: FileItem) {
    setSelection((now) =>
      now?.id === item.id && now.folderId === folderId ? null : { folderId, id: item.id },
    );
  }

  async function move(item: FileItem, target: { id: FolderId; name: string }) {
    await updateItem.mutateAsync({ id: item.id, item: { folderId: target.id } });
    notify('success', t('fileManager.move.done', { name: item.name, folder: target.name }));
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

  function onDragStart(event: DragStartEvent) {
    setDragging(draggedItem(event.active.data.current));
  }

  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const item = draggedItem(event.active.data.current);
    const target = event.over?.data.current as DropData | undefined;
    if (!item || !target || !canDropInto(item, target.folderId, target.path)) return;
    move(item, { id: target.folderId, name: target.name }).catch((error: unknown) =>
      notify('danger', t('fileManager.move.failed', { name: item.name, reason: errorText(error) })),
    );
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('fileManager.dnd.picked', { name: draggedItem(active.data.current)?.name ?? '' }),
    onDragOver: ({ active, over }) => {
      const item = draggedItem(active.data.current);
      const target = over?.data.current as DropData | undefined;
      if (!item || !target) return t('fileManager.dnd.notOver');
      return canDropInto(item, target.folderId, target.path)
        ? t('fileManager.dnd.over', { folder: target.name })
        : t('fileManager.dnd.refused', { folder: target.name });
    },
    onDragEnd: ({ active, over }) => {
      const item = draggedItem(active.data.current);
      const target = over?.data.current as DropData | undefined;
      return item && target && canDropInto(item, target.folderId, target.path)
        ? t('fileManager.dnd.dropped', { name: item.name, folder: target.name })
        : t('fileManager.dnd.cancelled');
    },
    onDragCancel: () => t('fileManager.dnd.cancelled'),
  };

  const startUploads = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    uploads.start(folderId, Array.from(files));
  };

  const fileDropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      fileDragDepth.current += 1;
      setFileDrag(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      fileDragDepth.current -= 1;
      if (fileDragDepth.current <= 0) setFileDrag(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      fileDragDepth.current = 0;
      setFileDrag(false);
      startUploads(event.dataTransfer.files);
    },
  };

  const detailsActions = {
    onOpen: (item: FileItem) => openFolder(item.id),
    onDownload: (item: FileItem) => void download(item),
    onRename: (item: FileItem) => setDialog({ kind: 'rename', item }),
    onMove: (item: FileItem) => setDialog({ kind: 'move', item }),
    onDelete: (item: FileItem) => void remove(item),
    onClose: () => setSelection(null),
  };

  const notFound = listing.error instanceof ApiError && listing.error.statusCode === 404;

  let content;
  if (listing.isError && !current) {
    content = notFound ? (
      <EmptyState
        icon="bi-folder-x"
        title={t('fileManager.notFound.title')}
        hint={t('fileManager.notFound.text')}
        action={
          <Link to="?" className="btn btn-primary btn-sm">
            <i className="bi bi-hdd-stack me-2" aria-hidden="true" />
            {t('fileManager.notFound.action')}
          </Link>
        }
      />
    ) : (
      <ErrorAlert
        error={listing.error}
        title={t('fileManager.loadFailed')}
        onRetry={() => void listing.refetch()}
        retrying={listing.isFetching}
      />
    );
  } else if (!current) {
    content = <GridSkeleton />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon="bi-folder2-open"
        title={t('fileManager.empty.title')}
        hint={t('fileManager.empty.text')}
        action={
          <div className="d-flex gap-2 justify-content-center">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setDialog({ kind: 'new-folder' })}
            >
              <i className="bi bi-folder-plus me-2" aria-hidden="true" />
              {t('fileManager.actions.newFolder')}
            </Button>
            <Button size="sm" onClick={() => fileInput.current?.click()}>
              <i className="bi bi-upload me-2" aria-hidden="true" />
              {t('fileManager.actions.upload')}
            </Button>
          </div>
        }
      />
    );
  } else {
    const viewProps = {
      folders: current.folders,
      files: current.files,
      path,
      selectedId: selected?.id ?? null,
      onSelect: select,
    };
    content = view === 'grid' ? <ItemGrid {...viewProps} /> : <ItemTable {...viewProps} />;
  }

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end justify-content-between gap-3">
        <div>
          <h1 className="page-header__title">{t('routes.fileManager')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('fileManager.subtitle')}</p>
        </div>
      </div>

      <DndContext
        sensors={sensors}
        collisionDetection={dropUnderPointer}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('fileManager.dnd.instructions') },
        }}
      >
        <div className={`fm${selected && wide ? ' fm--with-details' : ''}`}>
          <section
            className={`fm-main card${fileDrag ? ' is-file-drag' : ''}`}
            aria-label={folderName}
            {...fileDropHandlers}
          >
            <div className="fm-toolbar">
              <FolderBreadcrumb path={path} />
              <div className="fm-toolbar__actions">
                {current && (
                  <span className="fm-counts" data-testid="fm-counts">
                    {t('fileManager.counts.folders', { count: current.folders.length })}
                    <span aria-hidden="true"> · </span>
                    {t('fileManager.counts.files', { count: current.files.length })}
                  </span>
                )}
                <ToggleButtonGroup
                  type="radio"
                  name="fm-view"
                  size="sm"
                  value={view}
                  onChange={(value: 'grid' | 'list') => setView(value)}
                  aria-label={t('fileManager.view.label')}
                >
                  <ToggleButton
                    id="fm-view-grid"
                    value="grid"
                    variant="outline-secondary"
                    title={t('fileManager.view.grid')}
                  >
                    <i className="bi bi-grid-3x3-gap" aria-hidden="true" />
                    <span className="visually-hidden">{t('fileManager.view.grid')}</span>
                  </ToggleButton>
                  <ToggleButton
                    id="fm-view-list"
                    value="list"
                    variant="outline-secondary"
                    title={t('fileManager.view.list')}
                  >
                    <i className="bi bi-list-ul" aria-hidden="true" />
                    <span className="visually-hidden">{t('fileManager.view.list')}</span>
                  </ToggleButton>
                </ToggleButtonGroup>
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setDialog({ kind: 'new-folder' })}
                  disabled={!current}
                >
                  <i className="bi bi-folder-plus me-sm-2" aria-hidden="true" />
                  <span className="d-none d-sm-inline">{t('fileManager.actions.newFolder')}</span>
                  <span className="visually-hidden d-sm-none">
                    {t('fileManager.actions.newFolder')}
                  </span>
                </Button>
                <Button size="sm" onClick={() => fileInput.current?.click()} disabled={!current}>
                  <i className="bi bi-upload me-sm-2" aria-hidden="true" />
                  <span className="d-none d-sm-inline">{t('fileManager.actions.upload')}</span>
                  <span className="visually-hidden d-sm-none">
                    {t('fileManager.actions.upload')}
                  </span>
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  hidden
                  data-testid="fm-upload-input"
                  aria-label={t('fileManager.actions.upload')}
                  onChange={(event) => {
                    startUploads(event.currentTarget.files);
                    event.currentTarget.value = '';
                  }}
                />
              </div>
            </div>
            <div className="fm-content">{content}</div>
            {fileDrag && (
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
              <DetailsPanel item={selected} actions={detailsActions} />
            </aside>
          )}
        </div>
        <DragOverlay dropAnimation={null} modifiers={[centreOnPointer]}>
          {dragging ? (
            <div className="fm-drag-chip">
              <ItemIcon type={dragging.type} size="sm" />
              <span className="text-truncate">{dragging.name}</span>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>

      {!wide && (
        <Offcanvas
          show={selected !== null}
          onHide={() => setSelection(null)}
          placement="end"
          className="fm-offcanvas"
          aria-label={t('fileManager.details.title')}
        >
          <Offcanvas.Body>
            {selected && <DetailsPanel item={selected} actions={detailsActions} />}
          </Offcanvas.Body>
        </Offcanvas>
      )}

      <UploadPanel entries={uploads.entries} onClear={uploads.clearFinished} />

      <ToastContainer
        position="bottom-start"
        className="p-3 position-fixed"
        containerPosition="fixed"
      >
        {notices.map((notice) => (
          <Toast
            key={notice.id}
            bg={notice.variant}
            autohide
            delay={notice.variant === 'success' ? 4000 : 8000}
            onClose={() => setNotices((list) => list.filter((one) => one.id !== notice.id))}
          >
            <Toast.Body className="d-flex align-items-start gap-2 text-white">
              <i
                className={`bi ${notice.variant === 'success' ? 'bi-check-circle' : 'bi-exclamation-triangle'} mt-1`}
                aria-hidden="true"
              />
              <span className="flex-grow-1">{notice.text}</span>
              <button
                type="button"
                className="btn-close btn-close-white"
                aria-label={t('fileManager.actions.dismiss')}
                onClick={() => setNotices((list) => list.filter((one) => one.id !== notice.id))}
              />
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>

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
            await updateItem.mutateAsync({ id: dialog.item.id, item: { name: name.trim() } });
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
