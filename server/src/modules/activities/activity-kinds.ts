import { isAdmin, type Role } from '../../common/auth/access';

/**
 * What an activity is about, finer than the programme it belongs to: the feed filters by
 * one kind or by a group of kinds.
 */
export const ACTIVITY_KINDS = [
  'applicant',
  'pipeline',
  'vacancy',
  'redemption',
  'invoice',
  'trivia',
  'posted',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The groups of kinds a filter may name instead of one kind. */
export const ACTIVITY_KIND_GROUPS = {
  recruitment: ['applicant', 'pipeline', 'vacancy'],
  rewards: ['redemption', 'invoice', 'trivia'],
} as const satisfies Record<string, readonly ActivityKind[]>;
export type ActivityKindGroup = keyof typeof ACTIVITY_KIND_GROUPS;

/** What the feed's `kind` filter takes: a kind or a group. */
export const ACTIVITY_KIND_FILTERS = [
  ...(Object.keys(ACTIVITY_KIND_GROUPS) as ActivityKindGroup[]),
  ...ACTIVITY_KINDS,
] as const;
export type ActivityKindFilter = ActivityKind | ActivityKindGroup;

/** The kinds a filter names (every kind for no filter). */
export function kindsOf(filter: ActivityKindFilter | undefined): readonly ActivityKind[] {
  if (filter === undefined) return ACTIVITY_KINDS;
  return filter in ACTIVITY_KIND_GROUPS
    ? ACTIVITY_KIND_GROUPS[filter as ActivityKindGroup]
    : [filter as ActivityKind];
}

/**
 * The kinds an account sees in the feed: the recruitment ones with the recruiter role,
 * the rewards ones with the rewards role, posted ones with either; an administrator all.
 */
export function visibleKinds(roles: readonly Role[]): ReadonlySet<ActivityKind> {
  if (isAdmin(roles)) return new Set(ACTIVITY_KINDS);
  const kinds = new Set<ActivityKind>();
  if (roles.includes('recruiter')) ACTIVITY_KIND_GROUPS.recruitment.forEach((k) => kinds.add(k));
  if (roles.includes('rewards')) ACTIVITY_KIND_GROUPS.rewards.forEach((k) => kinds.add(k));
  if (kinds.size > 0) kinds.add('posted');
  return kinds;
}
