import { signIn } from './helpers/auth';
import { type Api, apiAs, companyInput, vacancyInput } from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Requests racing on one server: deleting a company or category while vacancies naming
 * it are created. The check and the change are one commit over both collections, so
 * one of them loses, whatever the order the write queue takes them in.
 */
describe('checks across collections under concurrent requests', () => {
  let testApp: TestApp;
  let api: Api;
  let categoryId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiAs(testApp.app, await signIn(testApp.app));
    categoryId = (await api.get('/api/categories?kind=vacancy&active=true&size=1').expect(200)).body
      .items[0].id;
  });
  afterAll(() => testApp.close());

  /** Every vacancy names a company and a category that exist. */
  async function expectNoDanglingVacancy(): Promise<void> {
    const companies = new Set(
      ((await api.get('/api/companies?size=100').expect(200)).body.items as { id: string }[]).map(
        (company) => company.id,
      ),
    );
    const vacancies = (await api.get('/api/vacancies?size=100').expect(200)).body.items as {
      code: string;
      companyId: string | null;
      companyName: string | null;
    }[];
    expect(
      vacancies.filter(
        (vacancy) => vacancy.companyId !== null && !companies.has(vacancy.companyId),
      ),
    ).toEqual([]);
  }

  it('never keeps a vacancy naming a company deleted at the same time', async () => {
    let refusedDeletions = 0;
    for (let round = 0; round < 10; round += 1) {
      const company = (await api.post('/api/companies').send(companyInput()).expect(201)).body as {
        id: string;
      };
      const create = () => api.post('/api/vacancies').send(vacancyInput(company.id, categoryId));
      // Creations sent before and after the deletion, all in flight together.
      const [first, removal, ...later] = await Promise.all([
        create(),
        api.delete(`/api/companies/${company.id}`),
        create(),
        create(),
      ]);
      const creations = [first, ...later];
      // Either order is fine; both at once is not.
      if (removal.status === 200) {
        expect(creations.map((answer) => [answer.status, answer.body.code])).toEqual(
          creations.map(() => [422, 'reference-missing']),
        );
      } else {
        expect([removal.status, removal.body.code]).toEqual([409, 'in-use']);
        expect(creations.some((answer) => answer.status === 201)).toBe(true);
        refusedDeletions += 1;
      }
    }
    await expectNoDanglingVacancy();
    // The race did happen: some deletions lost to a vacancy created with them.
    expect(refusedDeletions).toBeGreaterThan(0);
  });
});
