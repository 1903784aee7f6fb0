import { upgradeActivityKinds } from './activities.repository';
import { ACTIVITY_KINDS, kindsOf, visibleKinds } from './activity-kinds';
import { ACTIVITY_ICONS, legacyKind } from './activity-templates';
import type { Activity } from './activity.types';

const stored = (icon: string, fields: Partial<Activity> = {}): Activity => {
  const activity: Activity = {
    id: icon,
    kind: 'applicant',
    icon,
    image: null,
    description: 'x',
    date: '2031-03-10T12:00:00.000Z',
    extraContent: null,
    linkedContent: null,
    link: null,
    useRouter: true,
    applicantId: null,
    vacancyId: null,
    accountId: null,
    ...fields,
  };
  // Written before kinds existed.
  delete (activity as Partial<Activity>).kind;
  return activity;
};

describe('activity kinds', () => {
  it('names every kind for no filter, a group’s kinds for a group, one kind for a kind', () => {
    expect(kindsOf(undefined)).toEqual(ACTIVITY_KINDS);
    expect(kindsOf('recruitment')).toEqual(['applicant', 'pipeline', 'vacancy']);
    expect(kindsOf('rewards')).toEqual(['redemption', 'invoice', 'trivia']);
    expect(kindsOf('posted')).toEqual(['posted']);
  });

  it('shows each role its programme and posts; an administrator everything; no role nothing', () => {
    expect([...visibleKinds(['recruiter'])]).toEqual([
      'applicant',
      'pipeline',
      'vacancy',
      'posted',
    ]);
    expect([...visibleKinds(['rewards'])]).toEqual(['redemption', 'invoice', 'trivia', 'posted']);
    expect(visibleKinds(['admin']).size).toBe(ACTIVITY_KINDS.length);
    expect(visibleKinds([]).size).toBe(0);
  });

  it('gives activities stored before kinds the kind of the event that wrote them', () => {
    const old = [
      stored(ACTIVITY_ICONS.applicantCreated),
      stored(ACTIVITY_ICONS.hired),
      stored(ACTIVITY_ICONS.stageChanged),
      stored(ACTIVITY_ICONS.vacancyClosed),
      stored(ACTIVITY_ICONS.redemptionDelivered),
      stored(ACTIVITY_ICONS.invoiceApproved),
      stored(ACTIVITY_ICONS.triviaCompleted),
      stored('heroicons_outline:bolt', { applicantId: 'a', vacancyId: 'v' }),
      stored('heroicons_outline:bolt', { vacancyId: 'v' }),
      stored('heroicons_outline:bolt', { link: '/apps/users?member=m' }),
    ];
    const upgraded = upgradeActivityKinds(old);
    expect(upgraded.map((activity) => activity.kind)).toEqual([
      'applicant',
      'pipeline',
      'pipeline',
      'vacancy',
      'redemption',
      'invoice',
      'trivia',
      'pipeline',
      'vacancy',
      'redemption',
    ]);
    expect(legacyKind(old[0]!)).toBe('applicant');
    // Nothing to do: the same list, so the file is not written again.
    expect(upgradeActivityKinds(upgraded)).toBe(upgraded);
  });
});
