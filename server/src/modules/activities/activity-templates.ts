import { escapeHtml } from '../../common/html/sanitize';
import type { ApplicationStage } from '../applications/application.types';
import type { Activity } from './activity.types';
import type {
  ApplicantCreatedEvent,
  ApplicationStageChangedEvent,
  VacancyClosedEvent,
  VacancyOpenedEvent,
} from './recruitment-events';

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

const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
const applicantLink = (id: string) => `/apps/detail?applicant=${id}`;
const vacancyLink = (id: string) => `/apps/detail?vacancy=${id}`;

function base(id: string, at: string, by: string): Omit<Activity, 'icon' | 'description'> {
  return {
    id,
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
    ...base(id, event.at, event.by),
    icon: 'heroicons_outline:user-plus',
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
      ? ['heroicons_outline:paper-airplane', `${who} applied to ${what}`]
      : event.to === 'hired'
        ? ['heroicons_outline:trophy', `${who} was hired for ${what}`]
        : event.to === 'rejected'
          ? ['heroicons_outline:x-circle', `${who} was turned down for ${what}`]
          : [
              'heroicons_outline:arrow-right-circle',
              `${who} moved to ${STAGE_LABELS[event.to]} for ${what}`,
            ];
  return {
    ...base(id, event.at, event.by),
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
    ...base(id, event.at, event.by),
    icon: 'heroicons_outline:megaphone',
    description: `${strong(`${event.code} ${event.title}`.trim())} ${verb}`,
    linkedContent: event.title || event.code,
    link: vacancyLink(event.vacancyId),
    vacancyId: event.vacancyId,
  };
}

export function vacancyClosedActivity(id: string, event: VacancyClosedEvent): Activity {
  return {
    ...base(id, event.at, event.by),
    icon: 'heroicons_outline:lock-closed',
    description: `${strong(`${event.code} ${event.title}`.trim())} was closed`,
    linkedContent: event.title || event.code,
    link: vacancyLink(event.vacancyId),
    vacancyId: event.vacancyId,
  };
}

/** The same activity without the applicant's name (their data was erased). */
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
