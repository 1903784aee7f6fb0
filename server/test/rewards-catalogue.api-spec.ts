import request from 'supertest';
import { storedRecords } from './helpers/stored';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { expectPublicImage } from './helpers/public-images';

interface Reward {
  id: string;
  name: string;
  categoryId: string;
  pointsCost: number;
  stock: number;
  image: string | null;
  active: boolean;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 1),
]);

describe('rewards: the catalogue', () => {
  let testApp: TestApp;
  let token: string;
  let rewardCategory: string;
  let vacancyCategory: string;
  const http = () => request(testApp.app.getHttpServer());
  const api = {
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: object) => http().post(url).set(bearer(token)).send(body),
    patch: (url: string, body: object) => http().patch(url).set(bearer(token)).send(body),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  };
  const newReward = (name: string) => ({
    name,
    description: 'A test reward',
    categoryId: rewardCategory,
    pointsCost: 300,
    stock: 5,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    const admin = await signIn(testApp.app);
    token = (
      await createStaff(
        testApp.app,
        { name: 'Rita', email: 'rita@catalogue.test', password: 'rita-password-1' },
        ['rewards'],
        admin,
      )
    ).token;
    const categories = (await api.get('/api/categories?size=100').expect(200)).body.items as {
      id: string;
      kind: string;
    }[];
    rewardCategory = categories.find((category) => category.kind === 'reward')!.id;
    vacancyCategory = categories.find((category) => category.kind === 'vacancy')!.id;
  });
  afterAll(() => testApp.close());

  it('seeds 20 rewards, five in each of the 4 reward categories, active and withdrawn', async () => {
    const page = await api.get('/api/rewards?size=100').expect(200);
    const rewards = page.body.items as Reward[];
    expect(rewards).toHaveLength(20);
    expect(new Set(rewards.map((reward) => reward.categoryId)).size).toBe(4);
    expect(rewards.some((reward) => !reward.active)).toBe(true);
    const active = await api.get('/api/rewards?active=true&size=100').expect(200);
    expect((active.body.items as Reward[]).every((reward) => reward.active)).toBe(true);
    const cheapest = await api.get('/api/rewards?sort=pointsCost&size=3').expect(200);
    const costs = (cheapest.body.items as Reward[]).map((reward) => reward.pointsCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('adds and changes a reward in a reward category only', async () => {
    const created = await api.post('/api/rewards', newReward('Team dinner')).expect(201);
    expect(created.body).toMatchObject({ name: 'Team dinner', active: true, image: null });
    const wrongKind = await api
      .post('/api/rewards', { ...newReward('Nope'), categoryId: vacancyCategory })
      .expect(422);
    expect(wrongKind.body.fields).toHaveProperty('categoryId');
    await api
      .post('/api/rewards', {
        ...newReward('Ghost'),
        categoryId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(422);
    for (const bad of [{ pointsCost: 0 }, { stock: -1 }, { stock: 1.5 }, { image: '/x.png' }]) {
      await api.post('/api/rewards', { ...newReward('Bad'), ...bad }).expect(400);
    }
    const changed = await api
      .patch(`/api/rewards/${created.body.id}`, { stock: 9, active: false })
      .expect(200);
    expect(changed.body).toMatchObject({ stock: 9, active: false, pointsCost: 300 });
  });

  it('takes an image sniffed from its bytes, serves it publicly, and replaces it', async () => {
    const reward = (await api.post('/api/rewards', newReward('Camera')).expect(201)).body as Reward;
    const upload = (bytes: Buffer) =>
      http()
        .post(`/api/rewards/${reward.id}/image`)
        .set(bearer(token))
        .attach('image', bytes, { filename: 'photo.png' });
    const first = (await upload(PNG).expect(200)).body as Reward;
    expect(first.image).toMatch(/^\/api\/rewards\/images\/[0-9a-f-]{36}\.png$/);
    const served = await http().get(first.image!).expect(200);
    expectPublicImage(served, PNG);
    expect(Buffer.from(served.body as Buffer)).toEqual(PNG);
    await upload(Buffer.from('<?php echo 1; ?>')).expect(415);
    await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])).expect(413);
    const second = (await upload(PNG).expect(200)).body as Reward;
    expect(second.image).not.toBe(first.image);
    await http().get(first.image!).expect(404);
    await http().get('/api/rewards/images/..%2Fjwt-secret').expect(400);
  });

  it('deletes a reward with nothing pointing at it, and its image', async () => {
    const reward = (await api.post('/api/rewards', newReward('Mug')).expect(201)).body as Reward;
    const withImage = (
      await http()
        .post(`/api/rewards/${reward.id}/image`)
        .set(bearer(token))
        .attach('image', PNG, { filename: 'mug.png' })
        .expect(200)
    ).body as Reward;
    await api.delete(`/api/rewards/${reward.id}`).expect(200);
    await api.get(`/api/rewards/${reward.id}`).expect(404);
    await http().get(withImage.image!).expect(404);
    const stored = await storedRecords<Reward>(testApp.dataDir, 'rewards');
    expect(stored.some((one) => one.id === reward.id)).toBe(false);
  });

  it('keeps a reward category that rewards use from being deleted', async () => {
    const response = await api.delete(`/api/categories/${rewardCategory}`).expect(409);
    expect(response.body.message).toContain('reward');
  });
});
