import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { AppIcon } from '../../../components/icons/AppIcon';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../components/toasts/useDelayedDelete';
import { ApiError } from '../../../lib/api/errors';
import {
  type Board,
  type BoardList,
  type Card,
  type Label,
  scrumboardQueries,
  useCreateCard,
  useCreateLabel,
  useCreateList,
  useDeleteBoard,
  useDeleteCard,
  useDeleteLabel,
  useDeleteList,
  useMoveCard,
  useMoveList,
  useRenameLabel,
  useRenameList,
  useUpdateBoard,
  useUpdateCard,
} from '../api/scrumboard-api';
import { BoardCanvas } from '../components/BoardCanvas';
import { MemberAvatars } from '../components/MemberAvatars';
import { type CardMove, indexAmongAll, moveCard } from '../lib/board-logic';
import '../components/scrumboard.css';

// The dialogs (forms, the members' searchable select) load when first opened, so the
// board itself comes sooner.
const CardDialog = lazy(() =>
  import('../components/CardDialog').then((module) => ({ default: module.CardDialog })),
);
const BoardFormDialog = lazy(() =>
  import('../components/BoardFormDialog').then((module) => ({ default: module.BoardFormDialog })),
);
const LabelsDialog = lazy(() =>
  import('../components/LabelsDialog').then((module) => ({ default: module.LabelsDialog })),
);

const BOARDS_PATH = '/apps/scrumboard';

function BoardScreen({ board }: { board: Board }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useConfirmation();
  const { notices, notify, dismiss } = useNotices();
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const updateBoard = useUpdateBoard(board.id);
  const deleteBoard = useDeleteBoard();
  const createList = useCreateList(board.id);
  const renameList = useRenameList(board.id);
  const deleteList = useDeleteList(board.id);
  const moveList = useMoveList(board.id);
  const createCard = useCreateCard(board.id);
  const updateCard = useUpdateCard(board.id);
  const moveCardMutation = useMoveCard(board.id);
  const deleteCard = useDeleteCard(board.id);
  const createLabel = useCreateLabel(board.id);
  const renameLabel = useRenameLabel(board.id);
  const deleteLabel = useDeleteLabel(board.id);
  const [managingLabels, setManagingLabels] = useState(false);

  // A flash from the page that sent us here ("board created").
  const flash = (location.state as { flash?: string } | null)?.flash;
  useEffect(() => {
    if (!flash) return;
    notify('success', flash);
    void navigate(location.pathname, { replace: true, state: null });
  }, [flash, notify, navigate, location.pathname]);

  const openCard =
    board.lists.flatMap((list) => list.cards).find((card) => card.id === openCardId) ?? null;
  const failed = (key: string) => (error: Error) =>
    notify('danger', t(key as never, { reason: error.message }));

  // A deleted card leaves the board at once; its delete is sent when the notice goes, so
  // Undo puts it back in its place.
  const cardDeletes = useDelayedDelete<Card>({
    notify,
    remove: (card) =>
      deleteCard.mutateAsync(card.id).catch((error: unknown) => {
        // Its list was deleted meanwhile, and the card with it: gone, as asked.
        if (error instanceof ApiError && error.statusCode === 404) return true;
        throw error;
      }),
    deletedText: (card) => t('scrumboard.done.cardDeleted', { title: card.title }),
    restoredText: (card) => t('common.restored', { name: card.title }),
    onFailed: (_card, error) =>
      failed('scrumboard.done.failed')(error instanceof Error ? error : new Error(String(error))),
  });
  const { without } = cardDeletes;
  const shownBoard = useMemo(
    () => ({
      ...board,
      lists: board.lists.map((list) => {
        const cards = without(list.cards) ?? list.cards;
        return cards === list.cards ? list : { ...list, cards };
      }),
    }),
    [board, without],
  );

  /** The move as the board holds it: the place the board shows, counted among all cards. */
  function onBoard(move: CardMove): CardMove {
    const others = (cards: readonly Card[]) => cards.filter((one) => one.id !== move.cardId);
    const all = board.lists.find((one) => one.id === move.listId)?.cards ?? [];
    const shown = shownBoard.lists.find((one) => one.id === move.listId)?.cards ?? [];
    return { ...move, index: indexAmongAll(others(all), others(shown), move.index) };
  }

  function onMoveCard(shownMove: CardMove) {
    const move = onBoard(shownMove);
    const { position } = moveCard(board, move);
    const card = board.lists.flatMap((list) => list.cards).find((one) => one.id === move.cardId);
    const list = board.lists.find((one) => one.id === move.listId);
    if (position === null || !card || !list) return;
    moveCardMutation.mutate(
      { ...move, position },
      {
        onSuccess: () =>
          notify(
            'success',
            t('scrumboard.done.cardMoved', { title: card.title, list: list.title }),
          ),
        onError: failed('scrumboard.done.moveFailed'),
      },
    );
  }

  async function onDeleteList(list: BoardList) {
    const answer = await confirm({
      title: t('scrumboard.list.deleteTitle'),
      message: t('scrumboard.list.deleteMessage', { title: list.title, count: list.cards.length }),
      actions: { confirm: { label: t('scrumboard.list.delete') } },
    });
    if (answer !== 'confirmed') return;
    deleteList.mutate(list.id, {
      onSuccess: () => notify('success', t('scrumboard.done.listDeleted', { title: list.title })),
      onError: failed('scrumboard.done.failed'),
    });
  }

  async function onDeleteCard(card: Card) {
    const answer = await confirm({
      title: t('scrumboard.card.deleteTitle'),
      message: t('scrumboard.card.deleteMessage', { title: card.title }),
      actions: { confirm: { label: t('scrumboard.card.delete') } },
    });
    if (answer !== 'confirmed') return;
    setOpenCardId(null);
    cardDeletes.start(card);
  }

  async function onDeleteLabel(label: Label) {
    const answer = await confirm({
      title: t('scrumboard.labels.deleteTitle'),
      message: t('scrumboard.labels.deleteMessage', { title: label.title }),
      actions: { confirm: { label: t('scrumboard.labels.deleteConfirm') } },
    });
    if (answer !== 'confirmed') return;
    deleteLabel.mutate(label.id, {
      onSuccess: () => notify('success', t('scrumboard.done.labelDeleted', { title: label.title })),
      onError: failed('scrumboard.done.failed'),
    });
  }

  async function onDeleteBoard() {
    const answer = await confirm({
      title: t('scrumboard.board.deleteTitle'),
      message: t('scrumboard.board.deleteMessage', { title: board.title }),
      actions: { confirm: { label: t('scrumboard.board.delete') } },
    });
    if (answer !== 'confirmed') return;
    deleteBoard.mutate(board.id, {
      onSuccess: () => void navigate(BOARDS_PATH),
      onError: failed('scrumboard.done.failed'),
    });
  }

  return (
    <div className="sb-page sb-page--board">
      <div className="sb-board-header">
        <Link to={BOARDS_PATH} className="btn btn-link btn-sm sb-board-header__back">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('scrumboard.actions.allBoards')}
        </Link>
        <div className="sb-board-header__main">
          <span className="sb-board-tile__icon sb-board-header__icon">
            <AppIcon name={board.icon ?? 'heroicons_outline:rectangle-group'} />
          </span>
          <div className="min-w-0 flex-grow-1">
            <h1 className="page-header__title sb-board-header__title">{board.title}</h1>
            {board.description && (
              <p className="text-body-secondary mb-0 small">{board.description}</p>
            )}
          </div>
          <MemberAvatars members={board.members} />
          <Button size="sm" variant="outline-secondary" onClick={() => setEditing(true)}>
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            {t('scrumboard.board.edit')}
          </Button>
          <Dropdown align="end">
            <Dropdown.Toggle
              size="sm"
              variant="outline-secondary"
              className="no-caret"
              aria-label={t('scrumboard.board.menu')}
            >
              <i className="bi bi-three-dots" aria-hidden="true" />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item as="button" onClick={() => setManagingLabels(true)}>
                <i className="bi bi-tags me-2" aria-hidden="true" />
                {t('scrumboard.labels.manage')}
              </Dropdown.Item>
              <Dropdown.Item
                as="button"
                className="text-danger"
                onClick={() => void onDeleteBoard()}
              >
                <i className="bi bi-trash me-2" aria-hidden="true" />
                {t('scrumboard.board.delete')}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </div>
      </div>
      <BoardCanvas
        board={shownBoard}
        onOpenCard={(card) => setOpenCardId(card.id)}
        onMoveCard={onMoveCard}
        onMoveList={(move) =>
          moveList.mutate(move, {
            onSuccess: () => notify('success', t('scrumboard.done.listMoved')),
            onError: failed('scrumboard.done.moveFailed'),
          })
        }
        onAddList={(title) =>
          createList
            .mutateAsync(title)
            .then(
              () => notify('success', t('scrumboard.done.listAdded', { title })),
              failed('scrumboard.done.failed'),
            )
        }
        onAddCard={(listId, title) =>
          createCard
            .mutateAsync({ listId, title })
            .then(
              () => notify('success', t('scrumboard.done.cardAdded', { title })),
              failed('scrumboard.done.failed'),
            )
        }
        onRenameList={(list, title) =>
          renameList
            .mutateAsync({ id: list.id, title })
            .then(
              () => notify('success', t('scrumboard.done.listRenamed', { title })),
              failed('scrumboard.done.failed'),
            )
        }
        onDeleteList={(list) => void onDeleteList(list)}
      />
      <Suspense fallback={null}>
        {openCard ? (
          <CardDialog
            board={board}
            card={openCard}
            onHide={() => setOpenCardId(null)}
            onSave={async (id, changes) => {
              const card = await updateCard.mutateAsync({ id, card: changes });
              notify('success', t('scrumboard.done.cardSaved', { title: card.title }));
            }}
            onCreateLabel={async (title) => {
              const label = await createLabel.mutateAsync(title);
              notify('success', t('scrumboard.done.labelCreated', { title: label.title }));
              return label;
            }}
            onDelete={(card) => void onDeleteCard(card)}
          />
        ) : null}
        {editing ? (
          <BoardFormDialog
            show={editing}
            onHide={() => setEditing(false)}
            board={board}
            onSubmit={async (values) => {
              await updateBoard.mutateAsync(values);
              notify('success', t('scrumboard.done.boardSaved', { title: values.title }));
            }}
          />
        ) : null}
        {managingLabels ? (
          <LabelsDialog
            show={managingLabels}
            onHide={() => setManagingLabels(false)}
            labels={board.labels}
            onCreate={(title) =>
              createLabel
                .mutateAsync(title)
                .then(
                  () => notify('success', t('scrumboard.done.labelCreated', { title })),
                  failed('scrumboard.done.failed'),
                )
            }
            onRename={(label, title) =>
              renameLabel
                .mutateAsync({ id: label.id, title })
                .then(
                  () => notify('success', t('scrumboard.done.labelRenamed', { title })),
                  failed('scrumboard.done.failed'),
                )
            }
            onDelete={(label) => void onDeleteLabel(label)}
          />
        ) : null}
      </Suspense>
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

/** apps/scrumboard/:boardId: one board with its lists and cards. */
export function BoardPage() {
  const { t } = useTranslation();
  const { boardId = '' } = useParams();
  const board = useQuery(scrumboardQueries.board(boardId));

  if (board.isPending) {
    return (
      <div className="sb-page placeholder-glow" aria-busy="true">
        <span className="placeholder col-4 d-block rounded mb-4" style={{ height: 32 }} />
        <div className="sb-board">
          {[0, 1, 2].map((key) => (
            <div key={key} className="sb-list" aria-hidden="true">
              <span className="placeholder col-6 rounded mb-3" />
              <span className="placeholder col-12 rounded mb-2" style={{ height: 64 }} />
              <span className="placeholder col-12 rounded" style={{ height: 64 }} />
            </div>
          ))}
        </div>
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (board.isError) {
    const missing =
      board.error instanceof ApiError &&
      (board.error.statusCode === 404 || board.error.statusCode === 400);
    return (
      <div className="sb-page">
        {missing ? (
          <div className="text-center py-5">
            <i className="bi bi-kanban fs-1 text-body-secondary" aria-hidden="true" />
            <h1 className="h4 mt-3">{t('scrumboard.board.notFoundTitle')}</h1>
            <p className="text-body-secondary">{t('scrumboard.board.notFound')}</p>
            <Link to={BOARDS_PATH} className="btn btn-primary">
              {t('scrumboard.actions.allBoards')}
            </Link>
          </div>
        ) : (
          <ErrorAlert
            error={board.error}
            title={t('scrumboard.board.loadFailed')}
            onRetry={() => void board.refetch()}
            retrying={board.isFetching}
          />
        )}
      </div>
    );
  }
  return <BoardScreen board={board.data} />;
}

export { BoardPage as Component };
