import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-roots';
import type { components, operations } from '../../../lib/api/schema';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api/upload';

export type FeedActivity = components['schemas']['FeedActivityDto'];
export type ActivityKind = FeedActivity['kind'];
/** What the feed filters by: one kind, or the group `recruitment` or `rewards`. */
export type FeedFilter = NonNullable<
  NonNullable<operations['ActivityFeedController_feed']['parameters']['query']>['kind']
>;

export const FEED_FILTERS = [
  'recruitment',
  'rewards',
  'applicant',
  'pipeline',
  'vacancy',
  'redemption',
  'invoice',
  'trivia',
  'posted',
] as const satisfies readonly FeedFilter[];

/** Activities per page (the server's default). */
export const FEED_PAGE_SIZE = 20;

/** The server's limits on a post (server/src/modules/activities/dto/activity-feed.dto.ts). */
export const POST_LIMITS = { description: 5000, link: 500, linkedContent: 120 } as const;

/** The server's rule for a link (server/src/modules/shell/links.ts). */
export const APP_ROUTE = /^\/(?![/\\])[\w\-./?=&%#~+]*$/;
export const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export function isFeedFilter(value: string | null): value is FeedFilter {
  return (FEED_FILTERS as readonly string[]).includes(value ?? '');
}

/**
 * Query keys of the feed, under the activities root: whatever changes activities (a hire,
 * a post) invalidates `queryRoots.activities` and the feed with it.
 */
export const activityFeedKeys = {
  all: queryRoots.activities,
  feeds: () => [...activityFeedKeys.all, 'feed'] as const,
  feed: (kind: FeedFilter | null) => [...activityFeedKeys.feeds(), { kind }] as const,
};

export interface FeedPage {
  items: FeedActivity[];
  /** Where the next page starts (the server's X-Next-Cursor); null on the last page. */
  nextCursor: string | null;
}

export async function fetchFeedPage(
  query: { kind?: FeedFilter; before?: string; limit?: number },
  signal?: AbortSignal,
): Promise<FeedPage> {
  const call = await api.GET('/api/pages/activities', { params: { query }, signal });
  const items = await unwrap(Promise.resolve(call));
  return { items, nextCursor: call.response.headers.get('X-Next-Cursor') };
}

/** The largest page the feed answers (the server's FEED_MAX_LIMIT). */
const FEED_MAX_PAGE = 100;

/** Every activity of the feed (of one kind or group), newest first, cursor after cursor. */
export async function fetchWholeFeed(
  kind: FeedFilter | null,
  options: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<FeedActivity[]> {
  const items: FeedActivity[] = [];
  let before: string | null = null;
  do {
    options.signal?.throwIfAborted();
    const page: FeedPage = await fetchFeedPage(
      { ...(kind ? { kind } : {}), ...(before ? { before } : {}), limit: FEED_MAX_PAGE },
      options.signal,
    );
    items.push(...page.items);
    options.onProgress?.(items.length);
    before = page.items.length > 0 ? page.nextCursor : null;
  } while (before);
  return items;
}

/** The feed, newest first, a page at a time ("Load more" fetches the next). */
export function activityFeedQuery(kind: FeedFilter | null) {
  return infiniteQueryOptions({
    queryKey: activityFeedKeys.feed(kind),
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage(
        {
          ...(kind ? { kind } : {}),
          ...(pageParam ? { before: pageParam } : {}),
          limit: FEED_PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export interface NewActivity {
  description: string;
  link: string;
  linkedContent: string;
  image: File | null;
  onProgress?: (progress: UploadProgress) => void;
}

/** Posts an activity (multipart, with its picture when there is one). */
export function usePostActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress, ...fields }: NewActivity) =>
      uploadWithProgress<FeedActivity>({
        url: '/api/pages/activities',
        fields: { ...fields, ...(image ? { image: [image, image.name] as [Blob, string] } : {}) },
        onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.activities }),
  });
}

/** Deletes a posted activity (one's own, or any as an administrator). */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/pages/activities/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.activities }),
  });
}
