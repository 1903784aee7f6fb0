import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useLeaveGuard } from '../../../components/form/useLeaveGuard';
import { versionConflictOf } from '../../../components/form/version-conflict';
import { useSideMenuPreview } from '../../../components/side-menu-preview/side-menu-preview';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { ApiError } from '../../../lib/api/errors';
import type { TranslationKey } from '../../../lib/i18n';
import { translateNavigation } from '../../../shell/navigation/translate';
import {
  type MenuConfig,
  useMenuConfig,
  useResetMenuConfig,
  useSaveMenuConfig,
  useSettleMenuConfig,
} from '../api/menu-config-api';
import { ItemEditor, type ItemProblemTexts } from '../components/ItemEditor';
import { MenuTree } from '../components/MenuTree';
import {
  addItem,
  changedItems,
  cleanTree,
  destinationsFor,
  findItem,
  isContainer,
  itemForPath,
  MENU_LANGUAGES,
  type MenuItem,
  type MenuLanguage,
  moveInto,
  moveWithin,
  newItem,
  placeOf,
  removeItem,
  siblingsOf,
  treeProblems,
  updateItem,
} from '../lib/menu-tree';
import '../components/menu-config.css';

// Shown only when someone else's save meets the editor's.
const VersionConflictAlert = lazy(() =>
  import('../../../components/form/VersionConflictAlert').then((module) => ({
    default: module.VersionConflictAlert,
  })),
);

/** How many of the items someone else changed the conflict names. */
const CHANGED_NAMES_SHOWN = 5;

/** A problem the server named: the item's field (`link`, `titles.en`, empty) and its text. */
interface ServerProblem {
  field: string;
  text: string;
}

/** Below this the editor stacks its parts (menu-config.css). */
const NARROW = '(max-width: 767.98px)';

function asLanguage(language: string | undefined): MenuLanguage {
  return (MENU_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as MenuLanguage)
    : 'en';
}

/** The server's problems with a refused tree, by item id. */
function serverProblems(error: unknown, items: readonly MenuItem[]): Map<string, ServerProblem> {
  const found = new Map<string, ServerProblem>();
  if (!(error instanceof ApiError) || !error.fields) return found;
  const entries = Object.entries(error.fields);
  for (const [path, messages] of entries) {
    const place = itemForPath(items, path);
    if (!place || found.has(place.id)) continue;
    // A coded error is one rule naming one item: its own words say which (the field's
    // text is the code's general translation).
    const text = error.code && entries.length === 1 ? error.serverMessage : messages.join(' ');
    found.set(place.id, { field: place.field, text });
  }
  return found;
}

function editorProblems(server: ServerProblem | undefined, local: Record<string, string>) {
  const problems: ItemProblemTexts = { ...local };
  if (!server) return problems;
  const [head] = server.field.split('.');
  if (head === 'titles' || head === 'title') problems.title ??= server.text;
  else if (head === 'link') problems.link ??= server.text;
  else if (head === 'badge') problems.badge ??= server.text;
  else if (head === 'icon') problems.icon ??= server.text;
  else problems.item = server.text;
  return problems;
}

/**
 * apps/menuconfig: the side menu's editor. Items are renamed per language, reordered
 * (drag, keyboard, buttons), moved between groups, hidden, given icons and badges, added
 * and deleted in a draft shown live in the real side menu beside it; Save sends the whole
 * tree (the server refuses a broken one naming the item), Reset puts the sample back.
 */
export function MenuConfigPage() {
  const { t, i18n } = useTranslation();
  const config = useMenuConfig();
  const save = useSaveMenuConfig();
  const reset = useResetMenuConfig();
  const settle = useSettleMenuConfig();
  const confirm = useConfirmation();
  const SideMenuPreview = useSideMenuPreview();
  const { notices, notify, dismiss } = useNotices();
  const [draft, setDraft] = useState<MenuItem[] | null>(null);
  /** The menu the draft started from: its version is what a save names (If-Match). */
  const base = useRef<MenuConfig | undefined>(undefined);
  /** The menu as someone else saved it while this draft was edited (a refused save). */
  const [theirs, setTheirs] = useState<MenuConfig | null>(null);
  /** Drafts dropped unsaved so far: the item editor starts again at each (what was typed goes). */
  const [dropped, setDropped] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [refused, setRefused] = useState<Map<string, ServerProblem>>(() => new Map());
  const [announcement, setAnnouncement] = useState('');
  /** Bumped to bring the chosen item's fields into sight again (a refused save). */
  const [reveal, setReveal] = useState(0);
  const [, setLanguagesLoaded] = useState(0);
  const treeRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef<{ id: string; control: 'up' | 'down' } | null>(null);

  const items = useMemo(() => draft ?? config.data?.items ?? [], [draft, config.data]);
  const dirty = draft !== null;
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language);

  // The default names in every language, for the fields' placeholders.
  useEffect(() => {
    let live = true;
    void i18n.loadLanguages([...MENU_LANGUAGES]).then(() => {
      if (live) setLanguagesLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [i18n]);

  const translateKey = useCallback(
    (key: string) => (i18n.exists(key) ? t(key as TranslationKey) : undefined),
    [i18n, t],
  );
  const nameOf = useCallback(
    (item: MenuItem): string => {
      if (item.type === 'divider' || item.type === 'spacer')
        return t(`menuConfig.types.${item.type}`);
      const [shown] = translateNavigation(
        [{ ...item, children: undefined }],
        translateKey,
        language,
      );
      return shown.title?.trim() || t('menuConfig.unnamed', { id: item.id });
    },
    [language, t, translateKey],
  );
  const defaultName = useCallback(
    (item: MenuItem, lng: MenuLanguage, field: 'title' | 'subtitle') => {
      const key = field === 'title' ? item.translation : item.subtitleTranslation;
      if (key && i18n.exists(key, { lng })) return i18n.getFixedT(lng)(key as TranslationKey);
      return (field === 'title' ? item.title : item.subtitle) ?? '';
    },
    [i18n],
  );

  const local = useMemo(() => treeProblems(items), [items]);
  const rowProblems = useMemo(() => {
    const texts = new Map<string, string>();
    for (const [id, problem] of refused) texts.set(id, problem.text);
    if (showProblems) {
      for (const [id, problems] of local) {
        if (!texts.has(id)) texts.set(id, t(Object.values(problems)[0] as TranslationKey));
      }
    }
    return texts;
  }, [refused, local, showProblems, t]);

  // Leaving with unsaved changes asks first (another screen, or closing the tab).
  useLeaveGuard(dirty, {
    title: t('menuConfig.leave.title'),
    message: t('menuConfig.leave.message'),
    confirmLabel: t('menuConfig.leave.confirm'),
  });

  // After a move by button the focus stays on the moved item's button (or its twin).
  const order = useMemo(
    () =>
      JSON.stringify(
        items.map(function ids(item): unknown {
          return [item.id, (item.children ?? []).map(ids)];
        }),
      ),
    [items],
  );
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    const row = treeRef.current?.querySelector<HTMLElement>(
      `[data-item-id="${CSS.escape(wanted.id)}"] > .menu-tree__row`,
    );
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.control}"]`);
    const twin = row?.querySelector<HTMLButtonElement>(
      `[data-move="${wanted.control === 'up' ? 'down' : 'up'}"]`,
    );
    (button && !button.disabled ? button : twin)?.focus();
  }, [order]);

  // On narrow screens the chosen item's fields (below the tree) come into sight; wider
  // ones keep them beside the tree.
  useEffect(() => {
    if (!selectedId || !window.matchMedia?.(NARROW).matches) return;
    editorRef.current?.scrollIntoView?.({ block: 'start' });
  }, [selectedId, reveal]);

  /** The draft is saved: the menu shown is the one stored. */
  function closeDraft() {
    setDraft(null);
    setTheirs(null);
    setRefused(new Map());
    setShowProblems(false);
  }

  /** The draft is dropped unsaved: the chosen item's fields show the menu again. */
  function dropDraft() {
    closeDraft();
    setDropped((count) => count + 1);
  }

  function edit(next: MenuItem[], changedId?: string) {
    if (draft === null) base.current = config.data;
    setDraft(next);
    if (changedId && refused.has(changedId)) {
      const rest = new Map(refused);
      rest.delete(changedId);
      setRefused(rest);
    }
  }

  function onMove(parentId: string | null, from: number, to: number) {
    const siblings = siblingsOf(items, parentId);
    const moved = siblings[from];
    if (!moved || to < 0 || to >= siblings.length || from === to) return;
    if (Math.abs(from - to) === 1 && document.activeElement?.closest('[data-move]')) {
      pendingFocus.current = { id: moved.id, control: to < from ? 'up' : 'down' };
    }
    edit(moveWithin(items, parentId, from, to));
    setAnnouncement(
      t('menuConfig.moved', { name: nameOf(moved), position: to + 1, count: siblings.length }),
    );
  }

  async function onDelete(item: MenuItem) {
    const name = nameOf(item);
    const answer = await confirm({
      title: t('menuConfig.deleteConfirm.title', { name }),
      message: t(
        item.children?.length
          ? 'menuConfig.deleteConfirm.withChildren'
          : 'menuConfig.deleteConfirm.message',
        { name, count: item.children?.length ?? 0 },
      ),
      actions: { confirm: { label: t('menuConfig.actions.deleteItem') } },
    });
    if (answer !== 'confirmed') return;
    edit(removeItem(items, item.id), item.id);
    if (selectedId && (selectedId === item.id || findItem(item.children ?? [], selectedId)))
      setSelectedId(null);
    setAnnouncement(t('menuConfig.deleted', { name }));
  }

  function onAdd(type: 'group' | 'basic' | 'divider') {
    const selected = selectedId ? findItem(items, selectedId) : undefined;
    const parentId = selected
      ? isContainer(selected)
        ? selected.id
        : (placeOf(items, selected.id)?.parentId ?? null)
      : null;
    const name = t(type === 'group' ? 'menuConfig.newGroup' : 'menuConfig.newLink');
    const item = newItem(items, type, language, name);
    edit(addItem(items, parentId, item));
    setSelectedId(item.id);
    setAnnouncement(t('menuConfig.added', { name: type === 'divider' ? nameOf(item) : name }));
  }

  function onSave() {
    if (local.size > 0) {
      setShowProblems(true);
      setSelectedId([...local.keys()][0]);
      setReveal((count) => count + 1);
      notify('danger', t('menuConfig.done.fixFirst', { count: local.size }));
      return;
    }
    send(base.current?.version);
  }

  /** Saves the draft over the menu of `version` (the one it started from, or theirs). */
  function send(version: string | undefined) {
    const sent = cleanTree(items);
    save.mutate(
      { items: sent, version },
      {
        onSuccess: () => {
          closeDraft();
          notify('success', t('menuConfig.done.saved'));
        },
        onError: (error) => {
          // Refused over someone else's save: their menu, and the ways on, above the tree.
          const current = versionConflictOf<MenuConfig>(error)?.current;
          if (current) {
            setTheirs(current);
            return;
          }
          const problems = serverProblems(error, sent);
          setRefused(problems);
          const [first] = problems.keys();
          if (first) {
            setSelectedId(first);
            setReveal((count) => count + 1);
          }
          const detail = problems.size > 0 ? [...problems.values()][0].text : error.message;
          notify('danger', t('menuConfig.done.saveFailed', { reason: detail }));
        },
      },
    );
  }

  async function onDiscard() {
    const answer = await confirm({
      title: t('menuConfig.discardConfirm.title'),
      message: t('menuConfig.discardConfirm.message'),
      actions: { confirm: { label: t('menuConfig.actions.discard') } },
    });
    if (answer !== 'confirmed') return;
    dropDraft();
    notify('info', t('menuConfig.done.discarded'));
  }

  async function onReset() {
    const answer = await confirm({
      title: t('menuConfig.resetConfirm.title'),
      message: t('menuConfig.resetConfirm.message'),
      actions: { confirm: { label: t('menuConfig.actions.reset') } },
    });
    if (answer !== 'confirmed') return;
    reset.mutate(undefined, {
      onSuccess: () => {
        dropDraft();
        setSelectedId(null);
        notify('success', t('menuConfig.done.reset'));
      },
      onError: (error) =>
        notify('danger', t('menuConfig.done.resetFailed', { reason: error.message })),
    });
  }

  /** Their menu in place of the draft: the draft's edits are dropped. */
  async function loadTheirs(current: MenuConfig) {
    dropDraft();
    if (selectedId && !findItem(current.items, selectedId)) setSelectedId(null);
    await settle(current);
  }

  const theirChanges = useMemo(() => {
    if (!theirs) return [];
    const names = changedItems(base.current?.items ?? [], theirs.items).map(nameOf);
    return names.length > CHANGED_NAMES_SHOWN
      ? [...names.slice(0, CHANGED_NAMES_SHOWN), '…']
      : names;
  }, [theirs, nameOf]);

  const selected = selectedId ? findItem(items, selectedId) : undefined;
  const selectedPlace = selected ? placeOf(items, selected.id) : undefined;
  const busy = save.isPending || reset.isPending;

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.menuConfig')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('menuConfig.subtitle')}</p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-danger" onClick={() => void onReset()} disabled={busy}>
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            {t('menuConfig.actions.reset')}
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => void onDiscard()}
            disabled={!dirty || busy}
          >
            {t('menuConfig.actions.discard')}
          </Button>
          <Button variant="primary" onClick={onSave} disabled={!dirty || busy}>
            {save.isPending ? (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-check-lg me-1" aria-hidden="true" />
            )}
            {t('menuConfig.actions.save')}
          </Button>
        </div>
      </div>

      {config.isError && !config.data ? (
        <ErrorAlert
          error={config.error}
          title={t('menuConfig.loadFailed')}
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      ) : config.isPending ? (
        <div className="py-5 text-center" aria-busy="true">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      ) : (
        <>
          {theirs ? (
            <Suspense fallback={null}>
              <VersionConflictAlert
                title={t('menuConfig.conflictTitle')}
                changed={theirChanges}
                deleted={false}
                onReload={() => void loadTheirs(theirs)}
                onOverwrite={() => send(theirs.version)}
              />
            </Suspense>
          ) : null}
          <p className="small mb-2 menu-config__state" data-testid="menu-config-state">
            {dirty ? (
              <span className="text-warning-emphasis">
                <i className="bi bi-pencil-square me-1" aria-hidden="true" />
                {t('menuConfig.unsaved')}
              </span>
            ) : (
              <span className="text-body-secondary">{t('menuConfig.saved')}</span>
            )}
          </p>
          <div className="menu-config">
            <section className="menu-config__tree card" aria-labelledby="menu-config-items">
              <div className="card-header d-flex flex-wrap align-items-center gap-2">
                <h2 className="h6 mb-0 me-auto" id="menu-config-items">
                  {t('menuConfig.items')}
                </h2>
                <div
                  className="d-flex flex-wrap gap-1"
                  role="group"
                  aria-label={t('menuConfig.add')}
                >
                  <Button size="sm" variant="outline-primary" onClick={() => onAdd('group')}>
                    <i className="bi bi-folder-plus me-1" aria-hidden="true" />
                    {t('menuConfig.actions.addGroup')}
                  </Button>
                  <Button size="sm" variant="outline-primary" onClick={() => onAdd('basic')}>
                    <i className="bi bi-link-45deg me-1" aria-hidden="true" />
                    {t('menuConfig.actions.addLink')}
                  </Button>
                  <Button size="sm" variant="outline-primary" onClick={() => onAdd('divider')}>
                    <i className="bi bi-dash-lg me-1" aria-hidden="true" />
                    {t('menuConfig.actions.addDivider')}
                  </Button>
                </div>
              </div>
              <p className="small text-body-secondary px-3 pt-2 mb-0">{t('menuConfig.treeHint')}</p>
              <div className="card-body" ref={treeRef}>
                {items.length === 0 ? (
                  <p className="text-body-secondary mb-0">{t('menuConfig.empty')}</p>
                ) : (
                  <MenuTree
                    items={items}
                    nameOf={nameOf}
                    selectedId={selectedId}
                    problems={rowProblems}
                    onSelect={setSelectedId}
                    onMove={onMove}
                    onDelete={(item) => void onDelete(item)}
                  />
                )}
              </div>
            </section>

            <section
              className="menu-config__editor card"
              aria-label={t('menuConfig.editor')}
              ref={editorRef}
            >
              <div className="card-body">
                {selected ? (
                  <ItemEditor
                    key={`${selected.id}:${dropped}`}
                    item={selected}
                    name={nameOf(selected)}
                    defaultName={defaultName}
                    problems={editorProblems(
                      refused.get(selected.id),
                      showProblems
                        ? Object.fromEntries(
                            Object.entries(local.get(selected.id) ?? {}).map(([field, key]) => [
                              field,
                              t(key as TranslationKey),
                            ]),
                          )
                        : {},
                    )}
                    parentId={selectedPlace?.parentId ?? null}
                    destinations={destinationsFor(items, selected.id).map((destination) => ({
                      id: destination.id,
                      depth: destination.depth,
                      name: destination.item ? nameOf(destination.item) : t('menuConfig.topLevel'),
                    }))}
                    onChange={(change) => edit(updateItem(items, selected.id, change), selected.id)}
                    onMoveTo={(parentId) => {
                      edit(moveInto(items, selected.id, parentId), selected.id);
                      setAnnouncement(t('menuConfig.movedInto', { name: nameOf(selected) }));
                    }}
                    onDelete={() => void onDelete(selected)}
                  />
                ) : (
                  <p className="text-body-secondary mb-0">{t('menuConfig.chooseItem')}</p>
                )}
              </div>
            </section>

            <section className="menu-config__preview" aria-labelledby="menu-config-preview">
              <h2 className="h6" id="menu-config-preview">
                {t('menuConfig.preview')}
              </h2>
              <p className="small text-body-secondary">{t('menuConfig.previewHint')}</p>
              {SideMenuPreview ? (
                <SideMenuPreview items={items} label={t('menuConfig.previewLabel')} />
              ) : null}
            </section>
          </div>
        </>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { MenuConfigPage as Component };
