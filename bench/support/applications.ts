/** Many applications for the benchmarks that weigh the store with them. */
import { randomUUID } from 'node:crypto';
import type {
  Application,
  ApplicationStage,
} from '../../server/src/modules/applications/application.types';
import { defineCollection } from '../../server/src/store/entity';
import { StoreService } from '../../server/src/store/store.service';

const STAGES: ApplicationStage[] = ['applied', 'screening', 'interview', 'offer', 'hired'];

/**
 * Adds `count` applications over the last year to a stopped server's data folder, each
 * with the stages it went through, and compacts.
 */
export async function addApplications(dataDir: string, count: number): Promise<void> {
  const store = new StoreService({ dataDir, onStart: 'open' });
  const applications = store.collection(defineCollection<Application>({ name: 'applications' }));
  const vacancies = store.collection(defineCollection<{ id: string }>({ name: 'vacancies' }));
  await store.open(applications);
  await store.open(vacancies);
  const vacancyIds = vacancies.list().map((vacancy) => vacancy.id);
  const now = Date.now();
  const made: Application[] = [];
  for (let n = 0; n < count; n += 1) {
    const createdAt = now - ((n * 7919) % 365) * 86_400_000 - (n % 86_400) * 1000;
    const furthest = n % STAGES.length;
    const history = STAGES.slice(0, furthest + 1).map((stage, at) => ({
      stage,
      at: new Date(createdAt + at * 3 * 86_400_000).toISOString(),
      by: 'bench',
    }));
    made.push({
      id: randomUUID(),
      vacancyId: vacancyIds[n % vacancyIds.length],
      applicantId: randomUUID(),
      stage: history[history.length - 1].stage,
      rating: n % 6,
      history,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: history[history.length - 1].at,
    });
  }
  await applications.replaceAll([...applications.list(), ...made]);
  await store.close({ compact: true });
}
