import type { ActivityKind } from './activity-kinds';

/** One entry of the activity feed (the original client's fields, plus what it is about). */
export interface Activity {
  id: string;
  /** What it is about: written by a recruitment or rewards event, or posted by hand. */
  kind: ActivityKind;
  /** An icon name of the original client's sets, e.g. heroicons_outline:user-plus. */
  icon: string;
  image: string | null;
  /** HTML; names inside are escaped. */
  description: string;
  date: string;
  extraContent: string | null;
  linkedContent: string | null;
  link: string | null;
  /** true: link is an app route; false: an external address. */
  useRouter: boolean;
  /** The applicant it names, so erasing their data can anonymise it. */
  applicantId: string | null;
  vacancyId: string | null;
  /** The account whose action it records (the author of a posted activity). */
  accountId: string | null;
}
