import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { conflict, invalid, notFound, ruleBroken } from '../../common/errors/domain-error';
import { AccountsService } from '../accounts/accounts.service';
import type { FileManagerItemDto, FolderListingDto, ItemPatchDto } from './file-manager.dto';
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

@Injectable()
export class FileManagerService {
  constructor(
    private readonly items: FileManagerRepository,
    private readonly files: FileStore,
    private readonly accounts: AccountsService,
  ) {}

  /** The folders and files of a folder (null: the root), each by name, and its path. */
  listing(folderId: string | null): FolderListingDto {
    const all = this.items.list();
    if (folderId !== null) folderOf(all, folderId);
    const children = all.filter((item) => item.folderId === folderId).sort(byName);
    return {
      folders: children.filter(isFolder).map((item) => this.toDto(item)),
      files: children.filter((item) => !isFolder(item)).map((item) => this.toDto(item)),
      path: ancestry(all, folderId).map((item) => this.toDto(item)),
    };
  }

  get(id: string): FileManagerItemDto {
    return this.toDto(itemOf(this.items.list(), id));
  }

  async createFolder(accountId: string, input: NewFolder): Promise<FileManagerItemDto> {
    const createdBy = this.nameOf(accountId);
    const created = await this.items.mutate((items) => {
      if (input.folderId !== null) folderOf(items, input.folderId);
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
    return this.toDto(created);
  }

  /** Stores the bytes under a random key, then records the file; the type comes from content. */
  async upload(accountId: string, input: NewFile): Promise<FileManagerItemDto> {
    const createdBy = this.nameOf(accountId);
    // The uploaded file's own name when the form gives none: held to the same rules.
    const problem = nameProblem(input.name);
    if (problem) throw invalid('name-invalid', problem, 'name');
    // Fail fast, before writing anything; checked again together with the insert.
    const current = this.items.list();
    if (input.folderId !== null) folderOf(current, input.folderId);
    assertNameFree(current, input.folderId, input.name);

    const detected = detectFileType(input.name, input.bytes);
    const storageKey = await this.files.save(input.bytes);
    try {
      const created = await this.items.mutate((items) => {
        if (input.folderId !== null) folderOf(items, input.folderId);
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
      return this.toDto(created);
    } catch (error) {
      await this.files.remove([storageKey]);
      throw error;
    }
  }

  /**
   * Puts a file the server made (a scheduled report, say) into a folder of the root,
   * which is made when missing. A name already taken there gets " (2)", " (3)"... before
   * its extension, so a delivery never fails over a name. Answers the new file.
   */
  async deliver(
    accountId: string,
    folderName: string,
    input: { name: string; bytes: Buffer; folderDescription?: string },
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
        };
        return { items: [...items, ...(existing ? [] : [folder]), file], result: file };
      });
      return this.toDto(created);
    } catch (error) {
      await this.files.remove([storageKey]);
      throw error;
    }
  }

  /** Renames, describes and moves; a folder never moves into itself or below itself. */
  async update(id: string, patch: ItemPatchDto): Promise<FileManagerItemDto> {
    const updated = await this.items.mutate((items) => {
      const item = itemOf(items, id);
      const target = patch.folderId === undefined ? item.folderId : patch.folderId;
      const name = patch.name ?? item.name;
      if (patch.description !== undefined && !isFolder(item)) {
        throw ruleBroken(
          'description-folders-only',
          'Only folders have a description',
          'item.description',
        );
      }
      if (target !== item.folderId && target !== null) {
        folderOf(items, target);
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
    return this.toDto(updated);
  }

  /**
   * Deletes a file, or a folder: an empty one, or with `recursive` everything below it
   * too. The stored bytes go once the metadata is gone.
   */
  async remove(id: string, recursive: boolean): Promise<true> {
    const storageKeys = await this.items.mutate((items) => {
      const item = itemOf(items, id);
      const below = isFolder(item) ? descendants(items, id) : [];
      if (below.length > 0 && !recursive) {
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

  async download(id: string): Promise<Download> {
    const item = itemOf(this.items.list(), id);
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

  private toDto(item: FileManagerItem): FileManagerItemDto {
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
    const files = descendants(this.items.list(), item.id).filter((one) => !isFolder(one));
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
