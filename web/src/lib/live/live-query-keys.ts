import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryRoots } from '../api/query-roots';

/** A change the server's event stream reports (GET /api/events, `change`). */
export interface LiveChange {
  collection: string;
  id: string;
  kind: 'created' | 'updated' | 'deleted';
  version: string | null;
  actor: string | null;
}

const SUMMARY = ['summary'] as const;

/**
 * The query roots a stored collection's records show up under: invalidating a root
 * covers its lists and each record's query. The one table from the server's collection
 * names to the web's query keys; a collection missing here refreshes nothing.
 */
export const LIVE_QUERY_ROOTS: Readonly<Record<string, readonly QueryKey[]>> = {
  companies: [queryRoots.companies],
  vacancies: [queryRoots.vacancies, SUMMARY],
  applicants: [queryRoots.applicants, SUMMARY],
  // A vacancy's candidate and hire counts are its applications'.
  applications: [queryRoots.applications, queryRoots.vacancies, SUMMARY],
  'interview-slots': [queryRoots.interviewSlots],
  favourites: [queryRoots.favourites],
  categories: [queryRoots.categories],
  activities: [queryRoots.activities],
  rewards: [['rewards']],
  redemptions: [['redemptions'], SUMMARY],
  members: [['members'], SUMMARY],
  'points-ledger': [['members']],
  banners: [['banners']],
  trivias: [['trivias']],
  'trivia-completions': [['trivias']],
  invoices: [['invoices'], SUMMARY],
  'saved-reports': [['reports']],
  contacts: [['contacts']],
  'contact-tags': [['contacts']],
  'chat-contacts': [['chats']],
  chats: [['chats']],
  'chat-messages': [['chats']],
  'inventory-products': [['inventory']],
  'inventory-categories': [['inventory']],
  'inventory-brands': [['inventory']],
  'inventory-vendors': [['inventory']],
  'inventory-tags': [['inventory']],
  'file-manager-items': [['file-manager']],
  'help-center-faq-categories': [['help-center']],
  'help-center-faqs': [['help-center']],
  'help-center-guide-categories': [['help-center']],
  'help-center-guides': [['help-center']],
  'help-center-support-requests': [['help-center']],
  dashboards: [['dashboards']],
  navigation: [queryRoots.navigation, ['menu-config']],
  notes: [['notes']],
  'note-labels': [['notes']],
  tasks: [['tasks']],
  'task-tags': [['tasks']],
  'mailbox-mails': [['mailbox']],
  'mailbox-labels': [['mailbox']],
  'mailbox-settings': [['mailbox']],
  messages: [['messages']],
  notifications: [['notifications']],
  shortcuts: [['shortcuts']],
  'scrumboard-boards': [['scrumboard']],
  'scrumboard-lists': [['scrumboard']],
  'scrumboard-cards': [['scrumboard']],
  'scrumboard-labels': [['scrumboard']],
};

/** The query roots a batch of changes makes stale, each once. */
export function rootsOf(changes: readonly Pick<LiveChange, 'collection'>[]): QueryKey[] {
  const seen = new Map<string, QueryKey>();
  for (const { collection } of changes) {
    const roots = Object.hasOwn(LIVE_QUERY_ROOTS, collection) ? LIVE_QUERY_ROOTS[collection] : [];
    for (const root of roots) seen.set(JSON.stringify(root), root);
  }
  return [...seen.values()];
}

/**
 * Marks the queries of the changed collections stale: the ones on screen refetch in the
 * background and keep showing their data meanwhile (invalidate, never reset, so nothing
 * flickers). A fetch already under way is left to finish, but it may have been answered
 * before the change: its query is marked stale again once it settles, so the change is
 * fetched too.
 */
export function invalidateChanged(
  queryClient: QueryClient,
  changes: readonly Pick<LiveChange, 'collection'>[],
): Promise<void> {
  const roots = rootsOf(changes);
  for (const queryKey of roots) {
    for (const query of queryClient
      .getQueryCache()
      .findAll({ queryKey, fetchStatus: 'fetching' })) {
      void query.promise
        ?.catch(() => undefined)
        .then(() =>
          queryClient.invalidateQueries(
            { queryKey: query.queryKey, exact: true },
            { cancelRefetch: false },
          ),
        );
    }
  }
  return Promise.all(
    roots.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })),
  ).then(() => undefined);
}

/** What the server could not replay: every query is stale, the ones on screen refetch. */
export function invalidateEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(undefined, { cancelRefetch: false });
}
