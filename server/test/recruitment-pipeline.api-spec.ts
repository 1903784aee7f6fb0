import request from 'supertest';
import { createStaff, signIn } from './helpers/auth';
import {
  type Api,
  apiAs,
  applicantInput,
  companyInput,
  pdfBytes,
  UNKNOWN_ID,
  vacancyInput,
} from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Application {
  id: string;
  stage: string;
  history: { stage: string; at: string; by: string; byName: string | null }[];
  [field: string]: unknown;
}

describe('recruitment: applications, favourites and activities', () => {
  let testApp: TestApp;
  let api: Api;
  let other: Api;
  let adminId: string;
  let adminName: string;
  let companyId: string;
  let categoryId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    api = apiAs(testApp.app, await signIn(testApp.app));
    const person = {
      name: 'Otra Reclutadora',
      email: 'otra@talento.local',
      password: 'otra-clave-1',
    };
    other = apiAs(testApp.app, (await createStaff(testApp.app, person, ['recruiter'])).token);
    const admin = (await api.get('/api/common/user').expect(200)).body;
    adminId = admin.id;
    adminName = `${admin.name} ${admin.surname}`.trim();
    companyId = (await api.post('/api/companies').send(companyInput()).expect(201)).body.id;
    categoryId = (await api.get('/api/categories?kind=vacancy&size=1').expect(200)).body.items[0]
      .id;
  });
  afterAll(() => testApp.close());

  const vacancy = async (overrides: Record<string, unknown> = {}) =>
    (
      await api
        .post('/api/vacancies')
        .send(vacancyInput(companyId, categoryId, { status: 'open', ...overrides }))
        .expect(201)
    ).body as { id: string; code: string; title: string };
  const applicant = async (overrides: Record<string, unknown> = {}) =>
    (await api.post('/api/applicants').send(applicantInput(overrides)).expect(201)).body as {
      id: string;
      firstName: string;
      lastName: string;
    };
  const apply = async (
    vacancyId: string,
    applicantId: string,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await api
        .post('/api/applications')
        .send({ vacancyId, applicantId, ...extra })
        .expect(201)
    ).body as Application;
  const move = (id: string, stage: string) =>
    api.patch(`/api/applications/${id}/stage`).send({ stage });

  describe('applications', () => {
    it('creates an application with its first history entry and both summaries', async () => {
      const job = await vacancy();
      const person = await applicant({ firstName: 'Iván', lastName: 'Quintero Lugo' });
      const application = await apply(job.id, person.id);
      expect(application).toMatchObject({
        vacancyId: job.id,
        applicantId: person.id,
        stage: 'applied',
        rating: 0,
        history: [{ stage: 'applied', at: application.createdAt, by: adminId, byName: adminName }],
        applicant: { id: person.id, name: 'Iván Quintero Lugo', erasedAt: null, hasCv: false },
        vacancy: { id: job.id, code: job.code, title: job.title, status: 'open' },
      });
      expect((await api.get(`/api/applications/${application.id}`).expect(200)).body).toEqual(
        application,
      );
      await api
        .post(`/api/applicants/${person.id}/cv`)
        .attach('file', pdfBytes(), { filename: 'cv.pdf', contentType: 'application/pdf' })
        .expect(200);
      const withCv = await api.get(`/api/applications/${application.id}`).expect(200);
      expect(withCv.body.applicant.hasCv).toBe(true);
      const feed = (await api.get(`/api/activities?applicantId=${person.id}`)).body.items;
      expect(feed[0]).toMatchObject({
        icon: 'heroicons_outline:paper-airplane',
        description: `<strong>Iván Quintero Lugo</strong> applied to <strong>${job.title}</strong>`,
        link: `/apps/candidates?vacancy=${job.id}`,
      });
    });

    it('takes one application per vacancy and applicant, even when two arrive together', async () => {
      const job = await vacancy();
      const person = await applicant();
      await apply(job.id, person.id);
      const again = await api
        .post('/api/applications')
        .send({ vacancyId: job.id, applicantId: person.id })
        .expect(409);
      expect(Object.keys(again.body.fields)).toEqual(['applicantId']);

      const someone = await applicant();
      const responses = await Promise.all(
        [1, 2].map(() =>
          api.post('/api/applications').send({ vacancyId: job.id, applicantId: someone.id }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it('takes applications on open and paused vacancies only', async () => {
      const person = await applicant();
      const draft = await vacancy({ status: 'draft' });
      const refused = await api
        .post('/api/applications')
        .send({ vacancyId: draft.id, applicantId: person.id })
        .expect(422);
      expect(refused.body.fields.vacancyId[0]).toMatch(/is draft/);
      const paused = await vacancy();
      await api.patch(`/api/vacancies/${paused.id}/status`).send({ status: 'paused' }).expect(200);
      await apply(paused.id, person.id);
      await api.patch(`/api/vacancies/${paused.id}/status`).send({ status: 'closed' }).expect(200);
      const closed = await api
        .post('/api/applications')
        .send({ vacancyId: paused.id, applicantId: (await applicant()).id })
        .expect(422);
      expect(closed.body.fields.vacancyId[0]).toMatch(/is closed/);
    });

    it.each([
      ['an unknown vacancy', { vacancyId: UNKNOWN_ID }, 422, 'vacancyId'],
      ['an unknown applicant', { applicantId: UNKNOWN_ID }, 422, 'applicantId'],
      ['a vacancy id that is not a UUID', { vacancyId: 'VAC-0001' }, 400, 'vacancyId'],
      ['an unknown stage', { stage: 'archived' }, 400, 'stage'],
      ['a rating of 6', { rating: 6 }, 400, 'rating'],
      ['a rating as text', { rating: 'good' }, 400, 'rating'],
      ['an unknown field', { notes: 'x' }, 400, 'notes'],
    ])('refuses %s', async (_case, overrides, status, field) => {
      const job = await vacancy();
      const person = await applicant();
      const response = await api
        .post('/api/applications')
        .send({ vacancyId: job.id, applicantId: person.id, ...overrides })
        .expect(status);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    });

    it('appends every stage change to the history, with who and when', async () => {
      const job = await vacancy();
      const person = await applicant({ firstName: 'Noemí', lastName: 'Treviño Saldaña' });
      const application = await apply(job.id, person.id);
      for (const stage of ['screening', 'interview', 'offer']) {
        await move(application.id, stage).expect(200);
      }
      const otherMove = await other
        .patch(`/api/applications/${application.id}/stage`)
        .send({ stage: 'rejected' })
        .expect(200);
      const history = (otherMove.body as Application).history;
      expect(history.map((change) => change.stage)).toEqual([
        'applied',
        'screening',
        'interview',
        'offer',
        'rejected',
      ]);
      expect(history.at(-1)?.by).not.toBe(adminId);
      expect(history.at(-1)?.byName).toBe('Otra Reclutadora');
      expect(history[0].byName).toBe(adminName);
      expect(history.slice(0, 4).every((change) => change.by === adminId)).toBe(true);
      const times = history.map((change) => change.at);
      expect([...times].sort()).toEqual(times);
      expect(otherMove.body.stage).toBe('rejected');

      // The same stage again changes nothing.
      const same = await move(application.id, 'rejected').expect(200);
      expect(same.body.history).toHaveLength(5);

      const feed = (await api.get(`/api/activities?applicantId=${person.id}&size=20`)).body.items;
      expect(feed.map((activity: { description: string }) => activity.description)).toEqual([
        `<strong>Noemí Treviño Saldaña</strong> was turned down for <strong>${job.title}</strong>`,
        `<strong>Noemí Treviño Saldaña</strong> moved to Offer for <strong>${job.title}</strong>`,
        `<strong>Noemí Treviño Saldaña</strong> moved to Interview for <strong>${job.title}</strong>`,
        `<strong>Noemí Treviño Saldaña</strong> moved to Screening for <strong>${job.title}</strong>`,
        `<strong>Noemí Treviño Saldaña</strong> applied to <strong>${job.title}</strong>`,
        '<strong>Noemí Treviño Saldaña</strong> joined the applicant pool',
      ]);
      expect(feed[1].extraContent).toBe('Interview → Offer');
    });

    it('refuses a bad stage change', async () => {
      const job = await vacancy();
      const application = await apply(job.id, (await applicant()).id);
      await move(application.id, 'archived').expect(400);
      await api
        .patch(`/api/applications/${application.id}/stage`)
        .send({ stage: 'offer', at: 'yesterday' })
        .expect(400);
      await move(UNKNOWN_ID, 'offer').expect(404);
    });

    it('counts hires against openings: full means 422 until a hire moves away', async () => {
      const job = await vacancy({ openings: 1 });
      const first = await apply(job.id, (await applicant()).id);
      const second = await apply(job.id, (await applicant()).id);
      const hired = await move(first.id, 'hired').expect(200);
      expect(hired.body.history.at(-1)).toMatchObject({ stage: 'hired', by: adminId });
      const full = await move(second.id, 'hired').expect(422);
      expect(full.body.fields.stage[0]).toMatch(/All 1 opening of VAC-\d{4} are filled/);
      const refusedCreate = await api
        .post('/api/applications')
        .send({ vacancyId: job.id, applicantId: (await applicant()).id, stage: 'hired' })
        .expect(422);
      expect(Object.keys(refusedCreate.body.fields)).toEqual(['stage']);
      // Moving the hire back frees the opening.
      await move(first.id, 'offer').expect(200);
      await move(second.id, 'hired').expect(200);
      // Raising the openings makes room too.
      await api.patch(`/api/vacancies/${job.id}`).send({ openings: 2 }).expect(200);
      await move(first.id, 'hired').expect(200);
      expect((await api.get(`/api/vacancies/${job.id}`)).body.hiredCount).toBe(2);
    });

    it('lets only one of two concurrent hires take the last opening', async () => {
      const job = await vacancy({ openings: 1 });
      const a = await apply(job.id, (await applicant()).id);
      const b = await apply(job.id, (await applicant()).id);
      const responses = await Promise.all([move(a.id, 'hired'), move(b.id, 'hired')]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
      const hires = (await api.get(`/api/applications?vacancyId=${job.id}&stage=hired`)).body;
      expect(hires.pagination.length).toBe(1);
    });

    it('rates an application; the stage cannot change through a plain patch', async () => {
      const job = await vacancy();
      const application = await apply(job.id, (await applicant()).id);
      const rated = await api
        .patch(`/api/applications/${application.id}`)
        .send({ rating: 4 })
        .expect(200);
      expect(rated.body).toMatchObject({ rating: 4, history: application.history });
      await api.patch(`/api/applications/${application.id}`).send({ rating: 6 }).expect(400);
      await api.patch(`/api/applications/${application.id}`).send({ rating: null }).expect(400);
      await api.patch(`/api/applications/${application.id}`).send({ stage: 'hired' }).expect(400);
      await api.patch(`/api/applications/${UNKNOWN_ID}`).send({ rating: 1 }).expect(404);
    });

    it('lists by vacancy, applicant, stage and rating; searches; sorts', async () => {
      const job = await vacancy({ title: 'Cartógrafo(a) Submarino(a)' });
      const people = [
        await applicant({ lastName: 'Abarca' }),
        await applicant({ lastName: 'Zúñiga' }),
      ];
      const first = await apply(job.id, people[0].id, { rating: 5 });
      await apply(job.id, people[1].id, { rating: 2 });
      await move(first.id, 'interview').expect(200);

      const ofVacancy = (await api.get(`/api/applications?vacancyId=${job.id}`).expect(200)).body;
      expect(ofVacancy.pagination.length).toBe(2);
      const byName = (
        await api.get(`/api/applications?vacancyId=${job.id}&sort=applicantName&order=desc`)
      ).body.items.map((item: Application) => item.applicantId);
      expect(byName).toEqual([people[1].id, people[0].id]);
      const interview = (
        await api.get(`/api/applications?vacancyId=${job.id}&stage=interview`).expect(200)
      ).body.items;
      expect(interview.map((item: Application) => item.id)).toEqual([first.id]);
      const rated = (await api.get(`/api/applications?vacancyId=${job.id}&minRating=3`)).body;
      expect(rated.items.map((item: Application) => item.id)).toEqual([first.id]);
      const ofApplicant = (await api.get(`/api/applications?applicantId=${people[1].id}`)).body;
      expect(ofApplicant.pagination.length).toBe(1);
      const found = (await api.get('/api/applications?search=cartografo submarino')).body;
      expect(found.pagination.length).toBe(2);
      const byRating = (
        await api.get('/api/applications?sort=rating&order=desc&size=100')
      ).body.items.map((item: Application) => item.rating);
      expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
      await api.get('/api/applications?sort=history').expect(400);
      await api.get('/api/applications?stage=done').expect(400);
      await api.get('/api/applications?minRating=9').expect(400);
    });

    it('holds the 600 seeded applications across every stage', async () => {
      for (const stage of ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']) {
        const { body } = await api.get(`/api/applications?stage=${stage}&size=1`).expect(200);
        expect(body.pagination.length).toBeGreaterThan(0);
      }
      const all = (await api.get('/api/applications?size=100&page=6').expect(200)).body;
      expect(all.pagination.length).toBeGreaterThanOrEqual(600);
      expect(all.items).toHaveLength(100);
    });

    it('deletes an application', async () => {
      const job = await vacancy();
      const application = await apply(job.id, (await applicant()).id);
      await api.delete(`/api/applications/${application.id}`).expect(200);
      await api.get(`/api/applications/${application.id}`).expect(404);
      await api.delete(`/api/applications/${application.id}`).expect(404);
    });
  });

  describe('favourites', () => {
    it('starts the admin with starred applicants and vacancies, each with its target', async () => {
      const { body } = await api.get('/api/favourites?size=100').expect(200);
      const kinds = body.items.map((item: { kind: string }) => item.kind);
      expect(kinds).toContain('applicant');
      expect(kinds).toContain('vacancy');
      for (const item of body.items) {
        if (item.kind === 'applicant') {
          expect(item.applicant).toMatchObject({ id: item.targetId, name: expect.any(String) });
          expect(item.vacancy).toBeUndefined();
        } else {
          expect(item.vacancy).toMatchObject({ id: item.targetId, code: expect.any(String) });
        }
      }
      expect((await other.get('/api/favourites').expect(200)).body.items).toEqual([]);
    });

    it('stars idempotently: PUT twice keeps one favourite', async () => {
      const person = await applicant({ firstName: 'Estela', lastName: 'Favorita' });
      const first = await api.put(`/api/favourites/applicant/${person.id}`).expect(200);
      const second = await api.put(`/api/favourites/applicant/${person.id}`).expect(200);
      expect(second.body).toEqual(first.body);
      expect(first.body).toMatchObject({
        kind: 'applicant',
        targetId: person.id,
        applicant: { id: person.id, name: 'Estela Favorita' },
      });
      expect(first.body).not.toHaveProperty('accountId');
      const posted = await api
        .post('/api/favourites')
        .send({ kind: 'applicant', targetId: person.id })
        .expect(201);
      expect(posted.body.id).toBe(first.body.id);
      const mine = (await api.get('/api/favourites?kind=applicant&size=100')).body.items.filter(
        (item: { targetId: string }) => item.targetId === person.id,
      );
      expect(mine).toHaveLength(1);
      expect((await api.get(`/api/favourites/${first.body.id}`).expect(200)).body).toEqual(
        first.body,
      );
    });

    it('unstars idempotently: DELETE of a missing favourite is still 204', async () => {
      const job = await vacancy();
      await api.put(`/api/favourites/vacancy/${job.id}`).expect(200);
      await api.delete(`/api/favourites/vacancy/${job.id}`).expect(204);
      await api.delete(`/api/favourites/vacancy/${job.id}`).expect(204);
      const left = (await api.get('/api/favourites?kind=vacancy&size=100')).body.items;
      expect(left.map((item: { targetId: string }) => item.targetId)).not.toContain(job.id);
    });

    it('keeps each account’s favourites to itself', async () => {
      const person = await applicant();
      const mine = (await api.put(`/api/favourites/applicant/${person.id}`).expect(200)).body;
      await other.get(`/api/favourites/${mine.id}`).expect(404);
      await other.delete(`/api/favourites/${mine.id}`).expect(404);
      // Unstarring through the other account leaves the admin's star alone.
      await other.delete(`/api/favourites/applicant/${person.id}`).expect(204);
      await api.get(`/api/favourites/${mine.id}`).expect(200);
      const theirs = (await other.put(`/api/favourites/applicant/${person.id}`).expect(200)).body;
      expect(theirs.id).not.toBe(mine.id);
      expect(
        (await other.get('/api/favourites')).body.items.map((i: { id: string }) => i.id),
      ).toEqual([theirs.id]);
      const removed = await api.delete(`/api/favourites/${mine.id}`).expect(200);
      expect(removed.body.id).toBe(mine.id);
      await other.get(`/api/favourites/${theirs.id}`).expect(200);
    });

    it('drops the favourites of a deleted applicant', async () => {
      const person = await applicant();
      await api.put(`/api/favourites/applicant/${person.id}`).expect(200);
      await other.put(`/api/favourites/applicant/${person.id}`).expect(200);
      await api.delete(`/api/applicants/${person.id}`).expect(200);
      for (const account of [api, other]) {
        const items = (await account.get('/api/favourites?size=100')).body.items;
        expect(items.map((item: { targetId: string }) => item.targetId)).not.toContain(person.id);
      }
    });

    it('refuses unknown targets, kinds and ids', async () => {
      await api.put(`/api/favourites/applicant/${UNKNOWN_ID}`).expect(404);
      await api.put(`/api/favourites/vacancy/${UNKNOWN_ID}`).expect(404);
      const kind = await api.put(`/api/favourites/company/${UNKNOWN_ID}`).expect(400);
      expect(Object.keys(kind.body.fields)).toEqual(['kind']);
      await api.put('/api/favourites/applicant/not-a-uuid').expect(400);
      await api.post('/api/favourites').send({ kind: 'vacancy' }).expect(400);
      await api.get(`/api/favourites/${UNKNOWN_ID}`).expect(404);
      await api.delete(`/api/favourites/${UNKNOWN_ID}`).expect(404);
    });

    it('searches and sorts favourites by their target’s title', async () => {
      const job = await vacancy({ title: 'Oceanógrafo(a) Favorito(a)' });
      await api.put(`/api/favourites/vacancy/${job.id}`).expect(200);
      const found = (await api.get('/api/favourites?search=oceanografo').expect(200)).body.items;
      expect(found.map((item: { targetId: string }) => item.targetId)).toEqual([job.id]);
      await api.get('/api/favourites?sort=title&order=asc').expect(200);
      await api.get('/api/favourites?sort=accountId').expect(400);
    });
  });

  describe('activities', () => {
    it('serves the feed newest first, paginated, with the original client’s activity fields only', async () => {
      const { body } = await api.get('/api/activities?size=50').expect(200);
      expect(body.pagination.length).toBeGreaterThanOrEqual(80);
      const dates = body.items.map((activity: { date: string }) => activity.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(Object.keys(body.items[0]).sort()).toEqual(
        [
          'id',
          'icon',
          'image',
          'description',
          'date',
          'extraContent',
          'linkedContent',
          'link',
          'useRouter',
        ].sort(),
      );
      const oldest = (await api.get('/api/activities?sort=date&order=asc&size=1')).body.items[0];
      expect(oldest.date <= dates.at(-1)).toBe(true);
      const beyond = (await api.get('/api/activities?size=100&page=1000')).body;
      expect(beyond.items).toEqual([]);
      await api.get('/api/activities?size=500').expect(400);
      await api.get('/api/activities?sort=icon').expect(400);
      await request(testApp.app.getHttpServer()).get('/api/activities').expect(401);
    });
  });
});
