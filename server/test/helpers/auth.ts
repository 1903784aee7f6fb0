import type { App } from '../../src/app.setup';
import { BackgroundWork } from '../../src/common/background/background-work';
import request from 'supertest';

/** The seeded administrator (README: default sign-in credentials). */
export const ADMIN = { email: 'admin@talento.local', password: 'Talento-Admin-2026' };

export async function signIn(
  app: App,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await request(app.getHttpServer()).post('/api/auth/sign-in').send(credentials);
  if (response.status !== 200) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.accessToken as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface StaffPerson {
  name: string;
  email: string;
  password: string;
  company?: string;
}

/**
 * Signs a person up and has the administrator approve them with `roles`, as staff join
 * the console; answers the new account's id and a token.
 */
export async function createStaff(
  app: App,
  person: StaffPerson,
  roles: string[] = ['recruiter', 'rewards'],
  adminToken?: string,
): Promise<{ id: string; token: string }> {
  const http = () => request(app.getHttpServer());
  const { company = 'Talento', ...rest } = person;
  await http()
    .post('/api/auth/sign-up')
    .send({ ...rest, company, agreements: true })
    .expect(200);
  const admin = adminToken ?? (await signIn(app));
  const listed = await http()
    .get('/api/accounts')
    .query({ state: 'pending', search: person.email })
    .set(bearer(admin))
    .expect(200);
  const id = (listed.body.items as { id: string; email: string }[]).find(
    (account) => account.email === person.email.toLowerCase(),
  )?.id;
  if (!id) throw new Error(`${person.email} is not pending approval`);
  await http().post(`/api/accounts/${id}/approve`).set(bearer(admin)).send({ roles }).expect(200);
  return { id, token: await signIn(app, { email: person.email, password: person.password }) };
}

/**
 * Waits for the work requests left to run after their answers (the mails of sign-up and
 * forgot-password, a new account's starter data).
 */
export function afterAnswers(app: App): Promise<void> {
  return app.get(BackgroundWork).settled();
}
