/** Many applicants for the benchmarks that weigh the store with them. */
import { randomUUID } from 'node:crypto';
import type { Applicant } from '../../server/src/modules/applicants/applicant.types';
import { NO_CONSENT_WORDING } from '../../server/src/modules/applicants/consent';
import { defineCollection } from '../../server/src/store/entity';
import { StoreService } from '../../server/src/store/store.service';

const CITIES = ['Lima', 'Arequipa', 'Cusco', 'Trujillo', 'Piura', 'Chiclayo'];
const SKILLS = ['Excel', 'Sales', 'SQL', 'Customer service', 'Forklift', 'English', 'Python'];

/** The e-mail of the `n`th applicant this module adds: unique, and found again by tests. */
export const benchEmail = (n: number) => `bench.applicant.${n}@example.com`;

/**
 * Adds `count` applicants (each with an e-mail and an identity document, about 600 bytes
 * stored) to a stopped server's data folder, and compacts. Answers their ids, in order.
 */
export async function addApplicants(dataDir: string, count: number): Promise<string[]> {
  const store = new StoreService({ dataDir, onStart: 'open' });
  const applicants = store.collection(defineCollection<Applicant>({ name: 'applicants' }));
  await store.open(applicants);
  const now = Date.now();
  const made: Applicant[] = [];
  for (let n = 0; n < count; n += 1) {
    const at = new Date(now - (n % 730) * 86_400_000).toISOString();
    made.push({
      id: randomUUID(),
      firstName: `Nombre${n}`,
      lastName: `Apellido ${n % 977}`,
      documentId: `BENCH${String(n).padStart(8, '0')}`,
      email: benchEmail(n),
      phone: `+51 9${String(n).padStart(8, '0')}`,
      birthDate: `19${70 + (n % 30)}-0${1 + (n % 9)}-1${n % 10}`,
      city: CITIES[n % CITIES.length],
      skills: [SKILLS[n % SKILLS.length], SKILLS[(n * 3 + 1) % SKILLS.length]],
      yearsExperience: n % 25,
      education: 'technical',
      expectedSalary: 1500 + (n % 40) * 100,
      source: 'job-board',
      notes: 'Added by a benchmark.',
      cvFileId: null,
      cvFormat: null,
      cvSize: null,
      cvUploadedAt: null,
      consentAt: at,
      ...NO_CONSENT_WORDING,
      erasedAt: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  await applicants.replaceAll([...applicants.list(), ...made]);
  await store.close({ compact: true });
  return made.map((applicant) => applicant.id);
}
