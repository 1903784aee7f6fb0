import { createStaff, signIn } from './helpers/auth';
import { type Api, apiAs } from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';

const PROFILE = {
  name: 'Marta',
  surname: 'Ibáñez',
  language: 'es',
  phone: '+52 55 1234 5678',
  avatar: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('the first sign-in onboarding', () => {
  let testApp: TestApp;
  let admin: Api;
  let newcomer: Api;
  let newcomerId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    const adminToken = await signIn(testApp.app);
    admin = apiAs(testApp.app, adminToken);
    const staff = await createStaff(
      testApp.app,
      { name: 'Nueva', email: 'nueva@talento.local', password: 'nueva-clave-1' },
      ['recruiter'],
      adminToken,
    );
    newcomerId = staff.id;
    newcomer = apiAs(testApp.app, staff.token);
  });
  afterAll(() => testApp.close());

  const me = async (api: Api) => (await api.get('/api/common/user').expect(200)).body;

  it('starts a new account not onboarded, and the installation’s administrator onboarded', async () => {
    expect(await me(newcomer)).toMatchObject({ onboarded: false, phone: '', language: null });
    expect((await me(admin)).onboarded).toBe(true);
  });

  it('refuses a profile without its required fields, naming each', async () => {
    const response = await newcomer
      .post('/api/common/user/onboarding')
      .send({ name: ' ', language: 'fr', phone: 'call me' })
      .expect(400);
    const text = JSON.stringify(response.body);
    for (const message of [
      'name must not be empty',
      'surname must not be empty',
      'language must be one of en, tr, es',
      'phone must be a phone number',
    ]) {
      expect(text).toContain(message);
    }
    expect((await me(newcomer)).onboarded).toBe(false);
    await newcomer
      .post('/api/common/user/onboarding')
      .send({ ...PROFILE, roles: ['admin'] })
      .expect(400);
  });

  it('saves the profile and finishes the onboarding once', async () => {
    const saved = await newcomer.post('/api/common/user/onboarding').send(PROFILE).expect(200);
    expect(saved.body).toMatchObject({ ...PROFILE, onboarded: true, roles: ['recruiter'] });
    expect(await me(newcomer)).toMatchObject({ onboarded: true, phone: PROFILE.phone });
    const account = (await admin.get(`/api/accounts/${newcomerId}`).expect(200)).body;
    expect(Date.parse(account.onboardedAt)).not.toBeNaN();

    // The original client sends the whole user back: `onboarded` is accepted and ignored.
    const user = await me(newcomer);
    await newcomer
      .patch('/api/common/user')
      .send({ user: { ...user, onboarded: false } })
      .expect(200);
    expect((await me(newcomer)).onboarded).toBe(true);
  });

  it('lets only an administrator show it again', async () => {
    await newcomer.post(`/api/accounts/${newcomerId}/onboarding/reset`).expect(403);
    const reset = await admin.post(`/api/accounts/${newcomerId}/onboarding/reset`).expect(200);
    expect(reset.body.onboardedAt).toBeNull();
    expect((await me(newcomer)).onboarded).toBe(false);
    await admin
      .post('/api/accounts/00000000-0000-4000-8000-00000000beef/onboarding/reset')
      .expect(404);
  });
});
