import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { mayAccess, type Role } from '../../common/auth/access';
import { conflict, invalid, notFound, ruleBroken } from '../../common/errors/domain-error';
import { AccountsService } from '../accounts/accounts.service';
import type { FileManagerItemDto, FolderListingDto, ItemPatchDto } from './dto/file-manager.dto';
import { FileManagerRepository } from './file-manager.repository';
import type { FileManagerItem } from './file-manager.types';
import { FileStore } from './file-store';
import { detectFileType, formatSize } from './file-types';
import { nameProblem, sameName } from './item-names';

export interface NewFolder {
  folderId: string | null;
  name: string;
  description?: string | null;
}

export interface NewFile {
  folderId: string | null;
  name: string;
  bytes: Buffer;
}

export interface Download {
  name: string;
  contentType: string;
  length: number;
  stream: Readable;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a: FileManagerItem, b: FileManagerItem) => collator.compare(a.name, b.name);
const isFolder = (item: FileManagerItem) => item.type === 'folder';

/**
 * Whether an account holding `roles` may see the item. What it may not see does not exist
 * for it: every answer about it is the 404 of an unknown id.
 */
const visibleTo = (roles: readonly Role[]) => (item: FileManagerItem) =>
  !item.readableBy || mayAccess(roles, item.readableBy);

@Injectable()
export class FileManagerService {
  constructor(
    private readonly items: FileManagerRepository,
    private readonly files: FileStore,
    private readonly accounts: AccountsService,
  ) {}

  /**
   * The folders and files of a folder (null: the root), each by name, and its path: what
   * `roles` may see.
   */
  listing(roles: readonly Role[], folderId: string | null): FolderListingDto {
    const all = this.items.list().filter(visibleTo(roles));
    if (folderId !== null) folderOf(all, folderId);
    const children = all.filter((item) => item.folderId === folderId).sort(byName);
    return {
      folders: children.filter(isFolder).map((item) => this.toDto(item, all)),
      files: children.filter((item) => !isFolder(item)).map((item) => this.toDto(item, all)),
      path: ancestry(all, folderId).map((item) => this.toDto(item, all)),
    };
  }

  get(roles: readonly Role[], id: string): FileManagerItemDto {
    const all = this.items.list().filter(visibleTo(roles));
    return this.toDto(itemOf(all, id), all);
  }

  async createFolder(
    accountId: string,
    roles: readonly Role[],
    input: NewFolder,
  ): Promise<FileManagerItemDto> {
    const createdBy = this.nameOf(accountId);
    const created = await this.items.mutate((items) => {
      if (input.folderId !== null) folderOf(items.filter(visibleTo(roles)), input.folderId);
      assertNameFree(items, input.folderId, input.name);
      const now = new Date().toISOString();
      const folder: FileManagerItem = {
        id: randomUUID(),
        folderId: input.folderId,
        name: input.name,
        createdBy,
        createdAt: now,
        modifiedAt: now,
        type: 'folder',
        bytes: 0,
        storageKey: null,
        contentType: null,
        description: input.description ?? null,
      };
      return { items: [...items, folder], result: folder };
    });
    return this.toDtoFor(roles, created);
  }

  /** Stores the bytes under a random key, then records the file; the type comes from content. */
  async upload(
    accountId: string,
    roles: readonly Role[],
    input: NewFile,
  ): Promise<FileManagerItemDto> {
    const createdBy = this.nameOf(accountId);
    // The uploaded file's own name when the form gives none: held to the same rules.
    const problem = nameProblem(input.name);
    if (problem) throw invalid('name-invalid', problem, 'name');
    // Fail fast, before writing anything; checked again together with the insert.
    const current = this.items.list();
    if (input.folderId !== null) folderOf(current.filter(visibleTo(roles)), input.folderId);
    assertNameFree(current, input.folderId, input.name);

    const detected = detectFileType(input.name, input.bytes);
    const storageKey = await this.files.save(input.bytes);
    try {
      const created = await this.items.mutate((items) => {
        if (input.folderId !== null) folderOf(items.filter(visibleTo(roles)), input.folderId);
        assertNameFree(items, input.folderId, input.name);
        const now = new Date().toISOString();
        const file: FileManagerItem = {
          id: randomUUID(),
          folderId: input.folderId,
          name: input.name,
          createdBy,
          createdAt: now,
          modifiedAt: now,
          type: detected.type,
          bytes: input.bytes.length,
          storageKey,
          contentType: detected.contentType,
          description: null,
        };
        return { items: [...items, file], result: file };
      });
      return this.toDtoFor(roles, created);
    } catch (error) {
      await this.files.remove([storageKey]);
      throw error;
    }
  }

  /**
   * Puts a file the server made (a scheduled report, say) into a folder of the root,
   * which is made when missing. A name already taken there gets " (2)", " (3)"... before
   * its extension, so a delivery never fails over a name. `readableBy` names the roles
   * that may see the file (admins always): those that may read what it holds. Answers the
   * new file.
   */
  async deliver(
    accountId: string,
    folderName: string,
    input: {
      name: string;
      bytes: Buffer;
      readableBy: readonly Role[];
      folderDescription?: string;
    },
  ): Promise<FileManagerItemDto> {
    const createdBy = this.nameOf(accountId);
    for (const name of [folderName, input.name]) {
      const problem = nameProblem(name);
      if (problem) throw invalid('name-invalid', problem, 'name');
    }
    const detected = detectFileType(input.name, input.bytes);
    const storageKey = await this.files.save(input.bytes);
    try {
      const created = await this.items.mutate((items) => {
        const now = new Date().toISOString();
        const existing = items.find(
          (one) => one.folderId === null && isFolder(one) && sameName(one.name, folderName),
        );
        const folder: FileManagerItem = existing ?? {
          id: randomUUID(),
          folderId: null,
          name: folderName,
          createdBy,
          createdAt: now,
          modifiedAt: now,
          type: 'folder',
          bytes: 0,
          storageKey: null,
          contentType: null,
          description: input.folderDescription ?? null,
        };
        if (!existing) assertNameFree(items, null, folderName);
        const file: FileManagerItem = {
          id: randomUUID(),
          folderId: folder.id,
          name: freeName(items, folder.id, input.name),
          createdBy,
          createdAt: now,
          modifiedAt: now,
          type: detected.type,
          bytes: input.bytes.length,
          storageKey,
          contentType: detected.contentType,
          description: null,
          readableBy: [...input.readableBy],
        };
        return { items: [...items, ...(existing ? [] : [folder]), file], result: file };
      });
      return this.toDtoFor(input.readableBy, created);
    } catch (error) {
      await this.files.remove([storageKey]);
      throw error;
    }
  }

  /**
   * Marks who may see the files of the root folder `folderName` that carry no mark yet
   * (files delivered before deliveries were marked): `readersOf` answers the roles, or
   * undefined to leave a file open to every account. One write, only when something changes.
   */
  async markReaders(
    folderName: string,
    readersOf: (file: { id: string; name: string }) => readonly Role[] | undefined,
  ): Promise<number> {
    const unmarked = (items: readonly FileManagerItem[]) => {
      const folders = new Set(
        items
          .filter((one) => one.folderId === null && isFolder(one) && sameName(one.name, folderName))
          .map((one) => one.id),
      );
      return items.filter(
        (one) =>
          one.folderId !== null && folders.has(one.folderId) && !isFolder(one) && !one.readableBy,
      );
    };
    if (!unmarked(this.items.list()).some((file) => readersOf(file))) return 0;
    return this.items.mutate((items) => {
      const marks = new Map(
        unmarked(items).flatMap((file) => {
          const readers = readersOf(file);
          return readers ? [[file.id, [...readers]] as const] : [];
        }),
      );
      return {
        items: items.map((one) => {
          const readableBy = marks.get(one.id);
          return readableBy ? { ...one, readableBy } : one;
        }),
        result: marks.size,
      };
    });
  }

  /** Renames, describes and moves; a folder never moves into itself or below itself. */
  async update(
    roles: readonly Role[],
    id: string,
    patch: ItemPatchDto,
  ): Promise<FileManagerItemDto> {
    const updated = await this.items.mutate((items) => {
      const visible = items.filter(visibleTo(roles));
      const item = itemOf(visible, id);
      const target = patch.folderId === undefined ? item.folderId : patch.folderId;
      const name = patch.name ?? item.name;
      // A file's read answers description null: that, sent back, is no change.
      if (patch.description !== undefined && patch.description !== null && !isFolder(item)) {
        throw ruleBroken(
          'description-folders-only',
          'Only folders have a description',
          'item.description',
        );
      }
      if (target !== item.folderId && target !== null) {
        folderOf(visible, target);
        if (isFolder(item) && (target === item.id || isBelow(items, target, item.id))) {
          throw ruleBroken(
            'folder-move-into-itself',
            `A folder cannot be moved into itself or one of its subfolders`,
            'item.folderId',
          );
        }
      }
      assertNameFree(items, target, name, item.id);
      const next: FileManagerItem = {
        ...item,
        name,
        folderId: target,
        description: patch.description === undefined ? item.description : patch.description,
        modifiedAt: new Date().toISOString(),
      };
      return { items: items.map((one) => (one.id === id ? next : one)), result: next };
    });
    return this.toDtoFor(roles, updated);
  }

  /**
   * Deletes a file, or a folder: an empty one, or with `recursive` everything below it
   * too. The stored bytes go once the metadata is gone. A folder holding what `roles` may
   * not see is not empty for them, recursive or not: they may not delete it.
   */
  async remove(roles: readonly Role[], id: string, recursive: boolean): Promise<true> {
    const storageKeys = await this.items.mutate((items) => {
      const item = itemOf(items.filter(visibleTo(roles)), id);
      const below = isFolder(item) ? descendants(items, id) : [];
      const hidden = below.some((one) => !visibleTo(roles)(one));
      if (below.length > 0 && (!recursive || hidden)) {
        throw conflict(
          'folder-not-empty',
          `The folder ${item.name} is not empty: delete what it holds first, or ask for recursive=true`,
        );
      }
      const gone = new Set([id, ...below.map((one) => one.id)]);
      const keys = [item, ...below]
        .map((one) => one.storageKey)
        .filter((key): key is string => key !== null);
      return { items: items.filter((one) => !gone.has(one.id)), result: keys };
    });
    await this.files.remove(storageKeys);
    return true;
  }

  async download(roles: readonly Role[], id: string): Promise<Download> {
    const item = itemOf(this.items.list().filter(visibleTo(roles)), id);
    if (isFolder(item) || !item.storageKey) {
      throw ruleBroken(
        'folder-not-downloadable',
        `${item.name} is a folder: only files can be downloaded`,
      );
    }
    const stored = await this.files.open(item.storageKey);
    if (!stored) throw notFound('file-missing', `The content of ${item.name} is missing`);
    return {
      name: item.name,
      contentType: item.contentType ?? 'application/octet-stream',
      length: stored.size,
      stream: stored.stream,
    };
  }

  private nameOf(accountId: string): string {
    const user = this.accounts.getUser(accountId);
    return `${user.name} ${user.surname}`.trim();
  }

  /** The item as `roles` see it: a folder counts only the files they may see. */
  private toDtoFor(roles: readonly Role[], item: FileManagerItem): FileManagerItemDto {
    return this.toDto(item, this.items.list().filter(visibleTo(roles)));
  }

  /** `visible`: the items the caller may see, the folder's sizes and counts are of those. */
  private toDto(item: FileManagerItem, visible: readonly FileManagerItem[]): FileManagerItemDto {
    const base = {
      id: item.id,
      folderId: item.folderId,
      name: item.name,
      createdBy: item.createdBy,
      createdAt: item.createdAt,
      modifiedAt: item.modifiedAt,
      type: item.type,
    };
    if (!isFolder(item)) {
      return { ...base, size: formatSize(item.bytes), contents: null, description: null };
    }
    const files = descendants(visible, item.id).filter((one) => !isFolder(one));
    const bytes = files.reduce((total, one) => total + one.bytes, 0);
    return {
      ...base,
      size: formatSize(bytes),
      contents: `${files.length} ${files.length === 1 ? 'file' : 'files'}`,
      description: item.description,
    };
  }
}

function itemOf(items: readonly FileManagerItem[], id: string): FileManagerItem {
  const item = items.find((one) => one.id === id);
  if (!item) throw notFound('not-found', `Could not found item with id of ${id}!`);
  return item;
}

function folderOf(items: readonly FileManagerItem[], id: string): FileManagerItem {
  const folder = items.find((one) => one.id === id);
  if (!folder || !isFolder(folder))
    throw notFound('not-found', `Could not found folder with id of ${id}!`);
  return folder;
}

function assertNameFree(
  items: readonly FileManagerItem[],
  folderId: string | null,
  name: string,
  exceptId?: string,
): void {
  const taken = items.some(
    (one) => one.folderId === folderId && one.id !== exceptId && sameName(one.name, name),
  );
  if (taken) {
    throw conflict('name-taken', `An item named ${name} already exists in this folder`, 'name');
  }
}

/** The name, or the first of "name (2).ext", "name (3).ext"... free in the folder. */
function freeName(items: readonly FileManagerItem[], folderId: string | null, name: string) {
  const taken = (candidate: string) =>
    items.some((one) => one.folderId === folderId && sameName(one.name, candidate));
  if (!taken(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; ; copy += 1) {
    const candidate = `${stem} (${copy})${extension}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Everything below a folder, at any depth. */
function descendants(items: readonly FileManagerItem[], folderId: string): FileManagerItem[] {
  const found: FileManagerItem[] = [];
  const pending = [folderId];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const parent = pending.pop()!;
    for (const item of items) {
      if (item.folderId !== parent || seen.has(item.id)) continue;
      seen.add(item.id);
      found.push(item);
      if (isFolder(item)) pending.push(item.id);
    }
  }
  return found;
}

/** True when `folderId` is somewhere below `ancestorId`. */
function isBelow(items: readonly FileManagerItem[], folderId: string, ancestorId: string): boolean {
  return ancestry(items, folderId).some((one) => one.id === ancestorId);
}

/** The folder and its ancestors, from the root down. */
function ancestry(items: readonly FileManagerItem[], folderId: string | null): FileManagerItem[] {
  const path: FileManagerItem[] = [];
  const seen = new Set<string>();
  let current = folderId;
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const folder = items.find((one) => one.id === current);
    if (!folder) break;
    path.unshift(folder);
    current = folder.folderId;
  }
  return path;
}
