import { escapeHtml } from '../../common/html/sanitize';
import type { ApplicationStage } from '../applications/application.types';
import type { ActivityKind } from './activity-kinds';
import type { Activity } from './activity.types';
import type {
  ApplicantCreatedEvent,
  ApplicationStageChangedEvent,
  VacancyClosedEvent,
  VacancyOpenedEvent,
} from './recruitment-events';
import type {
  InvoiceApprovedEvent,
  RedemptionDeliveredEvent,
  TriviaCompletedEvent,
} from './rewards-events';

/**
 * How each recruitment event reads in the feed. The listener and the sample data both
 * use these, so seeded activities look like live ones.
 */
const STAGE_LABELS: Readonly<Record<ApplicationStage, string>> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const ERASED_NAME = 'Erased applicant';

/** The icon of each kind of activity (the web's icon table must know every one). */
export const ACTIVITY_ICONS = {
  applicantCreated: 'heroicons_outline:user-plus',
  applied: 'heroicons_outline:paper-airplane',
  hired: 'heroicons_outline:trophy',
  rejected: 'heroicons_outline:x-circle',
  stageChanged: 'heroicons_outline:arrow-right-circle',
  vacancyOpened: 'heroicons_outline:megaphone',
  vacancyClosed: 'heroicons_outline:lock-closed',
  redemptionDelivered: 'heroicons_outline:gift',
  invoiceApproved: 'heroicons_outline:receipt-percent',
  triviaCompleted: 'heroicons_outline:academic-cap',
  posted: 'heroicons_outline:chat-bubble-bottom-center-text',
} as const;

const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
const applicantLink = (id: string) => `/apps/detail?applicant=${id}`;
const vacancyLink = (id: string) => `/apps/detail?vacancy=${id}`;

function base(
  kind: ActivityKind,
  id: string,
  at: string,
  by: string,
): Omit<Activity, 'icon' | 'description'> {
  return {
    id,
    kind,
    image: null,
    date: at,
    extraContent: null,
    linkedContent: null,
    link: null,
    useRouter: true,
    applicantId: null,
    vacancyId: null,
    accountId: by,
  };
}

export function applicantCreatedActivity(id: string, event: ApplicantCreatedEvent): Activity {
  return {
    ...base('applicant', id, event.at, event.by),
    icon: ACTIVITY_ICONS.applicantCreated,
    description: `${strong(event.name)} joined the applicant pool`,
    linkedContent: event.name,
    link: applicantLink(event.applicantId),
    applicantId: event.applicantId,
  };
}

export function stageChangedActivity(id: string, event: ApplicationStageChangedEvent): Activity {
  const who = strong(event.applicantName);
  const what = strong(event.vacancyTitle);
  const [icon, description] =
    event.from === null
      ? [ACTIVITY_ICONS.applied, `${who} applied to ${what}`]
      : event.to === 'hired'
        ? [ACTIVITY_ICONS.hired, `${who} was hired for ${what}`]
        : event.to === 'rejected'
          ? [ACTIVITY_ICONS.rejected, `${who} was turned down for ${what}`]
          : [ACTIVITY_ICONS.stageChanged, `${who} moved to ${STAGE_LABELS[event.to]} for ${what}`];
  return {
    ...base('pipeline', id, event.at, event.by),
    icon,
    description,
    extraContent:
      event.from === null ? null : `${STAGE_LABELS[event.from]} → ${STAGE_LABELS[event.to]}`,
    linkedContent: event.vacancyTitle,
    link: `/apps/candidates?vacancy=${event.vacancyId}`,
    applicantId: event.applicantId,
    vacancyId: event.vacancyId,
  };
}

export function vacancyOpenedActivity(id: string, event: VacancyOpenedEvent): Activity {
  const verb =
    event.from === 'closed'
      ? 'was reopened'
      : event.from === 'paused'
        ? 'was resumed'
        : 'was published';
  return {
    ...base('vacancy', id, event.at, event.by),
    icon: ACTIVITY_ICONS.vacancyOpened,
    description: `${strong(`${event.code} ${event.title}`.trim())} ${verb}`,
    linkedContent: event.title || event.code,
    link: vacancyLink(event.vacancyId),
    vacancyId: event.vacancyId,
  };
}

export function vacancyClosedActivity(id: string, event: VacancyClosedEvent): Activity {
  return {
    ...base('vacancy', id, event.at, event.by),
    icon: ACTIVITY_ICONS.vacancyClosed,
    description: `${strong(`${event.code} ${event.title}`.trim())} was closed`,
    linkedContent: event.title || event.code,
    link: vacancyLink(event.vacancyId),
    vacancyId: event.vacancyId,
  };
}

const memberLink = (id: string) => `/apps/users?member=${id}`;
const points = (count: number) => `${count} ${count === 1 ? 'point' : 'points'}`;

export function redemptionDeliveredActivity(id: string, event: RedemptionDeliveredEvent): Activity {
  return {
    ...base('redemption', id, event.at, event.by),
    icon: ACTIVITY_ICONS.redemptionDelivered,
    description: `${strong(event.memberName)} received ${strong(event.rewardName)}`,
    extraContent: points(event.points),
    linkedContent: event.memberName,
    link: memberLink(event.memberId),
  };
}

export function invoiceApprovedActivity(id: string, event: InvoiceApprovedEvent): Activity {
  return {
    ...base('invoice', id, event.at, event.by),
    icon: ACTIVITY_ICONS.invoiceApproved,
    description: `${strong(event.memberName)}'s invoice ${strong(`${event.vendor} ${event.number}`)} was approved`,
    extraContent: points(event.pointsAwarded),
    linkedContent: event.memberName,
    link: memberLink(event.memberId),
  };
}

export function triviaCompletedActivity(id: string, event: TriviaCompletedEvent): Activity {
  return {
    ...base('trivia', id, event.at, event.by),
    icon: ACTIVITY_ICONS.triviaCompleted,
    description: `${strong(event.memberName)} completed the trivia ${strong(event.triviaTitle)}`,
    extraContent: `${event.score}/${event.questions} · ${points(event.pointsAwarded)}`,
    linkedContent: event.memberName,
    link: memberLink(event.memberId),
  };
}

/** What a member of staff posts by hand (apps/new-activity); the HTML is sanitised already. */
export interface PostedActivityInput {
  description: string;
  link: string | null;
  useRouter: boolean;
  linkedContent: string | null;
  image: string | null;
  by: string;
  at: string;
}

export function postedActivity(id: string, input: PostedActivityInput): Activity {
  return {
    ...base('posted', id, input.at, input.by),
    icon: ACTIVITY_ICONS.posted,
    description: input.description,
    image: input.image,
    link: input.link,
    useRouter: input.useRouter,
    linkedContent: input.linkedContent,
  };
}

/** The kind of an activity an older version stored without one, from its icon and links. */
export function legacyKind(activity: Omit<Activity, 'kind'>): ActivityKind {
  const byIcon: Readonly<Record<string, ActivityKind>> = {
    [ACTIVITY_ICONS.applicantCreated]: 'applicant',
    [ACTIVITY_ICONS.applied]: 'pipeline',
    [ACTIVITY_ICONS.hired]: 'pipeline',
    [ACTIVITY_ICONS.rejected]: 'pipeline',
    [ACTIVITY_ICONS.stageChanged]: 'pipeline',
    [ACTIVITY_ICONS.vacancyOpened]: 'vacancy',
    [ACTIVITY_ICONS.vacancyClosed]: 'vacancy',
    [ACTIVITY_ICONS.redemptionDelivered]: 'redemption',
    [ACTIVITY_ICONS.invoiceApproved]: 'invoice',
    [ACTIVITY_ICONS.triviaCompleted]: 'trivia',
  };
  const known = byIcon[activity.icon];
  if (known) return known;
  if (activity.applicantId) return activity.vacancyId ? 'pipeline' : 'applicant';
  if (activity.vacancyId) return 'vacancy';
  // Before posting existed every other entry came from the rewards programme's events.
  return activity.link?.startsWith('/apps/users') ? 'redemption' : 'applicant';
}

/**
 * The feed with the applicant's activities anonymised, or the same list when none names
 * them. Erasing an applicant commits it together with the applicant (one commit).
 */
export function withApplicantAnonymised(
  activities: readonly Activity[],
  applicantId: string,
): readonly Activity[] {
  if (!activities.some((activity) => activity.applicantId === applicantId)) return activities;
  return activities.map((activity) =>
    activity.applicantId === applicantId ? anonymised(activity) : activity,
  );
}

export function anonymised(activity: Activity): Activity {
  return {
    ...activity,
    // Every applicant activity starts with the name in <strong>.
    description: activity.description.replace(/^<strong>.*?<\/strong>/, strong(ERASED_NAME)),
    linkedContent: activity.link?.startsWith('/apps/detail?applicant=')
      ? ERASED_NAME
      : activity.linkedContent,
  };
}
