import { signIn } from '../test/helpers/auth';
import {
  type Api,
  apiAs,
  applicantInput,
  companyInput,
  unique,
  vacancyInput,
} from '../test/helpers/recruitment';
import { query } from './helpers/database';
import { serversOnOneDatabase } from './helpers/servers';

const servers = serversOnOneDatabase({
  env: { JWT_SECRET: 'a-test-only-secret-shared-by-both-servers' },
});

/** Stored vacancies naming a company or category that is not stored. */
async function danglingVacancies(url: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    url,
    `select v.id from store_records v
      where v.collection = 'vacancies'
        and ((v.data->>'companyId' is not null and not exists (
              select 1 from store_records c
               where c.collection = 'companies' and c.id = v.data->>'companyId'))
          or (v.data->>'categoryId' is not null and not exists (
              select 1 from store_records c
               where c.collection = 'categories' and c.id = v.data->>'categoryId')))`,
  );
  return rows.map((row) => row.id);
}

describe('checks across collections, with two servers on one database', () => {
  let a: Api;
  let b: Api;
  let categoryId: string;

  beforeAll(async () => {
    const first = await servers.start();
    a = apiAs(first.app, await signIn(first.app));
    const second = await servers.start();
    b = apiAs(second.app, await signIn(second.app));
    categoryId = (await a.get('/api/categories?kind=vacancy&active=true&size=1').expect(200)).body
      .items[0].id;
  });

  it('never leaves a vacancy naming a company deleted on the other server at the same time', async () => {
    for (let round = 0; round < 12; round += 1) {
      const company = (await a.post('/api/companies').send(companyInput()).expect(201)).body as {
        id: string;
      };
      const [removal, ...creations] = await Promise.all([
        a.delete(`/api/companies/${company.id}`),
        ...[0, 1, 2].map(() => b.post('/api/vacancies').send(vacancyInput(company.id, categoryId))),
      ]);
      const created = creations.filter((answer) => answer.status === 201).length;
      // Either order is fine; both at once is not.
      if (removal.status === 200) {
        expect(creations.map((answer) => [answer.status, answer.body.code])).toEqual(
          creations.map(() => [422, 'reference-missing']),
        );
      } else {
        expect([removal.status, removal.body.code]).toEqual([409, 'in-use']);
        expect(created).toBeGreaterThan(0);
      }
    }
    expect(await danglingVacancies(servers.url)).toEqual([]);
  });

  it('never deletes a category while the other server gives a vacancy that category', async () => {
    const companyId = (await a.post('/api/companies').send(companyInput()).expect(201)).body.id;
    for (let round = 0; round < 8; round += 1) {
      const category = (
        await a
          .post('/api/categories')
          .send({ name: `Área ${round} ${Date.now()}`, kind: 'vacancy' })
          .expect(201)
      ).body as { id: string };
      const [removal, creation] = await Promise.all([
        a.delete(`/api/categories/${category.id}`),
        b.post('/api/vacancies').send(vacancyInput(companyId, category.id)),
      ]);
      expect([removal.status, creation.status].sort()).toEqual(
        removal.status === 200 ? [200, 422] : [201, 409],
      );
    }
    expect(await danglingVacancies(servers.url)).toEqual([]);
  });

  it('never stores two applicants with one e-mail or document made on both servers at once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const tag = unique();
      const answers = await Promise.all(
        [a, b, a, b].map((api, n) =>
          api.post('/api/applicants').send(
            // Two by e-mail (its case differs), two by document (its separators differ).
            n < 2
              ? applicantInput({
                  email: n === 0 ? `twin.${tag}@example.com` : `TWIN.${tag}@example.com`,
                })
              : applicantInput({ documentId: n === 2 ? `doc-${tag}` : `DOC.${tag}` }),
          ),
        ),
      );
      expect(answers.map((answer) => [answer.status, answer.body.code]).sort()).toEqual([
        [201, undefined],
        [201, undefined],
        [409, 'document-taken'],
        [409, 'email-taken'],
      ]);
    }
    const shared = await query<{ email: string }>(
      servers.url,
      `select lower(data->>'email') as email from store_records
        where collection = 'applicants' and data->>'erasedAt' is null
        group by 1 having count(*) > 1`,
    );
    expect(shared).toEqual([]);
  });
});
