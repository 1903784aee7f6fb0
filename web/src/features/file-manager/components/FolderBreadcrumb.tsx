import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { breadcrumbTrail, type FolderRef } from '../lib/paths';
import { useDropTarget } from './dnd';

export function folderHref(folderId: string | null): string {
  return folderId ? `?folder=${encodeURIComponent(folderId)}` : '?';
}

function Crumb({
  id,
  name,
  current,
  path,
}: {
  id: string | null;
  name: string;
  current: boolean;
  path: readonly FolderRef[];
}) {
  const { setNodeRef, state } = useDropTarget({ folderId: id, name, path });
  const icon = id === null ? <i className="bi bi-hdd-stack me-1" aria-hidden="true" /> : null;
  return (
    <li
      ref={setNodeRef}
      className={`fm-crumb fm-drop--${state}${current ? ' active' : ''}`}
      aria-current={current ? 'page' : undefined}
      data-testid="fm-crumb"
    >
      {current ? (
        <span className="fm-crumb__label">
          {icon}
          {name}
        </span>
      ) : (
        <Link to={folderHref(id)} className="fm-crumb__label">
          {icon}
          {name}
        </Link>
      )}
    </li>
  );
}

/** Root, ancestors and the current folder; each a link and a drop target. */
export function FolderBreadcrumb({ path }: { path: readonly FolderRef[] }) {
  const { t } = useTranslation();
  const trail = breadcrumbTrail(path, t('fileManager.root'));
  return (
    <nav aria-label={t('fileManager.breadcrumb')} className="fm-breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <Crumb key={crumb.id ?? 'root'} {...crumb} path={path.slice(0, index)} />
        ))}
      </ol>
    </nav>
  );
}
