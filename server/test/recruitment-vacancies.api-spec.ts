import { compareText } from '../src/common/listing/text';
import { signIn } from './helpers/auth';
import {
  type Api,
  apiAs,
  applicantInput,
  companyInput,
  UNKNOWN_ID,
  vacancyInput,
} from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Vacancy {
  id: string;
  code: string;
  title: string;
  status: string;
  [field: string]: unknown;
}

describe('recruitment: vacancies', () => {
  let testApp: TestApp;
  let api: Api;
  let companyId: string;
  let categoryId: string;
  let rewardCategoryId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiAs(testApp.app, await signIn(testApp.app));
    companyId = (await api.post('/api/companies').send(companyInput()).expect(201)).body.id;
    categoryId = (await api.get('/api/categories?kind=vacancy&size=1').expect(200)).body.items[0]
      .id;
    rewardCategoryId = (await api.get('/api/categories?kind=reward&size=1').expect(200)).body
      .items[0].id;
  });
  afterAll(() => testApp.close());

  const create = async (overrides: Record<string, unknown> = {}): Promise<Vacancy> =>
    (
      await api
        .post('/api/vacancies')
        .send(vacancyInput(companyId, categoryId, overrides))
        .expect(201)
    ).body;
  const setStatus = (id: string, status: string) =>
    api.patch(`/api/vacancies/${id}/status`).send({ status });
  const activitiesOf = async (vacancyId: string) =>
    (await api.get(`/api/activities?vacancyId=${vacancyId}&size=100`).expect(200)).body.items as {
      description: string;
      link: string;
    }[];

  it('creates a draft with the next code, defaults and a sanitised description', async () => {
    const before = (await api.get('/api/vacancies?sort=code&order=desc&size=1').expect(200)).body
      .items[0];
    const vacancy = await create({
      description: '<p>Hola<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(vacancy).toMatchObject({
      status: 'draft',
      modality: 'onsite',
      contractType: 'full-time',
      currency: 'MXN',
      // The public job board hides the salary unless staff choose to show it.
      salaryVisible: false,
      internal: false,
      publishedAt: null,
      closedAt: null,
      companyId,
      categoryId,
      applicationCount: 0,
      hiredCount: 0,
    });
    expect(vacancy.description).toBe('<p>Hola<img src="x" /></p>');
    expect(vacancy.code).toBe(`VAC-${String(Number(before.code.slice(4)) + 1).padStart(4, '0')}`);
    expect(vacancy.companyName).toEqual(expect.any(String));
    expect(vacancy.categoryName).toEqual(expect.any(String));
    expect((await api.get(`/api/vacancies/${vacancy.id}`).expect(200)).body).toEqual(vacancy);
  });

  it('shows the salary on the public job board only when asked, and changes it by PATCH', async () => {
    const vacancy = await create({ salaryVisible: true });
    expect(vacancy.salaryVisible).toBe(true);
    const hidden = await api
      .patch(`/api/vacancies/${vacancy.id}`)
      .send({ salaryVisible: false })
      .expect(200);
    expect(hidden.body.salaryVisible).toBe(false);
    const refused = await api
      .patch(`/api/vacancies/${vacancy.id}`)
      .send({ salaryVisible: null })
      .expect(400);
    expect(refused.body.fields).toHaveProperty('salaryVisible');
  });

  it('gives concurrent creations different codes', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/vacancies').send({ title: 'Paralelo' })),
    );
    const codes = responses.map((response) => response.body.code);
    expect(new Set(codes).size).toBe(3);
  });

  it('lets a draft lack what an open vacancy needs', async () => {
    const draft = (await api.post('/api/vacancies').send({}).expect(201)).body;
    expect(draft).toMatchObject({ title: '', companyId: null, categoryId: null, description: '' });
    const opening = await setStatus(draft.id, 'open').expect(422);
    expect(Object.keys(opening.body.fields)).toEqual(['title']);
  });

  it.each([
    ['title', { title: '' }],
    ['companyId', { companyId: null }],
    ['categoryId', { categoryId: null }],
    ['description', { description: '<p> </p>' }],
  ])('refuses an open vacancy without %s (422)', async (field, missing) => {
    const response = await api
      .post('/api/vacancies')
      .send(vacancyInput(companyId, categoryId, { ...missing, status: 'open' }))
      .expect(422);
    expect(Object.keys(response.body.fields)).toEqual([field]);
    const draft = await create(missing);
    const opening = await setStatus(draft.id, 'open').expect(422);
    expect(Object.keys(opening.body.fields)).toEqual([field]);
  });

  it('keeps a published vacancy complete: a patch cannot empty its description', async () => {
    const open = await create({ status: 'open' });
    const response = await api
      .patch(`/api/vacancies/${open.id}`)
      .send({ description: '' })
      .expect(422);
    expect(Object.keys(response.body.fields)).toEqual(['description']);
  });

  it('refuses salaryMin above salaryMax, on create and on a patch of either side', async () => {
    const create422 = await api
      .post('/api/vacancies')
      .send(vacancyInput(companyId, categoryId, { salaryMin: 30000, salaryMax: 20000 }))
      .expect(422);
    expect(create422.body.fields).toEqual({
      salaryMin: ['salaryMin must not be greater than salaryMax'],
    });
    const vacancy = await create({ salaryMin: 20000, salaryMax: 30000 });
    await api.patch(`/api/vacancies/${vacancy.id}`).send({ salaryMin: 35000 }).expect(422);
    await api.patch(`/api/vacancies/${vacancy.id}`).send({ salaryMax: 15000 }).expect(422);
    await api.patch(`/api/vacancies/${vacancy.id}`).send({ salaryMin: 30000 }).expect(200);
    await api.patch(`/api/vacancies/${vacancy.id}`).send({ salaryMax: null }).expect(200);
  });

  it.each([
    ['a title of the wrong type', { title: 7 }, 'title'],
    ['an unknown modality', { modality: 'moon' }, 'modality'],
    ['a negative salary', { salaryMin: -1 }, 'salaryMin'],
    ['a fractional salary', { salaryMax: 10.5 }, 'salaryMax'],
    ['a lower-case currency', { currency: 'mxn' }, 'currency'],
    ['zero openings', { openings: 0 }, 'openings'],
    ['a bad deadline', { closesAt: '31/12/2026' }, 'closesAt'],
    ['requirements that are not a list', { requirements: 'SQL' }, 'requirements'],
    ['a company id that is not a UUID', { companyId: 'acme' }, 'companyId'],
    ['status paused on creation', { status: 'paused' }, 'status'],
    ['an unknown field', { salary: 100 }, 'salary'],
  ])('refuses %s (400)', async (_case, body, field) => {
    const response = await api.post('/api/vacancies').send(body).expect(400);
    expect(Object.keys(response.body.fields)).toContain(field);
  });

  it.each(['2027-02-29', '2026-04-31', '2026-02-30'])(
    'refuses a closing day the calendar has not, %s (422 date-invalid)',
    async (closesAt) => {
      const created = await api.post('/api/vacancies').send({ closesAt }).expect(422);
      expect(created.body).toMatchObject({
        code: 'date-invalid',
        fields: { closesAt: [`closesAt ${closesAt} is not a real day`] },
      });
      const vacancy = await create();
      const changed = await api
        .patch(`/api/vacancies/${vacancy.id}`)
        .send({ closesAt })
        .expect(422);
      expect(changed.body.code).toBe('date-invalid');
      await api.patch(`/api/vacancies/${vacancy.id}`).send({ closesAt: '2028-02-29' }).expect(200);
    },
  );

  it('refuses status in a plain patch (it has its own endpoint)', async () => {
    const vacancy = await create();
    const response = await api
      .patch(`/api/vacancies/${vacancy.id}`)
      .send({ status: 'open' })
      .expect(400);
    expect(Object.keys(response.body.fields)).toEqual(['status']);
  });

  it('checks the company and category a vacancy names (422)', async () => {
    const unknownCompany = await api
      .post('/api/vacancies')
      .send({ companyId: UNKNOWN_ID })
      .expect(422);
    expect(Object.keys(unknownCompany.body.fields)).toEqual(['companyId']);
    const unknownCategory = await api
      .post('/api/vacancies')
      .send({ categoryId: UNKNOWN_ID })
      .expect(422);
    expect(Object.keys(unknownCategory.body.fields)).toEqual(['categoryId']);
    const rewardCategory = await api
      .post('/api/vacancies')
      .send({ categoryId: rewardCategoryId })
      .expect(422);
    expect(rewardCategory.body.message).toMatch(/not a vacancy category/);

    const inactive = (
      await api
        .post('/api/companies')
        .send(companyInput({ active: false }))
        .expect(201)
    ).body;
    const response = await api.post('/api/vacancies').send({ companyId: inactive.id }).expect(422);
    expect(response.body.message).toMatch(/inactive/);
  });

  it('cannot reopen or open a vacancy of a company deactivated meanwhile', async () => {
    const company = (await api.post('/api/companies').send(companyInput()).expect(201)).body;
    const vacancy = (
      await api.post('/api/vacancies').send(vacancyInput(company.id, categoryId)).expect(201)
    ).body;
    await api.patch(`/api/companies/${company.id}`).send({ active: false }).expect(200);
    // Editing what it already has is fine; opening it is not.
    await api.patch(`/api/vacancies/${vacancy.id}`).send({ location: 'Puebla' }).expect(200);
    const opening = await setStatus(vacancy.id, 'open').expect(422);
    expect(Object.keys(opening.body.fields)).toEqual(['companyId']);
  });

  describe('status transitions', () => {
    it('follows draft -> open -> paused -> open -> closed, stamping dates', async () => {
      const vacancy = await create();
      const opened = (await setStatus(vacancy.id, 'open').expect(200)).body;
      expect(opened.status).toBe('open');
      expect(opened.publishedAt).toEqual(expect.any(String));
      const paused = (await setStatus(vacancy.id, 'paused').expect(200)).body;
      expect(paused.status).toBe('paused');
      const resumed = (await setStatus(vacancy.id, 'open').expect(200)).body;
      expect(resumed.publishedAt).toBe(opened.publishedAt);
      const closed = (await setStatus(vacancy.id, 'closed').expect(200)).body;
      expect(closed.status).toBe('closed');
      expect(closed.closedAt).toEqual(expect.any(String));
    });

    it('closes a paused vacancy too', async () => {
      const vacancy = await create({ status: 'open' });
      await setStatus(vacancy.id, 'paused').expect(200);
      await setStatus(vacancy.id, 'closed').expect(200);
    });

    it.each([
      ['draft', 'paused'],
      ['draft', 'closed'],
      ['open', 'open'],
      ['closed', 'open'],
      ['closed', 'paused'],
    ])('refuses %s -> %s with 422 on status', async (from, to) => {
      const vacancy = await create({ status: from === 'draft' ? 'draft' : 'open' });
      if (from === 'closed') await setStatus(vacancy.id, 'closed').expect(200);
      const response = await setStatus(vacancy.id, to).expect(422);
      expect(Object.keys(response.body.fields)).toEqual(['status']);
      expect((await api.get(`/api/vacancies/${vacancy.id}`).expect(200)).body.status).toBe(from);
    });

    it('refuses a status that is not a target, and unknown vacancies', async () => {
      const vacancy = await create();
      await setStatus(vacancy.id, 'draft').expect(400);
      await setStatus(vacancy.id, 'archived').expect(400);
      await setStatus(UNKNOWN_ID, 'open').expect(404);
      await api.post(`/api/vacancies/${UNKNOWN_ID}/reopen`).expect(404);
    });

    it('reopens a closed vacancy only through reopen, and only a closed one', async () => {
      const vacancy = await create({ status: 'open' });
      const notClosed = await api.post(`/api/vacancies/${vacancy.id}/reopen`).expect(422);
      expect(notClosed.body.message).toMatch(/Only a closed vacancy can be reopened/);
      await setStatus(vacancy.id, 'closed').expect(200);
      const reopened = (await api.post(`/api/vacancies/${vacancy.id}/reopen`).expect(200)).body;
      expect(reopened).toMatchObject({ status: 'open', closedAt: null });
    });

    it('records opening, closing and reopening in the activity feed', async () => {
      const vacancy = await create();
      await setStatus(vacancy.id, 'open').expect(200);
      await setStatus(vacancy.id, 'closed').expect(200);
      await api.post(`/api/vacancies/${vacancy.id}/reopen`).expect(200);
      const feed = await activitiesOf(vacancy.id);
      expect(feed.map((activity) => activity.description)).toEqual([
        `<strong>${vacancy.code} ${vacancy.title}</strong> was reopened`,
        `<strong>${vacancy.code} ${vacancy.title}</strong> was closed`,
        `<strong>${vacancy.code} ${vacancy.title}</strong> was published`,
      ]);
      expect(feed[0].link).toBe(`/apps/detail?vacancy=${vacancy.id}`);
      const created = await create({ status: 'open' });
      expect((await activitiesOf(created.id)).map((activity) => activity.description)).toEqual([
        `<strong>${created.code} ${created.title}</strong> was published`,
      ]);
    });
  });

  describe('with applications', () => {
    it('counts applications and hires, and keeps openings at or above the hires', async () => {
      const vacancy = await create({ status: 'open', openings: 3 });
      for (const _ of [1, 2]) {
        const applicant = (await api.post('/api/applicants').send(applicantInput()).expect(201))
          .body;
        const application = (
          await api
            .post('/api/applications')
            .send({ vacancyId: vacancy.id, applicantId: applicant.id })
            .expect(201)
        ).body;
        await api
          .patch(`/api/applications/${application.id}/stage`)
          .send({ stage: 'hired' })
          .expect(200);
      }
      const counted = (await api.get(`/api/vacancies/${vacancy.id}`).expect(200)).body;
      expect(counted).toMatchObject({ applicationCount: 2, hiredCount: 2 });
      await api.patch(`/api/vacancies/${vacancy.id}`).send({ openings: 2 }).expect(200);
      const lowered = await api
        .patch(`/api/vacancies/${vacancy.id}`)
        .send({ openings: 1 })
        .expect(422);
      expect(lowered.body.fields).toEqual({
        openings: ['openings cannot be fewer than the 2 people already hired'],
      });

      const deleting = await api.delete(`/api/vacancies/${vacancy.id}`).expect(409);
      expect(deleting.body.message).toMatch(/2 applications.*close it instead/);
    });

    it('deletes a vacancy without applications, and its favourites', async () => {
      const vacancy = await create();
      await api.put(`/api/favourites/vacancy/${vacancy.id}`).expect(200);
      const removed = await api.delete(`/api/vacancies/${vacancy.id}`).expect(200);
      expect(removed.body.id).toBe(vacancy.id);
      await api.get(`/api/vacancies/${vacancy.id}`).expect(404);
      const favourites = (await api.get('/api/favourites?kind=vacancy&size=100').expect(200)).body;
      expect(favourites.items.map((item: { targetId: string }) => item.targetId)).not.toContain(
        vacancy.id,
      );
      await api.delete(`/api/vacancies/${UNKNOWN_ID}`).expect(404);
    });
  });

  describe('list', () => {
    it('holds the 40 seeded vacancies in every status, newest first', async () => {
      const { body } = await api.get('/api/vacancies?size=100').expect(200);
      expect(body.pagination.length).toBeGreaterThanOrEqual(40);
      const created = body.items.map((vacancy: Vacancy) => vacancy.createdAt as string);
      expect(created).toEqual([...created].sort().reverse());
      for (const status of ['draft', 'open', 'paused', 'closed']) {
        const filtered = (await api.get(`/api/vacancies?status=${status}&size=100`).expect(200))
          .body;
        expect(filtered.items.length).toBeGreaterThan(0);
        expect(filtered.items.every((vacancy: Vacancy) => vacancy.status === status)).toBe(true);
      }
    });

    it('filters by company, category, internal, modality and contract type', async () => {
      const mine = await create({
        internal: true,
        modality: 'remote',
        contractType: 'internship',
      });
      const check = async (query: string, test: (vacancy: Vacancy) => boolean) => {
        const { body } = await api.get(`/api/vacancies?${query}&size=100`).expect(200);
        expect(body.items.length).toBeGreaterThan(0);
        expect(body.items.every(test)).toBe(true);
        return body.items as Vacancy[];
      };
      const ofCompany = await check(`companyId=${companyId}`, (v) => v.companyId === companyId);
      expect(ofCompany.map((vacancy) => vacancy.id)).toContain(mine.id);
      await check(`categoryId=${categoryId}`, (v) => v.categoryId === categoryId);
      await check('internal=true', (v) => v.internal === true);
      await check('internal=false', (v) => v.internal === false);
      await check('modality=remote', (v) => v.modality === 'remote');
      await check('contractType=internship', (v) => v.contractType === 'internship');
      await api.get('/api/vacancies?status=archived').expect(400);
      await api.get('/api/vacancies?companyId=acme').expect(400);
    });

    it('searches title, code, company and requirements, any case and accent', async () => {
      const vacancy = await create({
        title: 'Ingeniera Química de Pruebas',
        requirements: ['Kubernetes'],
      });
      const ids = async (search: string) =>
        (
          await api.get(`/api/vacancies?search=${encodeURIComponent(search)}&size=100`).expect(200)
        ).body.items.map((item: Vacancy) => item.id);
      expect(await ids('INGENIERA quimica')).toContain(vacancy.id);
      expect(await ids(vacancy.code.toLowerCase())).toContain(vacancy.id);
      expect(await ids('kubernetes')).toContain(vacancy.id);
      expect(await ids('nada-parecido-xyz')).toEqual([]);
    });

    it('sorts by whitelisted fields only', async () => {
      const byTitle = (
        await api.get('/api/vacancies?sort=title&size=100').expect(200)
      ).body.items.map((vacancy: Vacancy) => vacancy.title);
      // Untitled drafts come last in both orders.
      const titled = byTitle.filter((title: string) => title !== '');
      expect(titled.length).toBeLessThan(byTitle.length);
      expect(byTitle).toEqual([...[...titled].sort(compareText), ...byTitle.slice(titled.length)]);
      const bySalary = (
        await api.get('/api/vacancies?sort=salaryMin&order=desc&size=100').expect(200)
      ).body.items.map((vacancy: Vacancy) => vacancy.salaryMin);
      const withSalary = bySalary.filter((value: number | null) => value !== null);
      expect(withSalary).toEqual([...withSalary].sort((a, b) => b - a));
      expect(bySalary.slice(withSalary.length).every((value: unknown) => value === null)).toBe(
        true,
      );
      const byStatus = (
        await api.get('/api/vacancies?sort=status&size=100').expect(200)
      ).body.items.map((vacancy: Vacancy) => vacancy.status);
      const order = ['draft', 'open', 'paused', 'closed'];
      expect(byStatus).toEqual([...byStatus].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      await api.get('/api/vacancies?sort=description').expect(400);
    });

    it('pages: size limits and beyond the last page', async () => {
      const page = (await api.get('/api/vacancies?size=7&page=2').expect(200)).body;
      expect(page.items).toHaveLength(7);
      expect(page.pagination).toMatchObject({ size: 7, page: 2, startIndex: 7, endIndex: 13 });
      const beyond = (await api.get('/api/vacancies?size=100&page=2').expect(200)).body;
      expect(beyond).toEqual({
        items: [],
        pagination: { length: beyond.pagination.length, size: 100, page: 2, lastPage: 1 },
      });
      await api.get('/api/vacancies?size=1000').expect(400);
    });

    it('shows vacancies in the toolbar search, linking to their detail', async () => {
      const vacancy = await create({ title: 'Especialista Zafiro en Nómina' });
      const { body } = await api.post('/api/common/search').send({ query: 'zafiro' }).expect(200);
      const set = body.find((result: { id: string }) => result.id === 'vacancies');
      expect(set.label).toBe('Vacancies');
      expect(set.results).toEqual([
        expect.objectContaining({
          id: vacancy.id,
          link: `/apps/detail?vacancy=${vacancy.id}`,
          value: 'Especialista <mark>Zafiro</mark> en Nómina',
          code: vacancy.code,
        }),
      ]);
    });
  });
});
