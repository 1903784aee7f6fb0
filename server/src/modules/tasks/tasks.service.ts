import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { conflict, invalid, notFound } from '../../common/errors/domain-error';
import { ACCOUNT_CREATED, type AccountCreatedEvent } from '../../common/events/domain-events';
import { StoreService } from '../../store';
import { sampleTasks } from '../../store/seed/tasks';
import { AccountsService } from '../accounts/accounts.service';
import { highlight, matches } from '../shell/search/highlight';
import { SearchService } from '../shell/search/search.service';
import type {
  TaskAssigneeDto,
  TaskDto,
  TaskPatchDto,
  TaskTagDto,
  TaskTagInputDto,
} from './dto/tasks.dto';
import { TaskTagsRepository, TasksRepository } from './tasks.repository';
import type { Task, TaskTag, TaskType } from './tasks.types';

const ASSIGNEES_PAGE = 20;

const byOrder = (a: Task, b: Task) => a.order - b.order;

@Injectable()
export class TasksService implements OnModuleInit {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly tags: TaskTagsRepository,
    private readonly accounts: AccountsService,
    private readonly searchService: SearchService,
    private readonly store: StoreService,
  ) {}

  /** The caller's tasks take part in the toolbar search (common knows nothing of tasks). */
  onModuleInit(): void {
    this.searchService.register({
      id: 'tasks',
      label: 'Tasks',
      search: (query, accountId) =>
        this.found(accountId, query).map((task) => ({
          id: task.id,
          link: `/apps/tasks/${task.id}`,
          value: highlight(task.title, query),
          title: task.title,
          completed: task.completed,
        })),
    });
  }

  /** The account's list, in order. */
  list(accountId: string): TaskDto[] {
    return this.own(accountId).map(toDto);
  }

  /**
   * Tasks whose title or notes hold the query (any case), in order, the title's matches
   * in <mark> (the rest escaped); an empty query finds nothing.
   */
  search(accountId: string, rawQuery = ''): TaskDto[] {
    const query = rawQuery.trim();
    if (!query) return [];
    return this.found(accountId, query).map((task) => ({
      ...toDto(task),
      title: highlight(task.title, query),
    }));
  }

  get(accountId: string, id: string): TaskDto {
    return toDto(this.owned(accountId, id));
  }

  /**
   * A blank task or section, first in the list: the others move down one, all in one
   * commit, so that two creations never share a place.
   */
  async create(accountId: string, type: TaskType): Promise<TaskDto> {
    const task: Task = {
      id: randomUUID(),
      accountId,
      type,
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    };
    return this.tasks.mutate((items) => {
      const mine = items.filter((item) => item.accountId === accountId).sort(byOrder);
      const rank = new Map(mine.map((item, index) => [item.id, index + 1]));
      const renumbered = items.map((item) => {
        const order = rank.get(item.id);
        return order === undefined || order === item.order ? item : { ...item, order };
      });
      return { items: [task, ...renumbered], result: toDto(task) };
    });
  }

  async update(accountId: string, id: string, patch: TaskPatchDto): Promise<TaskDto> {
    const current = this.owned(accountId, id);
    const changes: Partial<Task> = {};
    if (patch.title !== undefined) changes.title = patch.title;
    if (patch.notes !== undefined) changes.notes = patch.notes;
    if (patch.completed !== undefined) changes.completed = patch.completed;
    if (patch.dueDate !== undefined) changes.dueDate = patch.dueDate;
    if (patch.priority !== undefined) changes.priority = patch.priority;
    if (patch.tags !== undefined) {
      const unknown = patch.tags.find((tagId) => this.tags.get(tagId)?.accountId !== accountId);
      if (unknown) throw invalid('reference-missing', `Unknown task tag ${unknown}`, 'task.tags');
      changes.tags = [...new Set(patch.tags)];
    }
    if (patch.assignedTo !== undefined) {
      changes.assignedTo = this.assignee(patch.assignedTo, current.assignedTo);
    }
    if (patch.subTasks !== undefined) {
      const seen = new Set<string>();
      changes.subTasks = patch.subTasks.map(({ id: subId, title, completed }) => {
        const kept = subId && !seen.has(subId) ? subId : randomUUID();
        seen.add(kept);
        return { id: kept, title, completed };
      });
    }
    const updated = await this.tasks.mutate((items) => {
      const index = items.findIndex((item) => item.id === id && item.accountId === accountId);
      if (index === -1) throw taskNotFound(id);
      const next = { ...items[index], ...changes };
      return { items: items.toSpliced(index, 1, next), result: next };
    });
    return toDto(updated);
  }

  async remove(accountId: string, id: string): Promise<true> {
    this.owned(accountId, id);
    await this.tasks.mutate((items) => {
      const index = items.findIndex((item) => item.id === id && item.accountId === accountId);
      if (index === -1) throw taskNotFound(id);
      return { items: items.toSpliced(index, 1), result: undefined };
    });
    return true;
  }

  /**
   * The whole new order: it must name every task of the account's list exactly once
   * (checked against the list as it is when the change applies). Answers the list.
   */
  async reorder(accountId: string, ids: readonly string[]): Promise<TaskDto[]> {
    const result = await this.tasks.mutate((items) => {
      const mine = new Set(
        items.filter((item) => item.accountId === accountId).map((item) => item.id),
      );
      const named = new Set(ids);
      if (
        named.size !== ids.length ||
        named.size !== mine.size ||
        ids.some((id) => !mine.has(id))
      ) {
        throw invalid(
          'order-invalid',
          'The new order must name each of your tasks exactly once',
          'tasks',
        );
      }
      const rank = new Map(ids.map((id, index) => [id, index]));
      const next = items.map((item) => {
        const order = rank.get(item.id);
        return order === undefined || order === item.order ? item : { ...item, order };
      });
      return { items: next, result: next.filter((item) => item.accountId === accountId) };
    });
    return [...result].sort(byOrder).map(toDto);
  }

  tagList(accountId: string): TaskTagDto[] {
    return this.tags
      .list()
      .filter((tag) => tag.accountId === accountId)
      .map(tagToDto);
  }

  async createTag(accountId: string, input: TaskTagInputDto): Promise<TaskTagDto> {
    const tag: TaskTag = { id: randomUUID(), accountId, title: input.title };
    await this.tags.mutate((items) => {
      assertTitleFree(items, accountId, input.title);
      return { items: [...items, tag], result: undefined };
    });
    return tagToDto(tag);
  }

  async updateTag(accountId: string, id: string, input: TaskTagInputDto): Promise<TaskTagDto> {
    const updated = await this.tags.mutate((items) => {
      const index = items.findIndex((tag) => tag.id === id && tag.accountId === accountId);
      if (index === -1) throw tagNotFound(id);
      assertTitleFree(items, accountId, input.title, id);
      const next = { ...items[index], title: input.title };
      return { items: items.toSpliced(index, 1, next), result: next };
    });
    return tagToDto(updated);
  }

  /**
   * Deletes the tag and strips it from every task of the account, in one commit: after a
   * crash no task carries a tag that is gone.
   */
  removeTag(accountId: string, id: string): Promise<true> {
    return this.store.mutateTogether([this.tags, this.tasks], ([tags, tasks]) => {
      const index = tags.findIndex((tag) => tag.id === id && tag.accountId === accountId);
      if (index === -1) throw tagNotFound(id);
      const stripped = tasks.some((task) => task.tags.includes(id))
        ? tasks.map((task) =>
            task.tags.includes(id)
              ? { ...task, tags: task.tags.filter((tagId) => tagId !== id) }
              : task,
          )
        : tasks;
      return { lists: [tags.toSpliced(index, 1), stripped], result: true as const };
    });
  }

  /**
   * The accounts a task may be assigned to: active ones matching the search, by name; or,
   * with `id`, that one account (whatever its state), to name a task's assignee.
   */
  assignees(search?: string, id?: string): TaskAssigneeDto[] {
    if (id) {
      const account = this.accounts.get(id);
      return account ? [toAssignee(account)] : [];
    }
    return this.accounts
      .list({
        state: 'active',
        search: search?.trim() || undefined,
        sort: 'name',
        order: 'asc',
        page: 1,
        size: ASSIGNEES_PAGE,
      })
      .items.map(toAssignee);
  }

  @OnEvent(ACCOUNT_CREATED, { promisify: true })
  async onAccountCreated({ accountId }: AccountCreatedEvent): Promise<void> {
    const sample = sampleTasks(accountId);
    await this.store.mutateTogether([this.tags, this.tasks], ([tags, tasks]) => ({
      lists: [
        [...tags, ...sample.tags],
        [...tasks, ...sample.tasks],
      ],
      result: undefined,
    }));
  }

  /** A new assignee must be an active account; the current one may stay as it is. */
  private assignee(id: string | null, current: string | null): string | null {
    if (id === null || id === current) return id;
    if (!this.accounts.get(id)) {
      throw invalid('reference-missing', `Unknown account ${id}`, 'task.assignedTo');
    }
    if (!this.accounts.getActive(id)) {
      throw invalid('reference-inactive', `The account ${id} is not active`, 'task.assignedTo');
    }
    return id;
  }

  private own(accountId: string): Task[] {
    return this.tasks
      .list()
      .filter((task) => task.accountId === accountId)
      .sort(byOrder);
  }

  private found(accountId: string, query: string): Task[] {
    return this.own(accountId).filter(
      (task) => matches(task.title, query) || matches(task.notes, query),
    );
  }

  private owned(accountId: string, id: string): Task {
    const task = this.tasks.get(id);
    if (!task || task.accountId !== accountId) throw taskNotFound(id);
    return task;
  }
}

function assertTitleFree(
  tags: readonly TaskTag[],
  accountId: string,
  title: string,
  exceptId?: string,
): void {
  const wanted = title.toLocaleLowerCase();
  const taken = tags.some(
    (tag) =>
      tag.accountId === accountId &&
      tag.id !== exceptId &&
      tag.title.toLocaleLowerCase() === wanted,
  );
  if (taken) throw conflict('name-taken', `A task tag named ${title} already exists`, 'tag.title');
}

function toDto({ accountId: _accountId, ...task }: Task): TaskDto {
  return {
    ...task,
    tags: [...task.tags],
    subTasks: task.subTasks.map((subTask) => ({ ...subTask })),
  };
}

function tagToDto({ id, title }: TaskTag): TaskTagDto {
  return { id, title };
}

function toAssignee(account: {
  id: string;
  name: string;
  surname: string;
  email: string;
  avatar: string | null;
}): TaskAssigneeDto {
  return {
    id: account.id,
    name: `${account.name} ${account.surname}`.trim(),
    email: account.email,
    avatar: account.avatar,
  };
}

/** Worded as the original client's 'Could not found chat' message. */
function taskNotFound(id: string) {
  return notFound('not-found', `Could not found task with id of ${id}!`);
}

function tagNotFound(id: string) {
  return notFound('not-found', `Could not found task tag with id of ${id}!`);
}
