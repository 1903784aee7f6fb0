import { rm } from 'node:fs/promises';
import { sampleReferenceFor } from '../src/store/seed/recruitment';
import { signIn } from './helpers/auth';
import { type Api, apiAs } from './helpers/recruitment';
import { replaceStored, storedRecords, storedText } from './helpers/stored';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

const RECRUITMENT_FILES = [
  'companies',
  'categories',
  'vacancies',
  'applicants',
  'applications',
  'favourites',
  'activities',
];

describe('recruitment sample data', () => {
  let first: TestApp;
  let second: TestApp;
  let api: Api;
  let startedAt: Date;

  beforeAll(async () => {
    startedAt = new Date();
    // One after the other: createTestApp sets process.env while the app starts.
    first = await createTestApp();
    second = await createTestApp();
    expect(second.dataDir).not.toBe(first.dataDir);
    // Passport keeps one JWT strategy per process: the last app started checks tokens.
    api = apiAs(second.app, await signIn(second.app));
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  const read = (app: TestApp, name: string) => storedText(app.dataDir, name);
  const total = async (url: string) => (await api.get(url).expect(200)).body.pagination.length;

  it('stores the same recruitment records in two fresh data folders', async () => {
    for (const name of RECRUITMENT_FILES) {
      const [a, b] = await Promise.all([read(first, name), read(second, name)]);
      expect({ name, same: a === b }).toEqual({ name, same: true });
      expect(JSON.parse(a).length).toBeGreaterThan(0);
    }
  });

  it('serves the announced numbers', async () => {
    expect(await total('/api/companies')).toBe(10);
    expect(await total('/api/companies?active=false')).toBe(1);
    expect(await total('/api/categories?kind=vacancy')).toBe(12);
    expect(await total('/api/categories?kind=reward')).toBe(4);
    expect(await total('/api/vacancies')).toBe(40);
    expect(await total('/api/vacancies?status=draft')).toBe(6);
    expect(await total('/api/vacancies?status=open')).toBe(22);
    expect(await total('/api/vacancies?status=paused')).toBe(5);
    expect(await total('/api/vacancies?status=closed')).toBe(7);
    expect(await total('/api/applicants')).toBe(300);
    expect(await total('/api/applications')).toBe(600);
    expect(await total('/api/favourites')).toBe(10);
    expect(await total('/api/activities')).toBe(80);
  });

  it('dates everything from the reference date of the week it was seeded in', async () => {
    const files = await Promise.all(RECRUITMENT_FILES.map((name) => read(first, name)));
    const dates = files.join('\n').match(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g) ?? [];
    expect(dates.length).toBeGreaterThan(1000);
    const latest = dates
      .map((date) => date.slice(1, -1))
      .sort()
      .at(-1)!;
    const reference = sampleReferenceFor(startedAt);
    expect(latest <= reference).toBe(true);
    // The newest event of the sample is a few hours before its reference date.
    expect(Date.parse(latest)).toBeGreaterThan(Date.parse(reference) - 86_400_000);
  });

  it('has believable pipelines: histories end in the stage, hires within openings', async () => {
    const vacancies = (await api.get('/api/vacancies?size=100').expect(200)).body.items;
    for (const vacancy of vacancies) {
      expect(vacancy.hiredCount).toBeLessThanOrEqual(vacancy.openings);
      if (vacancy.status === 'draft') expect(vacancy.applicationCount).toBe(0);
      if (vacancy.status === 'closed') expect(vacancy.hiredCount).toBeGreaterThan(0);
    }
    const page = (await api.get('/api/applications?size=100').expect(200)).body.items;
    for (const application of page) {
      expect(application.history.at(-1).stage).toBe(application.stage);
      expect(application.history[0].stage).toBe('applied');
      expect(application.applicant.name).toMatch(/^\S+( \S+)+$/);
    }
  });

  it('holds only what the API keeps: every applicant read and written back stays as it was', async () => {
    const applicants = await storedRecords<{ id: string; erasedAt: string | null }>(
      second.dataDir,
      'applicants',
    );
    const changed: string[] = [];
    for (const { id } of applicants.filter((applicant) => !applicant.erasedAt)) {
      const read = (await api.get(`/api/applicants/${id}`).expect(200)).body;
      const written = (await api.patch(`/api/applicants/${id}`).send(read).expect(200)).body;
      if (written.version !== read.version) changed.push(id);
    }
    expect(applicants.length).toBeGreaterThan(100);
    expect(changed).toEqual([]);
  });

  it('keeps what is on disk after a restart instead of seeding again', async () => {
    // A folder of its own: one server at a time may hold a data folder.
    const seeded = await createTestApp({ dataDir: await makeTempDir() });
    await seeded.app.close();
    const companies = await storedRecords<{ id: string }>(seeded.dataDir, 'companies');
    await replaceStored(seeded.dataDir, 'companies', companies.slice(0, 3));
    const restarted = await createTestApp({ dataDir: seeded.dataDir });
    try {
      const token = await signIn(restarted.app);
      const listed = await apiAs(restarted.app, token).get('/api/companies').expect(200);
      expect(listed.body.pagination.length).toBe(3);
    } finally {
      await restarted.app.close();
      await rm(seeded.dataDir, { recursive: true, force: true });
    }
  });
});
