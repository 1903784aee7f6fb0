import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { AppIcon } from '../../../components/icons/AppIcon';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { formatRelativeTime } from '../../../lib/format';
import { type BoardSummary, scrumboardQueries, useCreateBoard } from '../api/scrumboard-api';
import { BoardFormDialog } from '../components/BoardFormDialog';
import { MemberAvatars } from '../components/MemberAvatars';
import '../components/scrumboard.css';

export const boardPath = (id: string) => `/apps/scrumboard/${id}`;

function BoardTile({ board }: { board: BoardSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="sb-board-tile">
      <Link to={boardPath(board.id)} className="sb-board-tile__link" data-testid="sb-board-tile">
        <span className="sb-board-tile__icon">
          <AppIcon name={board.icon ?? 'heroicons_outline:rectangle-group'} />
        </span>
        <span className="sb-board-tile__title">{board.title}</span>
        {board.description && (
          <span className="sb-board-tile__description">{board.description}</span>
        )}
        <span className="sb-board-tile__footer">
          <MemberAvatars members={board.members} size="sm" />
          <span className="sb-board-tile__activity">
            {t('scrumboard.boards.lastActivity', {
              when: formatRelativeTime(board.lastActivity, i18n.language),
            })}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** apps/scrumboard: the boards the person is a member of, and "create a board". */
export function BoardsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const boards = useQuery(scrumboardQueries.boards());
  const create = useCreateBoard();
  const [creating, setCreating] = useState(false);
  const { notices, dismiss } = useNotices();

  return (
    <div className="sb-page">
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="flex-grow-1">
          <h1 className="page-header__title">{t('scrumboard.title')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('scrumboard.subtitle')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('scrumboard.actions.createBoard')}
        </Button>
      </div>
      {boards.data?.length === 0 && (
        <div className="sb-empty">
          <i className="bi bi-kanban" aria-hidden="true" />
          <p className="mb-0">{t('scrumboard.boards.empty')}</p>
        </div>
      )}
      {boards.isError ? (
        <ErrorAlert
          error={boards.error}
          title={t('scrumboard.boards.loadFailed')}
          onRetry={() => void boards.refetch()}
          retrying={boards.isFetching}
        />
      ) : (
        <ul
          className="sb-board-grid"
          aria-label={t('scrumboard.boards.label')}
          aria-busy={boards.isPending}
        >
          {boards.isPending
            ? [0, 1, 2].map((key) => (
                <li key={key} className="sb-board-tile placeholder-glow" aria-hidden="true">
                  <span className="sb-board-tile__link">
                    <span className="placeholder col-3 rounded" style={{ height: 40 }} />
                    <span className="placeholder col-8 rounded mt-3" />
                    <span className="placeholder col-6 rounded mt-2" />
                  </span>
                </li>
              ))
            : boards.data.map((board) => <BoardTile key={board.id} board={board} />)}
          <li className="sb-board-tile sb-board-tile--new d-none d-md-flex">
            <button type="button" className="sb-board-tile__link" onClick={() => setCreating(true)}>
              <span className="sb-board-tile__icon">
                <i className="bi bi-plus-lg" aria-hidden="true" />
              </span>
              <span className="sb-board-tile__title">{t('scrumboard.actions.createBoard')}</span>
            </button>
          </li>
        </ul>
      )}
      {boards.isPending && <span className="visually-hidden">{t('common.loading')}</span>}
      <BoardFormDialog
        show={creating}
        onHide={() => setCreating(false)}
        onSubmit={async ({ title, description, icon }) => {
          const board = await create.mutateAsync({ title, description, icon });
          // The board's page says it was created (this page is gone by then).
          void navigate(boardPath(board.id), {
            state: { flash: t('scrumboard.done.boardCreated', { title: board.title }) },
          });
        }}
      />
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

export { BoardsPage as Component };
