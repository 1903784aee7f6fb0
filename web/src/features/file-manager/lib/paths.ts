/** A folder as the path and the move rules see it. */
export interface FolderRef {
  id: string;
  name: string;
}

/** One step of the breadcrumb: the root (id null) or a folder. */
export interface Crumb {
  id: string | null;
  name: string;
  /** The folder being shown: not a link. */
  current: boolean;
}

/**
 * The breadcrumb of a folder: the root first, then the ancestors from the server's path
 * (root down, the folder itself last). The root's name is the caller's, translated.
 */
export function breadcrumbTrail(path: readonly FolderRef[], rootName: string): Crumb[] {
  const trail: Crumb[] = [{ id: null, name: rootName, current: path.length === 0 }];
  path.forEach((folder, index) =>
    trail.push({ id: folder.id, name: folder.name, current: index === path.length - 1 }),
  );
  return trail;
}

/** What is moved: a folder or a file, where it is now. */
export interface MovedItem {
  id: string;
  type: string;
  folderId: string | null;
}

export type DropRefusal = 'same-folder' | 'into-itself' | 'into-descendant';

/**
 * Why an item cannot go into a folder, or null when it can. `targetPath` is the
 * target's ancestry from the root down, the target itself last (empty for the root),
 * so a folder is never moved into itself or anything below it; moving to where it
 * already is does nothing and is refused too.
 */
export function dropRefusal(
  item: MovedItem,
  targetId: string | null,
  targetPath: readonly { id: string }[],
): DropRefusal | null {
  if (item.type === 'folder') {
    if (targetId === item.id) return 'into-itself';
    if (targetPath.some((folder) => folder.id === item.id)) return 'into-descendant';
  }
  if (targetId === item.folderId) return 'same-folder';
  return null;
}

export function canDropInto(
  item: MovedItem,
  targetId: string | null,
  targetPath: readonly { id: string }[],
): boolean {
  return dropRefusal(item, targetId, targetPath) === null;
}
