import { Controller, Get, Module } from '@nestjs/common';
import request from 'supertest';
import { SessionsService } from '../src/modules/sessions/sessions.service';
import { ADMIN, bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { replaceStored, storedRecords, storedText } from './helpers/stored';

/** A route someone forgot to give an @Access(): the guard must refuse it. */
@Controller('test-undeclared')
class UndeclaredController {
  @Get()
  open(): string {
    return 'should never be answered';
  }
}

@Module({ controllers: [UndeclaredController] })
class UndeclaredModule {}

const newcomer = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@talento.local`,
  password: `${name.toLowerCase()}-secret-1`,
});
const credentials = ({ email, password }: { email: string; password: string }) => ({
  email,
  password,
});

describe('staff accounts, roles and approval', () => {
  let testApp: TestApp;
  let admin: string;
  const http = () => request(testApp.app.getHttpServer());
  const asAdmin = {
    get: (url: string) => http().get(url).set(bearer(admin)),
    post: (url: string, body: object = {}) => http().post(url).set(bearer(admin)).send(body),
    put: (url: string, body: object) => http().put(url).set(bearer(admin)).send(body),
  };
  const signUp = (person: ReturnType<typeof newcomer>) =>
    http()
      .post('/api/auth/sign-up')
      .send({ ...person, company: 'Talento', agreements: true })
      .expect(200);
  const pendingId = async (email: string): Promise<string> => {
    const { body } = await asAdmin.get(`/api/accounts?state=pending&search=${email}`).expect(200);
    return body.items[0].id;
  };

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
      imports: [UndeclaredModule],
    });
    admin = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('refuses a route that declares no access rule, even to an administrator', async () => {
    const response = await http().get('/api/test-undeclared').set(bearer(admin)).expect(403);
    expect(response.body.code).toBe('access-undeclared');
  });

  it('says the sign-up policy without a token', async () => {
    await http().get('/api/auth/sign-up').expect(200, { mode: 'approval' });
  });

  it('takes a sign-up as pending: the right password gets 403 naming the state, a wrong one 404', async () => {
    const person = newcomer('Pendiente');
    await signUp(person);
    const refused = await http().post('/api/auth/sign-in').send(credentials(person)).expect(403);
    expect(refused.body).toMatchObject({
      message: expect.stringContaining('awaiting approval'),
      code: 'account-pending',
    });
    await http()
      .post('/api/auth/sign-in')
      .send({ ...credentials(person), password: 'wrong-password' })
      .expect(404);
    await http().post('/api/auth/unlock-session').send(credentials(person)).expect(403);

    const listed = await asAdmin.get('/api/accounts?state=pending').expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ email: person.email, state: 'pending', roles: [] }),
    ]);
    expect(listed.body.items[0].passwordHash).toBeUndefined();
  });

  it('lets an approved account sign in with the roles it was given', async () => {
    const person = newcomer('Aprobada');
    await signUp(person);
    const id = await pendingId(person.email);
    const approved = await asAdmin
      .post(`/api/accounts/${id}/approve`, { roles: ['recruiter'] })
      .expect(200);
    expect(approved.body).toMatchObject({ state: 'active', roles: ['recruiter'] });
    const { reviewedBy } = approved.body;
    expect(reviewedBy).toBe((await asAdmin.get('/api/common/user')).body.id);
    const response = await http().post('/api/auth/sign-in').send(credentials(person)).expect(200);
    expect(response.body.user.roles).toEqual(['recruiter']);
    await asAdmin.post(`/api/accounts/${id}/approve`, { roles: ['recruiter'] }).expect(409);
  });

  it('keeps a rejected account out, with a message that says so', async () => {
    const person = newcomer('Rechazada');
    await signUp(person);
    const id = await pendingId(person.email);
    await asAdmin.post(`/api/accounts/${id}/reject`).expect(200);
    const refused = await http().post('/api/auth/sign-in').send(credentials(person)).expect(403);
    expect(refused.body.code).toBe('account-rejected');
    await asAdmin.post(`/api/accounts/${id}/reject`).expect(409);
  });

  it('refuses approval without a known role', async () => {
    const person = newcomer('Sinrol');
    await signUp(person);
    const id = await pendingId(person.email);
    const response = await asAdmin.post(`/api/accounts/${id}/approve`, { roles: [] }).expect(400);
    expect(Object.keys(response.body.fields)).toEqual(['roles']);
    await asAdmin.post(`/api/accounts/${id}/approve`, { roles: ['owner'] }).expect(400);
    await asAdmin
      .post(`/api/accounts/${id}/approve`, { roles: ['admin'], extra: true })
      .expect(400);
  });

  it('deactivation ends the account’s open session at once; reactivation lets it back', async () => {
    const person = newcomer('Desactivada');
    const { id, token } = await createStaff(testApp.app, person, ['rewards'], admin);
    await http().get('/api/common/user').set(bearer(token)).expect(200);

    await asAdmin.post(`/api/accounts/${id}/deactivate`).expect(200);
    await http().get('/api/common/user').set(bearer(token)).expect(401);
    await http().post('/api/auth/sign-in-with-token').send({ accessToken: token }).expect(401);
    const refused = await http().post('/api/auth/sign-in').send(credentials(person)).expect(403);
    expect(refused.body).toMatchObject({
      message: expect.stringContaining('deactivated'),
      code: 'account-deactivated',
    });

    await asAdmin.post(`/api/accounts/${id}/reactivate`).expect(200);
    await http().post('/api/auth/sign-in').send(credentials(person)).expect(200);
  });

  it('sets roles, and a role change takes effect on the next request', async () => {
    const { id, token } = await createStaff(testApp.app, newcomer('Cambiante'), ['rewards'], admin);
    await http().get('/api/companies').set(bearer(token)).expect(403);
    const changed = await asAdmin.put(`/api/accounts/${id}/roles`, { roles: ['recruiter'] });
    expect(changed.status).toBe(200);
    expect(changed.body.roles).toEqual(['recruiter']);
    await http().get('/api/companies').set(bearer(token)).expect(200);
  });

  it('keeps an account as it was when given the roles it has, in any order', async () => {
    const { id } = await createStaff(
      testApp.app,
      newcomer('Igual'),
      ['recruiter', 'rewards'],
      admin,
    );
    const before = (await asAdmin.get(`/api/accounts/${id}`).expect(200)).body;
    const again = await asAdmin
      .put(`/api/accounts/${id}/roles`, { roles: ['rewards', 'recruiter'] })
      .expect(200);
    expect(again.body).toEqual(before);
    expect((await asAdmin.get(`/api/accounts/${id}`).expect(200)).body).toEqual(before);
  });

  it('never removes the last active administrator', async () => {
    const me = (await asAdmin.get('/api/common/user').expect(200)).body.id;
    const demoted = await asAdmin.put(`/api/accounts/${me}/roles`, { roles: ['recruiter'] });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toMatch(/last active administrator/);
    await asAdmin.post(`/api/accounts/${me}/deactivate`).expect(409);

    // With a second administrator, the first may step down.
    const second = await createStaff(testApp.app, newcomer('Segunda'), ['admin'], admin);
    await asAdmin.put(`/api/accounts/${me}/roles`, { roles: ['admin', 'recruiter'] }).expect(200);
    await http()
      .put(`/api/accounts/${me}/roles`)
      .set(bearer(second.token))
      .send({ roles: ['admin'] })
      .expect(200);
    await http()
      .post(`/api/accounts/${second.id}/deactivate`)
      .set(bearer(second.token))
      .expect(200);
    await asAdmin.post(`/api/accounts/${me}/deactivate`).expect(409);
  });

  it('searches, filters by state and role, and pages the accounts', async () => {
    const byRole = await asAdmin.get('/api/accounts?role=admin').expect(200);
    expect(byRole.body.items.every((a: { roles: string[] }) => a.roles.includes('admin'))).toBe(
      true,
    );
    const found = await asAdmin.get('/api/accounts?search=aprobada').expect(200);
    expect(found.body.items.map((a: { email: string }) => a.email)).toEqual([
      'aprobada@talento.local',
    ]);
    const paged = await asAdmin.get('/api/accounts?size=2&sort=email&order=asc').expect(200);
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.pagination.length).toBeGreaterThan(2);
    await asAdmin.get('/api/accounts?state=asleep').expect(400);
    await asAdmin.get('/api/accounts/00000000-0000-4000-8000-000000000000').expect(404);
  });

  describe('sessions', () => {
    it('lists only the caller’s own sessions; all=true is for administrators', async () => {
      const { id, token } = await createStaff(
        testApp.app,
        newcomer('Sesiones'),
        ['recruiter'],
        admin,
      );
      const mine = await http().get('/api/sessions').set(bearer(token)).expect(200);
      expect(mine.body.length).toBeGreaterThan(0);
      expect(mine.body.every((s: { accountId: string }) => s.accountId === id)).toBe(true);
      await http().get('/api/sessions?all=true').set(bearer(token)).expect(403);

      const everyone = await asAdmin.get('/api/sessions?all=true').expect(200);
      const owners = new Set(everyone.body.map((s: { accountId: string }) => s.accountId));
      expect(owners.has(id)).toBe(true);
      expect(owners.size).toBeGreaterThan(1);
    });

    it('hides another account’s session from a non-administrator (404), not from an administrator', async () => {
      const one = await createStaff(testApp.app, newcomer('Una'), ['recruiter'], admin);
      const two = await createStaff(testApp.app, newcomer('Dos'), ['recruiter'], admin);
      const twoSessions = await http().get('/api/sessions').set(bearer(two.token)).expect(200);
      const twoSession = twoSessions.body[0].id;

      await http().delete(`/api/sessions/${twoSession}`).set(bearer(one.token)).expect(404);
      await http().get('/api/common/user').set(bearer(two.token)).expect(200);

      await http().delete(`/api/sessions/${twoSession}`).set(bearer(admin)).expect(200);
      await http().get('/api/common/user').set(bearer(two.token)).expect(401);
    });

    it('signs an account out everywhere', async () => {
      const person = newcomer('Todas');
      const { id, token } = await createStaff(testApp.app, person, ['recruiter'], admin);
      const second = await signIn(testApp.app, credentials(person));
      const response = await http().delete(`/api/accounts/${id}/sessions`).set(bearer(admin));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ revoked: 2 });
      await http().get('/api/common/user').set(bearer(token)).expect(401);
      await http().get('/api/common/user').set(bearer(second)).expect(401);
      // A signed-out account may sign in again: this is not deactivation.
      await signIn(testApp.app, credentials(person));
    });
  });

  describe('what each account sees', () => {
    const links = (items: { link?: string; children?: unknown[] }[]): string[] =>
      items.flatMap((item) => [
        ...(item.link ? [item.link] : []),
        ...links((item.children ?? []) as { link?: string }[]),
      ]);

    it('serves a navigation without the screens the account may not open', async () => {
      const recruiter = await createStaff(testApp.app, newcomer('Nav'), ['recruiter'], admin);
      const { body } = await http()
        .get('/api/common/navigation')
        .set(bearer(recruiter.token))
        .expect(200);
      const shown = links(body.default);
      expect(shown).toEqual(expect.arrayContaining(['/apps/listadovacanciaInterna', '/favoritos']));
      expect(shown).not.toContain('/apps/premios');
      expect(shown).not.toContain('/apps/menuconfig');
      expect(shown).not.toContain('/mantenimiento/cuentas');
      // The rewards group lost every item, so it is gone too.
      expect(body.default.map((item: { id: string }) => item.id)).not.toContain('premios');

      const full = await asAdmin.get('/api/common/navigation').expect(200);
      expect(links(full.body.default)).toEqual(
        expect.arrayContaining(['/apps/premios', '/mantenimiento/cuentas', '/apps/menuconfig']),
      );
    });

    it('answers search results only for screens and records the account may open', async () => {
      const rewards = await createStaff(testApp.app, newcomer('Buscadora'), ['rewards'], admin);
      const search = (token: string, query: string) =>
        http().post('/api/common/search').set(bearer(token)).send({ query }).expect(200);
      const asRewards = await search(rewards.token, 'vacan');
      const resultLinks = asRewards.body.flatMap((set: { results: { link: string }[] }) =>
        set.results.map((result) => result.link),
      );
      expect(resultLinks.filter((link: string) => /vacanc|detail/i.test(link))).toEqual([]);
      const asAdminResults = await search(admin, 'vacan');
      expect(asAdminResults.body.length).toBeGreaterThan(0);
    });
  });
});

describe('staff accounts from before roles', () => {
  it('upgrades in place: the first account becomes admin, the others recruiter and rewards', async () => {
    const dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    await first.close();
    const [seeded] = await storedRecords(dataDir, 'accounts');
    const legacy = (account: Record<string, unknown>) => {
      const { roles: _roles, state: _state, reviewedBy: _by, reviewedAt: _at, ...rest } = account;
      return rest;
    };
    const colleague = {
      ...legacy(seeded),
      id: '5f0c1d2e-0000-4000-8000-000000000002',
      email: 'colega@talento.local',
      createdAt: '2026-02-01T09:00:00.000Z',
    };
    await replaceStored(dataDir, 'accounts', [legacy(seeded) as { id: string }, colleague]);

    const second = await createTestApp({ dataDir });
    try {
      const upgraded = await storedRecords<{ roles: string[]; state: string }>(dataDir, 'accounts');
      expect(upgraded.map((a) => [a.roles, a.state])).toEqual([
        [['admin'], 'active'],
        [['recruiter', 'rewards'], 'active'],
      ]);
      await signIn(second.app, ADMIN);
    } finally {
      await second.close();
    }
  });

  it('adds the accounts screen to a navigation saved before it existed', async () => {
    const dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    await first.close();
    // As versions before `offeredItems` saved it.
    const saved = (await storedText(dataDir, 'navigation'))
      .replace(/,\s*\{[^{}]*"\/mantenimiento\/cuentas"[^{}]*\}/, '')
      .replace(/,\s*"offeredItems":\s*\[[^\]]*\]/g, '');
    expect(saved).not.toContain('/mantenimiento/cuentas');
    expect(saved).not.toContain('offeredItems');
    await replaceStored(dataDir, 'navigation', JSON.parse(saved));
    const second = await createTestApp({ dataDir });
    await second.close();
    expect(await storedText(dataDir, 'navigation')).toContain('/mantenimiento/cuentas');
  });

  it('prunes at start the sessions that ended more than 30 days ago, and keeps the others', async () => {
    const dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    const token = await signIn(first.app);
    await first.close();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const session = (id: string, expiresAt: string, revokedAt: string | null) => ({
      id: `00000000-0000-4000-8000-0000000000${id}`,
      accountId: 'gone',
      createdAt: daysAgo(40),
      lastSeenAt: daysAgo(40),
      expiresAt,
      ip: '127.0.0.1',
      userAgent: 'test',
      revokedAt,
    });
    const stored = await storedRecords<{ id: string }>(dataDir, 'sessions');
    await replaceStored(dataDir, 'sessions', [
      ...stored,
      session('a1', daysAgo(31), null),
      session('a2', daysAgo(29), daysAgo(32)),
      session('a3', daysAgo(5), null),
      session('a4', daysAgo(29), daysAgo(29)),
    ]);

    const second = await createTestApp({ dataDir });
    try {
      // Whole ids: the signed-in session's random one may end in the same two characters.
      const ids = (await storedRecords<{ id: string }>(dataDir, 'sessions')).map((s) => s.id);
      const idOf = (suffix: string) => `00000000-0000-4000-8000-0000000000${suffix}`;
      expect(ids).not.toContain(idOf('a1'));
      expect(ids).not.toContain(idOf('a2'));
      expect(ids).toEqual(expect.arrayContaining([idOf('a3'), idOf('a4')]));
      await request(second.app.getHttpServer())
        .get('/api/common/user')
        .set(bearer(token))
        .expect(200);
      expect(await second.app.get(SessionsService).prune()).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe.each([
  ['closed', 403],
  ['open', 200],
] as const)('SIGNUP=%s', (mode, status) => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const person = newcomer('Politica');

  beforeAll(async () => {
    testApp = await createTestApp({ env: { SIGNUP: mode } });
  });
  afterAll(() => testApp.close());

  it('says so, and signs people up (or not) accordingly', async () => {
    await http().get('/api/auth/sign-up').expect(200, { mode });
    const response = await http()
      .post('/api/auth/sign-up')
      .send({ ...person, company: 'Talento', agreements: true })
      .expect(status);
    if (mode === 'closed') {
      expect(response.body).toMatchObject({ code: 'signup-closed' });
      await http().post('/api/auth/sign-in').send(credentials(person)).expect(404);
    } else {
      const signedIn = await http().post('/api/auth/sign-in').send(credentials(person)).expect(200);
      expect(signedIn.body.user.roles).toEqual(['recruiter', 'rewards']);
    }
  });
});
