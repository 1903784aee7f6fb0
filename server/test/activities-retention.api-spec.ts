import { rm } from 'node:fs/promises';
import { ActivitiesService } from '../src/modules/activities/activities.service';
import type { Activity } from '../src/modules/activities/activity.types';
import { signIn } from './helpers/auth';
import { apiAs, applicantInput } from './helpers/recruitment';
import { replaceStored, storedRecords } from './helpers/stored';
import { createTestApp, makeTempDir } from './helpers/test-app';

const DAY = 86_400_000;

describe('activity retention', () => {
  let dataDir: string;
  let sampleIds: string[];

  beforeAll(async () => {
    dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    try {
      // The sample feed is dated from the week it is seeded in: a first start keeps it whole.
      const api = apiAs(first.app, await signIn(first.app));
      const feed = (await api.get('/api/activities?size=100').expect(200)).body;
      expect(feed.pagination.length).toBe(80);
      sampleIds = feed.items.map((activity: { id: string }) => activity.id);
    } finally {
      await first.close();
    }
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Adds activities dated `days` before now to the stopped app's file. */
  async function addActivities(entries: Record<string, number>): Promise<void> {
    const stored = await storedRecords<Activity>(dataDir, 'activities');
    const [template] = stored;
    const added = Object.entries(entries).map(([name, days]) => ({
      ...template,
      id: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
      description: `<strong>${name}</strong>`,
      date: new Date(Date.now() - days * DAY).toISOString(),
    }));
    await replaceStored(dataDir, 'activities', [...added, ...stored]);
  }

  const names = (activities: Activity[]) =>
    activities.map((activity) => activity.id.slice(-12).replace(/^0+/, ''));

  it('removes at start the activities older than 180 days and keeps the newer ones', async () => {
    await addActivities({ 1: 1, 179: 179, 181: 181, 400: 400 });
    const app = await createTestApp({ dataDir });
    try {
      const stored = await storedRecords<Activity>(dataDir, 'activities');
      expect(names(stored)).not.toContain('181');
      expect(names(stored)).not.toContain('400');
      expect(names(stored)).toEqual(expect.arrayContaining(['1', '179']));
      expect(stored.map((activity) => activity.id)).toEqual(expect.arrayContaining(sampleIds));
      expect(stored).toHaveLength(82);

      // What happens from now on is recorded, and the next prune keeps it.
      const api = apiAs(app.app, await signIn(app.app));
      const applicant = (await api.post('/api/applicants').send(applicantInput()).expect(201)).body;
      expect(await app.app.get(ActivitiesService).prune()).toBe(0);
      const feed = (await api.get(`/api/activities?applicantId=${applicant.id}`).expect(200)).body;
      expect(feed.items).toHaveLength(1);
      expect((await api.get('/api/activities').expect(200)).body.pagination.length).toBe(83);
    } finally {
      await app.close();
    }
  });

  it('keeps them ACTIVITY_RETENTION_DAYS days when it is set', async () => {
    await addActivities({ 29: 29, 31: 31 });
    const app = await createTestApp({ dataDir, env: { ACTIVITY_RETENTION_DAYS: '30' } });
    try {
      const stored = names(await storedRecords<Activity>(dataDir, 'activities'));
      expect(stored).toEqual(expect.arrayContaining(['1', '29']));
      expect(stored).not.toContain('31');
      expect(stored).not.toContain('179');
    } finally {
      await app.close();
    }
  });
});
