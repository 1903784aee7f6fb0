import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isAdmin, type Role } from '../../common/auth/access';
import { invalid, notFound } from '../../common/errors/domain-error';
import type { RecordsPort } from '../../common/listing/dependents';
import type { ImageUpload } from '../../common/files/image-upload.pipe';
import { sanitizeInlineHtml } from '../../common/html/sanitize';
import { DAY_MS, DailyPrune } from '../../common/schedule/daily';
import { AppConfigService } from '../../config/config';
import type { BlobReader } from '../../store';
import { AccountsService } from '../accounts/accounts.service';
import { linkProblem } from '../shell/links';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { ActivitiesRepository, ActivityImages } from './activities.repository';
import { kindsOf, visibleKinds } from './activity-kinds';
import { postedActivity, withApplicantAnonymised } from './activity-templates';
import type { Activity } from './activity.types';
import type { ActivityDto, ActivityListQueryDto, ActivitySortField } from './dto/activity.dto';
import {
  type ActivityFeedQueryDto,
  FEED_DEFAULT_LIMIT,
  type FeedActivityDto,
  type PostActivityDto,
} from './dto/activity-feed.dto';

const LIST: ListSpec<Activity, ActivitySortField> = {
  searchIn: (activity) => [activity.description.replace(/<[^>]*>/g, ''), activity.linkedContent],
  sortBy: { date: (activity) => activity.date },
  defaultSort: 'date',
  defaultOrder: 'desc',
};

/** Who is reading or posting: the signed-in account and its roles. */
export interface FeedReader {
  accountId: string;
  roles: readonly Role[];
}

/** One page of the feed and the cursor of the next (null on the last page). */
export interface FeedPage {
  items: FeedActivityDto[];
  nextCursor: string | null;
}

/** Older than the retention at `now`: exactly `retentionDays` old is still kept. */
export function isPastRetention(
  activity: Pick<Activity, 'date'>,
  retentionDays: number,
  now: Date,
): boolean {
  return Date.parse(activity.date) < now.getTime() - retentionDays * DAY_MS;
}

/** The feed's order: newest first, and the larger id first among activities of one instant. */
export function newestFirst(a: Pick<Activity, 'date' | 'id'>, b: Pick<Activity, 'date' | 'id'>) {
  return Date.parse(b.date) - Date.parse(a.date) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The cursor that continues the feed after `activity`. */
export function cursorOf(activity: Pick<Activity, 'date' | 'id'>): string {
  return `${new Date(activity.date).toISOString()}_${activity.id}`;
}

/** The date and id a cursor names (the DTO checked its form). */
function parseCursor(cursor: string): Pick<Activity, 'date' | 'id'> {
  const split = cursor.indexOf('_');
  return { date: cursor.slice(0, split), id: cursor.slice(split + 1) };
}

/** The text a reader would see in sanitised HTML. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

@Injectable()
export class ActivitiesService extends DailyPrune {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly config: AppConfigService,
    private readonly images: ActivityImages,
    private readonly accounts: AccountsService,
  ) {
    super();
  }

  /**
   * The feed's collection, for the commit that erases an applicant's personal data: it goes
   * to StoreService.mutateTogether beside the applicants, because the store makes several
   * collections one commit only within one such call, and the erased record and the feed
   * without the name must land together (or not at all, after a crash too). The commit
   * changes the feed only as `withApplicantAnonymised` answers it.
   */
  get erasureRecords(): RecordsPort<Activity> {
    return this.activities;
  }

  /** The feed's list (as the commit got it) with the applicant's name taken out. */
  withApplicantAnonymised(activities: readonly Activity[], applicantId: string) {
    return withApplicantAnonymised(activities, applicantId);
  }

  /** Newest first unless asked otherwise. */
  list(query: ActivityListQueryDto): Page<ActivityDto> {
    const filtered = this.activities
      .list()
      .filter(
        (activity) =>
          (query.applicantId === undefined || activity.applicantId === query.applicantId) &&
          (query.vacancyId === undefined || activity.vacancyId === query.vacancyId),
      );
    return mapPage(listPage(filtered, query, LIST), toDto);
  }

  /**
   * The feed of apps/activities: newest first, only the kinds the reader's roles see (and
   * the filter names), `limit` at a time after the cursor `before`.
   */
  feed(reader: FeedReader, query: ActivityFeedQueryDto): FeedPage {
    const visible = visibleKinds(reader.roles);
    const kinds = new Set(kindsOf(query.kind).filter((kind) => visible.has(kind)));
    const after = query.before === undefined ? undefined : parseCursor(query.before);
    const found = this.activities
      .list()
      .filter(
        (activity) =>
          kinds.has(activity.kind) && (after === undefined || newestFirst(activity, after) > 0),
      )
      .sort(newestFirst);
    const limit = query.limit ?? FEED_DEFAULT_LIMIT;
    const page = found.slice(0, limit);
    return {
      items: page.map((activity) => this.toFeedDto(activity, reader)),
      nextCursor: found.length > limit ? cursorOf(page[page.length - 1]!) : null,
    };
  }

  /**
   * Posts an activity by hand: the description's HTML sanitised (it must keep some text),
   * the link an app route or an http(s) address, the image already checked by content.
   */
  async post(
    reader: FeedReader,
    input: PostActivityDto,
    image?: ImageUpload,
  ): Promise<FeedActivityDto> {
    const description = sanitizeInlineHtml(input.description).trim();
    if (visibleText(description) === '') {
      throw invalid(
        'activity-empty',
        'description must hold some text (tags alone are removed)',
        'description',
      );
    }
    const link = input.link ?? null;
    if (link !== null) {
      const problem = linkProblem(link, undefined, 'link');
      if (problem) throw invalid('link-invalid', problem, 'link');
    }
    const url = image ? await this.images.save(image.bytes, image.extension) : null;
    const activity = postedActivity(randomUUID(), {
      description,
      link,
      useRouter: link === null || link.startsWith('/'),
      linkedContent: link === null ? null : (input.linkedContent ?? link),
      image: url,
      by: reader.accountId,
      at: new Date().toISOString(),
    });
    try {
      await this.activities.insert(activity, 'start');
    } catch (error) {
      await this.images.removeUrl(url);
      throw error;
    }
    return this.toFeedDto(activity, reader);
  }

  /** Deletes a posted activity (and its image): the author's own, or any for an admin. */
  async removePosted(reader: FeedReader, id: string): Promise<FeedActivityDto> {
    const removed = await this.activities.mutate((items) => {
      const activity = items.find((item) => item.id === id);
      if (!activity || !mayDelete(activity, reader)) {
        throw notFound('not-found', `No posted activity ${id} of yours`);
      }
      return {
        items: items.filter((item) => item.id !== id),
        result: activity,
        removeFiles: this.images.storedPaths(activity.image),
      };
    });
    return this.toFeedDto(removed, reader);
  }

  async image(file: string): Promise<BlobReader> {
    const stored = await this.images.open(file);
    if (!stored) throw notFound('file-missing', `Could not find activity image ${file}`);
    return stored;
  }

  /**
   * Removes, in one commit, the activities older than the retention
   * (ACTIVITY_RETENTION_DAYS) and the images of posted ones; answers how many. Nothing
   * is written when none is.
   */
  async prune(now = new Date()): Promise<number> {
    const days = this.config.values.activityRetentionDays;
    return this.activities.mutate((items) => {
      const old = items.filter((activity) => isPastRetention(activity, days, now));
      if (old.length === 0) return { items, result: 0 };
      return {
        items: items.filter((activity) => !isPastRetention(activity, days, now)),
        result: old.length,
        removeFiles: old.flatMap((activity) => this.images.storedPaths(activity.image)),
      };
    });
  }

  private toFeedDto(activity: Activity, reader: FeedReader): FeedActivityDto {
    const author =
      activity.kind === 'posted' && activity.accountId
        ? this.accounts.get(activity.accountId)
        : undefined;
    return {
      ...toDto(activity),
      kind: activity.kind,
      author: author
        ? {
            id: author.id,
            name: `${author.name} ${author.surname}`.trim(),
            avatar: author.avatar,
          }
        : null,
      canDelete: mayDelete(activity, reader),
    };
  }
}

function mayDelete(activity: Activity, reader: FeedReader): boolean {
  return (
    activity.kind === 'posted' && (activity.accountId === reader.accountId || isAdmin(reader.roles))
  );
}

function toDto({
  kind: _kind,
  applicantId: _applicantId,
  vacancyId: _vacancyId,
  accountId: _accountId,
  ...activity
}: Activity): ActivityDto {
  return activity;
}
