/**
 * Sample interview slots: a few open, public vacancies of the recruitment sample offer
 * slots on the weekdays of the week it is seeded in and the next one, at 10:00, 11:00,
 * 12:00 and 16:00 in Mexico City, some booked by candidates in their interview stage.
 * Deterministic, like the rest of the recruitment sample.
 */
import { newFaker } from './faker';
import { applicantName } from '../../modules/applicants/applicant.types';
import type {
  InterviewBooking,
  InterviewSlot,
} from '../../modules/interview-slots/interview-slot.types';
import { ADMIN_ACCOUNT_ID } from './accounts';
import type { AreaSeeds } from './context';
import { type RecruitmentSample, recruitmentSampleFor, sampleReferenceFor } from './recruitment';

const SLOT_SEED = 20_261_126;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Mexico City is UTC-6 all year: 10:00 there is 16:00 UTC. */
const HOURS_UTC = [16, 17, 18, 22];
const VACANCIES_WITH_SLOTS = 3;
const TIME_ZONE = 'America/Mexico_City';

const iso = (ms: number) => new Date(ms).toISOString();

/** The slots of the sample whose reference (a Monday, 15:00 UTC) is `referenceDate`. */
export function interviewSlotSample(
  sample: RecruitmentSample,
  referenceDate: string,
): InterviewSlot[] {
  const faker = newFaker('base');
  faker.seed(SLOT_SEED);
  const monday = Date.parse(referenceDate.slice(0, 10));
  const createdAt = iso(Date.parse(referenceDate) - 3 * DAY);
  const applicants = new Map(sample.applicants.map((applicant) => [applicant.id, applicant]));
  const vacancies = sample.vacancies
    .filter((vacancy) => vacancy.status === 'open' && !vacancy.internal)
    .slice(0, VACANCIES_WITH_SLOTS);
  const slots: InterviewSlot[] = [];
  for (const vacancy of vacancies) {
    const waiting = sample.applications
      .filter((application) => application.vacancyId === vacancy.id)
      .filter((application) => application.stage === 'interview')
      .map((application) => applicants.get(application.applicantId))
      .filter((applicant) => applicant !== undefined && !applicant.erasedAt);
    let next = 0;
    for (const week of [0, 7]) {
      for (let weekday = 0; weekday < 5; weekday += 1) {
        for (const hour of HOURS_UTC) {
          const start = monday + (week + weekday) * DAY + hour * HOUR;
          const capacity = hour === 22 ? 1 : 2;
          const taken = next < waiting.length && faker.datatype.boolean({ probability: 0.3 });
          const bookings: InterviewBooking[] = [];
          if (taken) {
            const applicant = waiting[next++]!;
            const bookedAt = iso(
              Date.parse(createdAt) + faker.number.int({ min: 1, max: 40 }) * HOUR,
            );
            bookings.push({
              id: faker.string.uuid(),
              name: applicantName(applicant),
              email: applicant.email,
              phone: applicant.phone,
              applicantId: applicant.id,
              consentAt: bookedAt,
              consentText: null,
              consentLanguage: null,
              language: 'es',
              timeZone: TIME_ZONE,
              bookedAt,
            });
          }
          slots.push({
            id: faker.string.uuid(),
            vacancyId: vacancy.id,
            startsAt: iso(start),
            endsAt: iso(start + 0.75 * HOUR),
            capacity,
            bookings,
            createdBy: ADMIN_ACCOUNT_ID,
            createdAt,
            updatedAt: bookings[0]?.bookedAt ?? createdAt,
          });
        }
      }
    }
  }
  return slots;
}

export const INTERVIEW_SLOT_SEEDS = {
  'interview-slots': (context) =>
    interviewSlotSample(recruitmentSampleFor(context), sampleReferenceFor(new Date())),
} satisfies AreaSeeds;
