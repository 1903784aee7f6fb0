import request from 'supertest';
import { compareText } from '../src/common/listing/text';
import { signIn } from './helpers/auth';
import { type Api, apiAs, companyInput, UNKNOWN_ID, vacancyInput } from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedRecords } from './helpers/stored';

describe('recruitment catalogues: companies and categories', () => {
  let testApp: TestApp;
  let api: Api;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiAs(testApp.app, await signIn(testApp.app));
  });
  afterAll(() => testApp.close());

  const anyVacancyCategory = async () =>
    (await api.get('/api/categories?kind=vacancy&active=true&size=1').expect(200)).body.items[0];

  describe('companies', () => {
    it('refuses every call without a token', async () => {
      await request(testApp.app.getHttpServer()).get('/api/companies').expect(401);
      await request(testApp.app.getHttpServer()).post('/api/companies').send({}).expect(401);
    });

    it('lists the seeded companies by name with the inventory’s pagination', async () => {
      const { body } = await api.get('/api/companies').expect(200);
      expect(body.pagination).toEqual({
        length: 10,
        size: 10,
        page: 1,
        lastPage: 1,
        startIndex: 0,
        endIndex: 9,
      });
      const names = body.items.map((company: { name: string }) => company.name);
      expect(names).toEqual([...names].sort(compareText));
      expect(body.items[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        taxId: expect.any(String),
        industry: expect.any(String),
        email: expect.any(String),
        phone: expect.any(String),
        address: expect.any(String),
        logo: null,
        active: expect.any(Boolean),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('creates, reads, updates and deletes a company', async () => {
      const input = companyInput({
        industry: 'Tecnología',
        email: 'RH@Example.com',
        phone: '+52 55 1234 5678',
        address: 'Av. Juárez 10, Ciudad de México',
        logo: 'https://example.com/logo.png',
      });
      const created = await api.post('/api/companies').send(input).expect(201);
      expect(created.body).toMatchObject({
        ...input,
        taxId: input.taxId.toUpperCase(),
        email: 'rh@example.com',
        active: true,
      });
      const id = created.body.id;
      const stored = await storedRecords<{ id: string }>(testApp.dataDir, 'companies');
      expect(stored.map((company: { id: string }) => company.id)).toContain(id);

      expect((await api.get(`/api/companies/${id}`).expect(200)).body).toEqual(created.body);
      const updated = await api
        .patch(`/api/companies/${id}`)
        .send({ industry: 'Software', email: null, active: false })
        .expect(200);
      expect(updated.body).toMatchObject({ industry: 'Software', email: null, active: false });
      expect(updated.body.name).toBe(input.name);
      expect(updated.body.updatedAt >= created.body.updatedAt).toBe(true);

      const removed = await api.delete(`/api/companies/${id}`).expect(200);
      expect(removed.body.id).toBe(id);
      await api.get(`/api/companies/${id}`).expect(404);
    });

    it('refuses a second company with the same name or taxId, whatever the case', async () => {
      const first = (await api.post('/api/companies').send(companyInput()).expect(201)).body;
      const sameName = await api
        .post('/api/companies')
        .send(companyInput({ name: first.name.toUpperCase() }))
        .expect(409);
      expect(sameName.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
      expect(sameName.body.fields.name[0]).toMatch(/already exists/);
      const sameTaxId = await api
        .post('/api/companies')
        .send(companyInput({ taxId: first.taxId.toLowerCase() }))
        .expect(409);
      expect(Object.keys(sameTaxId.body.fields)).toEqual(['taxId']);

      const other = (await api.post('/api/companies').send(companyInput()).expect(201)).body;
      const renamed = await api
        .patch(`/api/companies/${other.id}`)
        .send({ name: ` ${first.name.toLowerCase()} ` })
        .expect(409);
      expect(Object.keys(renamed.body.fields)).toEqual(['name']);
      // Renaming a company to its own name in another case is fine.
      await api
        .patch(`/api/companies/${other.id}`)
        .send({ name: other.name.toUpperCase() })
        .expect(200);
    });

    it('lets only one of two concurrent creations with one name through', async () => {
      const input = companyInput();
      const responses = await Promise.all([
        api.post('/api/companies').send(input),
        api.post('/api/companies').send({ ...input, taxId: `${input.taxId}X` }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it.each([
      ['no name', { taxId: 'ABC123' }, 'name'],
      ['a blank name', { name: '   ', taxId: 'ABC123' }, 'name'],
      ['a name of the wrong type', { name: 42, taxId: 'ABC123' }, 'name'],
      ['a bad taxId', { name: 'X S.A.', taxId: '!' }, 'taxId'],
      ['a bad email', { name: 'X S.A.', taxId: 'ABC123', email: 'nope' }, 'email'],
      ['a bad logo', { name: 'X S.A.', taxId: 'ABC123', logo: 'javascript:alert(1)' }, 'logo'],
      ['active as text', { name: 'X S.A.', taxId: 'ABC123', active: 'yes' }, 'active'],
      ['an unknown field', { name: 'X S.A.', taxId: 'ABC123', colour: 'red' }, 'colour'],
    ])('refuses %s with 400 naming the field', async (_case, body, field) => {
      const response = await api.post('/api/companies').send(body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it('refuses null for a required field on update, and unknown or malformed ids', async () => {
      const company = (await api.get('/api/companies?size=1').expect(200)).body.items[0];
      const response = await api.patch(`/api/companies/${company.id}`).send({ name: null });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual(['name']);
      await api.get(`/api/companies/${UNKNOWN_ID}`).expect(404);
      await api.patch(`/api/companies/${UNKNOWN_ID}`).send({ industry: 'x' }).expect(404);
      await api.delete(`/api/companies/${UNKNOWN_ID}`).expect(404);
      await api.get('/api/companies/not-a-uuid').expect(400);
    });

    it('refuses to delete a company with vacancies, telling to deactivate it instead', async () => {
      const company = (await api.post('/api/companies').send(companyInput()).expect(201)).body;
      const category = await anyVacancyCategory();
      await api.post('/api/vacancies').send(vacancyInput(company.id, category.id)).expect(201);
      const response = await api.delete(`/api/companies/${company.id}`).expect(409);
      expect(response.body.message).toMatch(/1 vacancy.*deactivate it instead/);
      expect(response.body.fields).toHaveProperty('active');
      await api.patch(`/api/companies/${company.id}`).send({ active: false }).expect(200);
      await api.get(`/api/companies/${company.id}`).expect(200);
    });

    it('searches, filters and sorts', async () => {
      const byText = (await api.get('/api/companies?search=LOGISTICA').expect(200)).body;
      expect(byText.items.map((company: { name: string }) => company.name)).toContain(
        'Grupo Altamira Logística',
      );
      const inactive = (await api.get('/api/companies?active=false&size=100').expect(200)).body;
      expect(inactive.items.length).toBeGreaterThan(0);
      expect(inactive.items.every((company: { active: boolean }) => !company.active)).toBe(true);
      const education = (await api.get('/api/companies?industry=educacion').expect(200)).body;
      expect(education.items.map((company: { name: string }) => company.name)).toEqual([
        'Instituto Educativo Horizonte',
      ]);
      const desc = (await api.get('/api/companies?sort=name&order=desc&size=100').expect(200)).body;
      const names = desc.items.map((company: { name: string }) => company.name);
      expect(names).toEqual([...names].sort((a, b) => compareText(b, a)));
    });

    it.each([
      ['an unknown sort field', 'sort=password'],
      ['an unknown order', 'order=sideways'],
      ['page 0', 'page=0'],
      ['a page that is not a number', 'page=two'],
      ['size 0', 'size=0'],
      ['a size above 100', 'size=101'],
      ['active that is not a boolean', 'active=maybe'],
      ['an unknown parameter', 'colour=red'],
    ])('refuses %s with 400', async (_case, query) => {
      const response = await api.get(`/api/companies?${query}`).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(Object.keys(response.body.fields).length).toBe(1);
    });

    it('answers an empty page past the last, still telling lastPage', async () => {
      const { body } = await api.get('/api/companies?size=5&page=99').expect(200);
      expect(body.items).toEqual([]);
      expect(body.pagination).toEqual({
        length: body.pagination.length,
        size: 5,
        page: 99,
        lastPage: Math.ceil(body.pagination.length / 5),
      });
      const last = await api.get(`/api/companies?size=5&page=${body.pagination.lastPage}`);
      expect(last.body.items.length).toBeGreaterThan(0);
      expect(last.body.pagination.endIndex).toBe(body.pagination.length - 1);
    });
  });

  describe('categories', () => {
    it('lists 12 vacancy categories and the reward ones', async () => {
      const vacancy = (await api.get('/api/categories?kind=vacancy&size=100').expect(200)).body;
      expect(vacancy.pagination.length).toBeGreaterThanOrEqual(12);
      expect(vacancy.items.map((category: { slug: string }) => category.slug)).toEqual(
        expect.arrayContaining(['tecnologia', 'finanzas-y-contabilidad', 'atencion-al-cliente']),
      );
      const reward = (await api.get('/api/categories?kind=reward').expect(200)).body;
      expect(reward.pagination.length).toBeGreaterThanOrEqual(4);
      expect(reward.items.every((category: { kind: string }) => category.kind === 'reward')).toBe(
        true,
      );
    });

    it('makes the slug from the name, unique per kind with -1, -2 suffixes', async () => {
      const name = `Diseño   Gráfico ${Date.now()}`;
      const base = `diseno-grafico-${name.split(' ').pop()}`;
      const post = (kind: string) => api.post('/api/categories').send({ name, kind }).expect(201);
      const first = (await post('vacancy')).body;
      const second = (await post('vacancy')).body;
      const third = (await post('vacancy')).body;
      const reward = (await post('reward')).body;
      expect([first.slug, second.slug, third.slug]).toEqual([base, `${base}-1`, `${base}-2`]);
      expect(reward.slug).toBe(base);
      expect(first).toMatchObject({ name, kind: 'vacancy', description: '', active: true });
    });

    it('regenerates the slug when the name or kind changes, staying unique', async () => {
      const stamp = Date.now();
      const a = (
        await api.post('/api/categories').send({ name: `Ventas ${stamp}`, kind: 'vacancy' })
      ).body;
      const b = (
        await api.post('/api/categories').send({ name: `Compras ${stamp}`, kind: 'vacancy' })
      ).body;
      const renamed = await api
        .patch(`/api/categories/${b.id}`)
        .send({ name: `Ventas ${stamp}` })
        .expect(200);
      expect(renamed.body.slug).toBe(`${a.slug}-1`);
      const moved = await api.patch(`/api/categories/${b.id}`).send({ kind: 'reward' }).expect(200);
      expect(moved.body.slug).toBe(a.slug);
      const described = await api
        .patch(`/api/categories/${a.id}`)
        .send({ description: 'Equipo comercial' })
        .expect(200);
      expect(described.body.slug).toBe(a.slug);
    });

    it('lets concurrent creations with one name get different slugs', async () => {
      const name = `Concurrente ${Date.now()}`;
      const responses = await Promise.all(
        [1, 2, 3].map(() => api.post('/api/categories').send({ name, kind: 'vacancy' })),
      );
      const slugs = responses.map((response) => response.body.slug).sort();
      expect(new Set(slugs).size).toBe(3);
    });

    it.each([
      ['no kind', { name: 'Legal' }, 'kind'],
      ['an unknown kind', { name: 'Legal', kind: 'product' }, 'kind'],
      ['a blank name', { name: ' ', kind: 'vacancy' }, 'name'],
      ['a name without letters or digits', { name: '¡¿!?', kind: 'vacancy' }, 'name'],
      ['an unknown field', { name: 'Legal', kind: 'vacancy', slug: 'my-slug' }, 'slug'],
    ])('refuses %s naming the field', async (_case, body, field) => {
      const response = await api.post('/api/categories').send(body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it('refuses deleting or re-kinding a category vacancies use; deletes an unused one', async () => {
      const used = await anyVacancyCategory();
      const deleting = await api.delete(`/api/categories/${used.id}`).expect(409);
      expect(deleting.body.message).toMatch(/vacanc(y|ies).*deactivate it instead/);
      const rekinding = await api
        .patch(`/api/categories/${used.id}`)
        .send({ kind: 'reward' })
        .expect(409);
      expect(Object.keys(rekinding.body.fields)).toEqual(['kind']);

      const unused = (
        await api.post('/api/categories').send({ name: `Temporal ${Date.now()}`, kind: 'reward' })
      ).body;
      await api.delete(`/api/categories/${unused.id}`).expect(200);
      await api.get(`/api/categories/${unused.id}`).expect(404);
      await api.delete(`/api/categories/${UNKNOWN_ID}`).expect(404);
    });

    it('filters by active and sorts by slug', async () => {
      const hidden = (
        await api
          .post('/api/categories')
          .send({ name: `Oculta ${Date.now()}`, kind: 'vacancy', active: false })
      ).body;
      const inactive = (await api.get('/api/categories?active=false&size=100').expect(200)).body;
      expect(inactive.items.map((category: { id: string }) => category.id)).toContain(hidden.id);
      const sorted = (await api.get('/api/categories?sort=slug&size=100').expect(200)).body;
      const slugs = sorted.items.map((category: { slug: string }) => category.slug);
      expect(slugs).toEqual([...slugs].sort(compareText));
      await api.get('/api/categories?sort=description').expect(400);
    });
  });
});
