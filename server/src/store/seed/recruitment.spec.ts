import { SAMPLE_COUNTS, SAMPLE_REFERENCE_DATE, recruitmentSample } from './recruitment';

describe('recruitment sample', () => {
  const sample = recruitmentSample();

  it('is the same on every run, and quick', () => {
    const started = performance.now();
    const again = recruitmentSample();
    expect(performance.now() - started).toBeLessThan(500);
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
});
