import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { invalid, notFound } from '../../../common/errors/domain-error';
import { sanitizeInlineHtml } from '../../../common/html/sanitize';
import { linkProblem } from '../links';
import type { NoticeDto, NoticeInputDto, NoticePatchDto, NoticeReadDto } from './dto/notice.dto';
import type { Notice } from './notice.types';
import {
  MessagesRepository,
  NotificationsRepository,
  type NoticesRepository,
} from './notices.repository';

/** The rules shared by messages and notifications; one instance per kind. */
export class NoticesService {
  /** `bodyKey` prefixes field paths in errors, as the request body nests the item under it. */
  constructor(
    private readonly notices: NoticesRepository,
    private readonly noun: 'Message' | 'Notification',
    private readonly bodyKey: 'message' | 'notification',
  ) {}

  list(accountId: string): NoticeDto[] {
    return this.notices.ofAccount(accountId).map(toDto);
  }

  async create(accountId: string, input: NoticeInputDto): Promise<NoticeDto> {
    if (!input.title?.trim() && !input.description?.trim()) {
      throw invalid(
        'notice-empty',
        `A ${this.bodyKey} needs a title or a description`,
        `${this.bodyKey}.title`,
      );
    }
    const notice: Notice = {
      ...clean(input),
      id: randomUUID(),
      accountId,
      useRouter: input.useRouter ?? true,
      time: input.time ?? new Date().toISOString(),
      read: input.read ?? false,
      seen: input.seen ?? input.read ?? false,
    };
    this.checkLink(notice);
    return toDto(await this.notices.insert(notice, 'start'));
  }

  async update(accountId: string, id: string, patch: NoticePatchDto): Promise<NoticeDto> {
    const changes = clean(patch);
    this.checkLink({ ...this.owned(accountId, id), ...changes });
    const updated = await this.notices.update(id, changes);
    if (!updated) throw this.missing(id);
    return toDto(updated);
  }

  async remove(accountId: string, id: string): Promise<NoticeDto> {
    const notice = this.owned(accountId, id);
    await this.notices.remove(id);
    return toDto(notice);
  }

  async setRead(accountId: string, { id, read }: NoticeReadDto): Promise<NoticeDto> {
    const notice = this.owned(accountId, id);
    return this.update(accountId, id, { read: read ?? !notice.read });
  }

  /** Read and seen, as in the original client. */
  async markAllAsRead(accountId: string): Promise<boolean> {
    await this.notices.mutate((items) => ({
      items: items.map((notice) =>
        notice.accountId === accountId && !(notice.read && notice.seen)
          ? { ...notice, read: true, seen: true }
          : notice,
      ),
      result: undefined,
    }));
    return true;
  }

  private owned(accountId: string, id: string): Notice {
    const notice = this.notices.get(id);
    if (!notice || notice.accountId !== accountId) throw this.missing(id);
    return notice;
  }

  private checkLink(notice: Notice): void {
    const field = `${this.bodyKey}.link`;
    const problem =
      notice.link === undefined ? undefined : linkProblem(notice.link, notice.useRouter, field);
    if (problem) throw invalid('link-invalid', problem, field);
  }

  private missing(id: string) {
    return notFound('not-found', `${this.noun} ${id} not found`);
  }
}

/** Trims text and sanitises the HTML description; drops fields left undefined. */
function clean<T extends NoticePatchDto>(input: T): Partial<Notice> {
  const result: Partial<Notice> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    (result as Record<string, unknown>)[key] =
      key === 'description'
        ? sanitizeInlineHtml(value as string)
        : typeof value === 'string'
          ? value.trim()
          : value;
  }
  return result;
}

function toDto({ accountId: _accountId, ...notice }: Notice): NoticeDto {
  return { ...notice, seen: notice.seen ?? notice.read };
}

@Injectable()
export class MessagesService extends NoticesService {
  constructor(messages: MessagesRepository) {
    super(messages, 'Message', 'message');
  }
}

@Injectable()
export class NotificationsService extends NoticesService {
  constructor(notifications: NotificationsRepository) {
    super(notifications, 'Notification', 'notification');
  }
}
