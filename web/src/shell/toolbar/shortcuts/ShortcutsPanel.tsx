import { lazy, Suspense, useReducer, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppIcon } from '../../../components/icons';
import {
  type Shortcut,
  type ShortcutInput,
  useRemoveShortcut,
  useSaveShortcut,
  useShortcuts,
} from '../api/shortcuts';
import { EmptyState } from '../common/EmptyState';
import { IconButton } from '../common/IconButton';
import { Tip } from '../common/Tip';
import { ToolbarPanel, usePanelConfirmation } from '../common/ToolbarPanel';
import { useToolbarToast } from '../common/toasts';
import { INITIAL_SHORTCUTS_STATE, shortcutsReducer } from './shortcuts-machine';

// The form brings zod and react-hook-form: loaded when someone adds or edits a shortcut,
// not with the shell.
const ShortcutForm = lazy(async () => ({ default: (await import('./ShortcutForm')).ShortcutForm }));

/**
 * The shortcuts panel: a 2-column grid in view mode; modify, add and edit modes as in
 * shortcuts-machine.ts.
 */
export function ShortcutsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The list loads when the panel first opens: nothing of it shows before.
  const [opened, setOpened] = useState(false);
  const [state, dispatch] = useReducer(shortcutsReducer, INITIAL_SHORTCUTS_STATE);
  const shortcuts = useShortcuts(opened);
  const save = useSaveShortcut();
  const remove = useRemoveShortcut();
  const { confirm, held, hold } = usePanelConfirmation();
  const toast = useToolbarToast();
  const editing =
    state.mode === 'edit' ? shortcuts.data?.find((item) => item.id === state.editingId) : undefined;
  // Edit mode whose shortcut has gone (removed elsewhere) shows the modify grid.
  const modifying = state.mode === 'modify' || state.mode === 'edit';

  function onOpenChange(next: boolean) {
    if (next) {
      dispatch({ type: 'open' });
      setOpened(true);
    }
    setOpen(next);
  }

  async function submit(shortcut: ShortcutInput) {
    await save.mutateAsync({ id: editing?.id ?? null, shortcut });
    dispatch({ type: 'saved' });
  }

  async function deleteShortcut(shortcut: Shortcut) {
    const answer = await confirm({
      title: t('toolbar.shortcuts.form.deleteTitle'),
      message: t('toolbar.shortcuts.form.deleteMessage', { label: shortcut.label }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('toolbar.shortcuts.form.delete') } },
    });
    if (answer !== 'confirmed') return;
    remove.mutate(shortcut.id, {
      onSuccess: () => dispatch({ type: 'deleted' }),
      onError: () => toast(t('toolbar.shortcuts.deleteFailed')),
    });
  }

  const title =
    state.mode === 'add'
      ? t('toolbar.shortcuts.addTitle')
      : state.mode === 'edit'
        ? t('toolbar.shortcuts.editTitle')
        : t('toolbar.shortcuts.title');

  const headerActions =
    state.mode === 'view' ? (
      <>
        <Tip label={t('toolbar.shortcuts.enterEditMode')}>
          <IconButton
            icon="bi-pencil-square"
            size="sm"
            label={t('toolbar.shortcuts.enterEditMode')}
            onClick={() => dispatch({ type: 'enterModify' })}
          />
        </Tip>
        <Tip label={t('toolbar.shortcuts.add')}>
          <IconButton
            icon="bi-plus-circle"
            size="sm"
            label={t('toolbar.shortcuts.add')}
            onClick={() => dispatch({ type: 'startAdd' })}
          />
        </Tip>
      </>
    ) : state.mode === 'modify' ? (
      <Tip label={t('toolbar.shortcuts.exitEditMode')}>
        <IconButton
          icon="bi-check2-circle"
          size="sm"
          label={t('toolbar.shortcuts.exitEditMode')}
          onClick={() => dispatch({ type: 'exitModify' })}
        />
      </Tip>
    ) : (
      <Tip label={t('toolbar.shortcuts.cancel')}>
        <IconButton
          icon="bi-x-lg"
          size="sm"
          label={t('toolbar.shortcuts.cancel')}
          onClick={() => dispatch({ type: 'cancel' })}
        />
      </Tip>
    );

  let body;
  if (state.mode === 'add' || (state.mode === 'edit' && editing)) {
    body = (
      <div className="toolbar-panel__padded">
        <Suspense fallback={<PanelSpinner />}>
          <ShortcutForm
            key={editing?.id ?? 'new'}
            initial={
              editing
                ? {
                    label: editing.label,
                    description: editing.description ?? '',
                    icon: editing.icon,
                    link: editing.link,
                    useRouter: editing.useRouter,
                  }
                : undefined
            }
            editing={state.mode === 'edit'}
            onSubmit={submit}
            onCancel={() => dispatch({ type: 'cancel' })}
            onDelete={editing ? () => void deleteShortcut(editing) : undefined}
            deleting={remove.isPending}
            onDialogChange={hold}
          />
        </Suspense>
      </div>
    );
  } else if (shortcuts.isPending) {
    body = <PanelSpinner />;
  } else if (shortcuts.isError) {
    body = (
      <div className="toolbar-panel__error" role="alert">
        <span>{t('toolbar.shortcuts.loadFailed')}</span>
        <Button size="sm" variant="outline-secondary" onClick={() => void shortcuts.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (shortcuts.data.length === 0) {
    body = (
      <EmptyState
        icon="bi-bookmark-star"
        title={t('toolbar.shortcuts.emptyTitle')}
        text={t('toolbar.shortcuts.emptyText')}
      />
    );
  } else {
    body = (
      <>
        {modifying ? <p className="shortcuts__hint">{t('toolbar.shortcuts.modifyHint')}</p> : null}
        <ul className={`shortcuts-grid${modifying ? ' shortcuts-grid--modify' : ''}`}>
          {shortcuts.data.map((shortcut) => (
            <li key={shortcut.id} className="shortcuts-grid__cell" data-testid="shortcut">
              {modifying ? (
                <button
                  type="button"
                  className="shortcut-tile"
                  onClick={() => dispatch({ type: 'choose', id: shortcut.id })}
                >
                  <ShortcutTileContent shortcut={shortcut} modifying />
                </button>
              ) : shortcut.useRouter ? (
                <Link to={shortcut.link} className="shortcut-tile" onClick={() => setOpen(false)}>
                  <ShortcutTileContent shortcut={shortcut} />
                </Link>
              ) : (
                <a
                  href={shortcut.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="shortcut-tile"
                  title={t('toolbar.shortcuts.external')}
                  onClick={() => setOpen(false)}
                >
                  <ShortcutTileContent shortcut={shortcut} />
                </a>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <ToolbarPanel
      name="shortcuts"
      icon="bi-grid-3x3-gap"
      label={t('toolbar.shortcuts.open')}
      title={title}
      open={open}
      held={held}
      onOpenChange={onOpenChange}
      headerActions={headerActions}
    >
      <div data-mode={state.mode} data-testid="shortcuts-body">
        {body}
      </div>
    </ToolbarPanel>
  );
}

function ShortcutTileContent({
  shortcut,
  modifying = false,
}: {
  shortcut: Shortcut;
  modifying?: boolean;
}) {
  return (
    <>
      <span className="shortcut-tile__icon" aria-hidden="true">
        <AppIcon name={shortcut.icon} />
        {modifying ? (
          <span className="shortcut-tile__edit">
            <i className="bi bi-pencil-fill" />
          </span>
        ) : null}
      </span>
      <span className="shortcut-tile__label">{shortcut.label}</span>
      {shortcut.description ? (
        <span className="shortcut-tile__description">{shortcut.description}</span>
      ) : null}
      {!shortcut.useRouter ? (
        <i className="bi bi-box-arrow-up-right shortcut-tile__external" aria-hidden="true" />
      ) : null}
    </>
  );
}

function PanelSpinner() {
  return (
    <div className="toolbar-panel__loading">
      <Spinner animation="border" size="sm" role="status" />
    </div>
  );
}
