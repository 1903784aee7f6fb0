import {
  SAMPLE_COUNTS,
  SAMPLE_REFERENCE_DATE,
  recruitmentSample,
  sampleReferenceFor,
} from './recruitment';

const WEEK = 7 * 86_400_000;

describe('recruitment sample', () => {
  const sample = recruitmentSample();

  // Its speed is the store benchmark's business (bench/), not a timed test's.
  it('is the same on every run', () => {
    const again = recruitmentSample();
    expect(JSON.stringify(again)).toBe(JSON.stringify(sample));
  });

  it('has the announced numbers', () => {
    expect(sample.companies).toHaveLength(SAMPLE_COUNTS.companies);
    expect(sample.categories.filter((c) => c.kind === 'vacancy')).toHaveLength(12);
    expect(sample.categories.filter((c) => c.kind === 'reward')).toHaveLength(4);
    expect(sample.vacancies).toHaveLength(40);
    expect(sample.applicants).toHaveLength(300);
    expect(sample.applications).toHaveLength(600);
    expect(sample.activities).toHaveLength(SAMPLE_COUNTS.activities);
  });

  it('keeps every rule the server enforces', () => {
    const vacancies = new Map(sample.vacancies.map((v) => [v.id, v]));
    const applicants = new Map(sample.applicants.map((a) => [a.id, a]));
    const companies = new Map(sample.companies.map((c) => [c.id, c]));
    const lower = (texts: string[]) => new Set(texts.map((t) => t.toLowerCase())).size;
    expect(lower(sample.companies.map((c) => c.name))).toBe(10);
    expect(lower(sample.companies.map((c) => c.taxId))).toBe(10);
    expect(lower(sample.applicants.map((a) => a.email))).toBe(300);
    const documents = sample.applicants.flatMap((a) => (a.documentId ? [a.documentId] : []));
    expect(new Set(documents).size).toBe(documents.length);
    expect(new Set(sample.applications.map((a) => `${a.vacancyId}/${a.applicantId}`)).size).toBe(
      600,
    );
    for (const vacancy of sample.vacancies) {
      if (vacancy.salaryMin !== null && vacancy.salaryMax !== null) {
        expect(vacancy.salaryMin).toBeLessThanOrEqual(vacancy.salaryMax);
      }
      if (vacancy.status === 'open' || vacancy.status === 'paused') {
        expect(
          vacancy.title && vacancy.companyId && vacancy.categoryId && vacancy.description,
        ).toBeTruthy();
        expect(companies.get(vacancy.companyId!)?.active).toBe(true);
      }
      const hired = sample.applications.filter(
        (a) => a.vacancyId === vacancy.id && a.stage === 'hired',
      ).length;
      expect(hired).toBeLessThanOrEqual(vacancy.openings);
    }
    for (const application of sample.applications) {
      const vacancy = vacancies.get(application.vacancyId)!;
      expect(vacancy.status).not.toBe('draft');
      expect(application.history.at(-1)?.stage).toBe(application.stage);
      expect(application.history[0].at >= applicants.get(application.applicantId)!.createdAt).toBe(
        true,
      );
      const times = application.history.map((change) => change.at);
      expect([...times].sort()).toEqual(times);
      expect(application.updatedAt <= (vacancy.closedAt ?? SAMPLE_REFERENCE_DATE)).toBe(true);
    }
  });

  it('puts vacancies in every status and applications in every stage', () => {
    expect(new Set(sample.vacancies.map((v) => v.status))).toEqual(
      new Set(['draft', 'open', 'paused', 'closed']),
    );
    expect(new Set(sample.applications.map((a) => a.stage))).toEqual(
      new Set(['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']),
    );
  });

  it('moves every date by the same whole weeks when dated from a later week', () => {
    const weeks = 3 * 52;
    const later = recruitmentSample(
      new Date(Date.parse(SAMPLE_REFERENCE_DATE) + weeks * WEEK).toISOString(),
    );
    const moved = (date: string) => {
      const text = new Date(Date.parse(date) + weeks * WEEK).toISOString();
      return date.length === 10 ? text.slice(0, 10) : text;
    };
    // Every quoted date or time, and nothing else, moves; the CURP-like document id spells
    // the birth date, so it follows it.
    const withoutDocuments = (json: string) => json.replace(/"documentId":"[^"]*"/g, '');
    const expected = JSON.stringify(sample).replace(
      /"(\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z)?)"/g,
      (_, date: string) => `"${moved(date)}"`,
    );
    expect(withoutDocuments(JSON.stringify(later))).toBe(withoutDocuments(expected));
    expect(later.activities.at(-1)!.date > sample.activities[0].date).toBe(true);
  });
});

describe('sampleReferenceFor', () => {
  const at = (now: string) => sampleReferenceFor(new Date(now));

  it('is the fixed reference date during its week', () => {
    expect(at(SAMPLE_REFERENCE_DATE)).toBe(SAMPLE_REFERENCE_DATE);
    expect(at('2026-11-23T14:59:59.999Z')).toBe(SAMPLE_REFERENCE_DATE);
  });

  it('then the same weekday and hour of the latest week, never after now', () => {
    expect(at('2026-11-23T15:00:00.000Z')).toBe('2026-11-23T15:00:00.000Z');
    expect(at('2030-02-01T00:00:00.000Z')).toBe('2030-01-28T15:00:00.000Z');
    expect(at('2026-11-16T14:59:59.999Z')).toBe('2026-11-09T15:00:00.000Z');
  });
});
