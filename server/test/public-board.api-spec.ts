import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { signIn } from './helpers/auth';
import {
  type Api,
  apiAs,
  applicantInput,
  companyInput,
  docxBytes,
  pdfBytes,
  pngBytes,
  unique,
  vacancyInput,
} from './helpers/recruitment';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { leaks, type LeakOptions } from './helpers/public-leaks';
import { storedFileNames } from './helpers/stored-files';

interface Vacancy {
  id: string;
  code: string;
  title: string;
  [field: string]: unknown;
}

interface PublicVacancy {
  code: string;
  title: string;
  companyName: string | null;
  category: { slug: string; name: string } | null;
  location: string;
  modality: string;
  salary: { min: number | null; max: number | null; currency: string; period: string } | null;
  [field: string]: unknown;
}

interface Page<T> {
  items: T[];
  pagination: { length: number; page: number; size: number; lastPage: number };
}

/** The wording a form shows beside its consent box, as the web sends it. */
const CONSENT_TEXT =
  'Acepto que Talento trate mis datos personales y mi CV para evaluar esta y futuras postulaciones.';

const INDEX = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Talento Admin: the staff console." />',
  '<title>Talento Admin</title></head><body>',
  '<!-- splash: left out of rendered pages --><div id="splash-screen">talento-splash</div><!-- /splash -->',
  '<div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
].join('\n');

describe('the public job board', () => {
  let testApp: TestApp;
  let webDir: string;
  let api: Api;
  let companyId: string;
  let companyName: string;
  let categoryId: string;
  let categorySlug: string;
  /** An open public vacancy whose salary shows. */
  let listed: Vacancy;
  /** Open and public, salary hidden. */
  let hiddenSalary: Vacancy;
  /** Open but internal. */
  let internal: Vacancy;
  const http = () => request(testApp.app.getHttpServer());
  const today = () => new Date().toISOString().slice(0, 10);
  const daysFromNow = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  const createVacancy = async (overrides: Record<string, unknown> = {}): Promise<Vacancy> =>
    (
      await api
        .post('/api/vacancies')
        .send(vacancyInput(companyId, categoryId, { status: 'open', ...overrides }))
        .expect(201)
    ).body;
  const listAll = async (query = ''): Promise<Page<PublicVacancy>> =>
    (await http().get(`/api/public/vacancies?size=48${query}`).expect(200)).body;
  const codes = async (query = '') => (await listAll(query)).items.map((vacancy) => vacancy.code);

  const apply = (
    code: string,
    fields: Record<string, string>,
    cv: { bytes: Buffer; name: string; type?: string } | null = {
      bytes: pdfBytes(),
      name: 'cv.pdf',
    },
  ) => {
    let call = http().post(`/api/public/vacancies/${code}/applications`);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    if (cv)
      call = call.attach('cv', cv.bytes, {
        filename: cv.name,
        contentType: cv.type ?? 'application/pdf',
      });
    return call;
  };
  const visitor = (overrides: Record<string, string> = {}) => {
    const tag = unique();
    return {
      firstName: 'Valeria',
      lastName: `Visitante ${tag}`,
      email: `valeria.${tag}@example.com`,
      phone: '+52 55 1234 5678',
      consent: 'true',
      consentText: CONSENT_TEXT,
      consentLanguage: 'es',
      ...overrides,
    };
  };
  const applicantByEmail = async (email: string) =>
    (await api.get(`/api/applicants?search=${encodeURIComponent(email)}&size=5`).expect(200)).body
      .items as Record<string, unknown>[];
  const applicationsOf = async (vacancyId: string) =>
    (await api.get(`/api/applications?vacancyId=${vacancyId}&size=100`).expect(200)).body.items as {
      applicant: { id: string; email: string };
      stage: string;
      history: { by: string }[];
    }[];
  const cvFiles = async () => storedFileNames(testApp.dataDir, 'cv');

  beforeAll(async () => {
    webDir = await makeTempDir('talento-board-web-');
    await writeFile(join(webDir, 'index.html'), INDEX);
    await mkdir(join(webDir, 'i18n'));
    await copyFile(join(__dirname, '../../web/public/i18n/en.json'), join(webDir, 'i18n/en.json'));
    testApp = await createTestApp({
      // The limits have their own app below; here every call must get through.
      env: {
        WEB_DIST_DIR: webDir,
        PUBLIC_RATE_LIMIT_PER_IP: '100000',
        PUBLIC_APPLY_LIMIT_PER_IP: '1000',
      },
    });
    api = apiAs(testApp.app, await signIn(testApp.app));
    const company = (await api.post('/api/companies').send(companyInput()).expect(201)).body;
    companyId = company.id;
    companyName = company.name;
    const category = (await api.get('/api/categories?kind=vacancy&size=1').expect(200)).body
      .items[0];
    categoryId = category.id;
    categorySlug = category.slug;
    listed = await createVacancy({
      title: `Ingeniera de Datos ${unique()}`,
      location: 'Mérida',
      modality: 'hybrid',
      salaryMin: 41000,
      salaryMax: 52000,
      salaryVisible: true,
    });
    hiddenSalary = await createVacancy({
      title: `Contador Confidencial ${unique()}`,
      location: 'Saltillo',
      salaryMin: 77123,
      salaryMax: 88123,
    });
    internal = await createVacancy({
      title: `Puesto Interno Secreto ${unique()}`,
      location: 'Ciudad Oculta',
      internal: true,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDir, { recursive: true, force: true });
  });

  describe('banners', () => {
    it('answers the banners showing now, in order, without a token', async () => {
      const banners = (await http().get('/api/public/banners').expect(200)).body as object[];
      expect(banners.map((banner) => Object.keys(banner).sort())).toEqual(
        banners.map(() => ['id', 'image', 'link', 'title']),
      );
      expect(banners.length).toBeGreaterThan(0);
    });
  });

  describe('vacancies', () => {
    it('lists open, non-internal vacancies only, newest first', async () => {
      const draft = await createVacancy({ status: 'draft' });
      const paused = await createVacancy();
      await api.patch(`/api/vacancies/${paused.id}/status`).send({ status: 'paused' }).expect(200);
      const closed = await createVacancy();
      await api.patch(`/api/vacancies/${closed.id}/status`).send({ status: 'closed' }).expect(200);
      const all = await codes();
      expect(all).toEqual(expect.arrayContaining([listed.code, hiddenSalary.code]));
      for (const hidden of [internal, draft, paused, closed])
        expect(all).not.toContain(hidden.code);
      const staff = (
        await api.get('/api/vacancies?status=open&internal=false&size=100').expect(200)
      ).body.items as Vacancy[];
      expect((await listAll()).pagination.length).toBe(
        staff.filter(
          (vacancy) => vacancy.closesAt === null || (vacancy.closesAt as string) >= today(),
        ).length,
      );
      // Newest first: the last created listed vacancy leads.
      expect(all.indexOf(hiddenSalary.code)).toBeLessThan(all.indexOf(listed.code));
    });

    it('hides a vacancy once its last day to apply has passed (the last day itself still shows)', async () => {
      const lastDay = await createVacancy({ closesAt: today() });
      const passed = await createVacancy();
      // Staff may set a past deadline on an open vacancy; the board stops listing it.
      await api
        .patch(`/api/vacancies/${passed.id}`)
        .send({ closesAt: daysFromNow(-2) })
        .expect(200);
      const all = await codes();
      expect(all).toContain(lastDay.code);
      expect(all).not.toContain(passed.code);
      await http().get(`/api/public/vacancies/${passed.code}`).expect(404);
    });

    it('answers public fields only, the salary only when staff chose to show it', async () => {
      const { items } = await listAll();
      const shown = items.find((vacancy) => vacancy.code === listed.code)!;
      expect(shown).toEqual({
        code: listed.code,
        title: listed.title,
        companyName,
        category: { slug: categorySlug, name: expect.any(String) },
        location: 'Mérida',
        modality: 'hybrid',
        contractType: 'full-time',
        salary: { min: 41000, max: 52000, currency: 'MXN', period: 'month' },
        publishedAt: expect.any(String),
        closesAt: null,
      });
      expect(items.find((vacancy) => vacancy.code === hiddenSalary.code)!.salary).toBeNull();
    });

    it('searches, filters by category, modality and location, and pages', async () => {
      expect(await codes(`&search=${encodeURIComponent(listed.title.toUpperCase())}`)).toEqual([
        listed.code,
      ]);
      expect(await codes('&search=secreto')).toEqual([]);
      expect(await codes(`&category=${categorySlug}`)).toEqual(
        expect.arrayContaining([listed.code, hiddenSalary.code]),
      );
      expect(await codes('&category=no-such-category')).toEqual([]);
      const hybrid = await listAll('&modality=hybrid');
      expect(hybrid.items.every((vacancy) => vacancy.modality === 'hybrid')).toBe(true);
      expect(hybrid.items.map((vacancy) => vacancy.code)).toContain(listed.code);
      // Case and accents do not matter; the internal vacancy's city is never found.
      expect(await codes('&location=MERIDA')).toContain(listed.code);
      expect(await codes('&location=Ciudad%20Oculta')).toEqual([]);
      const first = (await http().get('/api/public/vacancies?size=2&page=1').expect(200)).body;
      const second = (await http().get('/api/public/vacancies?size=2&page=2').expect(200)).body;
      expect(first.items).toHaveLength(2);
      expect(first.pagination).toMatchObject({ page: 1, size: 2 });
      expect(second.items[0].code).not.toBe(first.items[1].code);
      const past = (await http().get('/api/public/vacancies?page=999').expect(200)).body;
      expect(past.items).toEqual([]);
      // Twelve a page unless asked.
      expect((await http().get('/api/public/vacancies').expect(200)).body.pagination.size).toBe(12);
    });

    it.each([
      ['an unknown modality', 'modality=boss', 'modality'],
      ['a page below one', 'page=0', 'page'],
      ['too large a page size', 'size=500', 'size'],
      ['a category that is not a slug', 'category=Not%20A%20Slug!', 'category'],
      ['a staff-only filter', 'internal=true', 'internal'],
      ['a staff-only sort', 'sort=salaryMin', 'sort'],
    ])('refuses %s with 400', async (_case, query, field) => {
      const response = await http().get(`/api/public/vacancies?${query}`).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(JSON.stringify(response.body)).toContain(field);
    });

    it('offers filters with counts from listed vacancies only', async () => {
      const filters = (await http().get('/api/public/vacancies/filters').expect(200)).body as {
        categories: { slug: string; name: string; count: number }[];
        modalities: { modality: string; count: number }[];
        locations: { name: string; count: number }[];
      };
      const total = (await listAll()).pagination.length;
      const sum = (entries: { count: number }[]) =>
        entries.reduce((all, entry) => all + entry.count, 0);
      expect(sum(filters.modalities)).toBe(total);
      expect(filters.categories.find((category) => category.slug === categorySlug)).toBeDefined();
      expect(filters.locations.map((location) => location.name)).toContain('Mérida');
      expect(filters.locations.map((location) => location.name)).not.toContain('Ciudad Oculta');
      for (const category of filters.categories) {
        expect((await listAll(`&category=${category.slug}`)).pagination.length).toBe(
          category.count,
        );
      }
    });

    it('answers one listed vacancy by its code, in any case, with its description', async () => {
      const response = await http()
        .get(`/api/public/vacancies/${listed.code.toLowerCase()}`)
        .expect(200);
      expect(response.body).toMatchObject({
        code: listed.code,
        title: listed.title,
        description: '<p>Buscamos a alguien <strong>curioso</strong>.</p>',
        requirements: ['SQL', 'Jest'],
      });
    });

    it('answers 404 for internal, draft and unknown vacancies alike, 400 for a malformed code', async () => {
      const draft = await createVacancy({ status: 'draft' });
      for (const code of [internal.code, draft.code, 'VAC-99999']) {
        const response = await http().get(`/api/public/vacancies/${code}`).expect(404);
        expect(response.body).toMatchObject({ statusCode: 404, code: 'not-found' });
        expect(JSON.stringify(response.body)).not.toContain(internal.title);
      }
      await http().get('/api/public/vacancies/not-a-code').expect(400);
    });
  });

  describe('applying', () => {
    it('creates the applicant and the application from a visitor, with consent and CV', async () => {
      const person = visitor({ documentId: ' curp900101hdfrrn01 ' });
      const before = new Date().toISOString();
      const response = await apply(listed.code, person).expect(201);
      expect(response.body).toEqual({
        vacancyCode: listed.code,
        vacancyTitle: listed.title,
        receivedAt: expect.any(String),
      });
      const [applicant] = await applicantByEmail(person.email);
      expect(applicant).toMatchObject({
        firstName: 'Valeria',
        lastName: person.lastName,
        email: person.email,
        phone: '+52 55 1234 5678',
        documentId: 'CURP900101HDFRRN01',
        source: 'website',
        cvFormat: 'pdf',
        applicationCount: 1,
      });
      expect((applicant.consentAt as string) >= before).toBe(true);
      // What the visitor agreed to, beside when.
      expect(applicant).toMatchObject({ consentText: CONSENT_TEXT, consentLanguage: 'es' });
      const [application] = (await applicationsOf(listed.id)).filter(
        (one) => one.applicant.id === applicant.id,
      );
      expect(application.stage).toBe('applied');
      expect(application.history[0].by).toBe('00000000-0000-0000-0000-000000000000');
      const cv = await api.get(`/api/applicants/${applicant.id as string}/cv`).expect(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      // The same events as staff's: the feed says the person joined and applied.
      const feed = (
        await api.get(`/api/activities?applicantId=${applicant.id as string}&size=10`).expect(200)
      ).body.items.map((activity: { description: string }) => activity.description);
      expect(feed).toEqual(
        expect.arrayContaining([
          expect.stringContaining('joined the applicant pool'),
          expect.stringContaining(`applied to <strong>${listed.title}</strong>`),
        ]),
      );
    });

    it('links an applicant with the same e-mail, filling blanks only and keeping their CV', async () => {
      const known = (
        await api
          .post('/api/applicants')
          .send(applicantInput({ firstName: 'Ana', phone: '' }))
          .expect(201)
      ).body;
      await api
        .post(`/api/applicants/${known.id}/cv`)
        .attach('file', docxBytes(), 'mine.docx')
        .expect(200);
      const filesBefore = (await cvFiles()).length;
      await apply(
        hiddenSalary.code,
        visitor({
          firstName: 'Impostora',
          lastName: 'Otra',
          email: known.email.toUpperCase(),
          phone: '+52 81 5555 0000',
        }),
      ).expect(201);
      const after = (await api.get(`/api/applicants/${known.id}`).expect(200)).body;
      expect(after).toMatchObject({
        firstName: 'Ana',
        lastName: known.lastName,
        email: known.email,
        phone: '+52 81 5555 0000',
        cvFormat: 'docx',
        source: known.source,
        applicationCount: 1,
      });
      expect(after.consentAt > known.consentAt).toBe(true);
      // Staff's record had no wording; the visitor's consent brings the one they read.
      expect(known).toMatchObject({ consentText: null, consentLanguage: null });
      expect(after).toMatchObject({ consentText: CONSENT_TEXT, consentLanguage: 'es' });
      // The visitor's CV was not kept: the applicant already had one.
      expect((await cvFiles()).length).toBe(filesBefore);
      expect(await applicantByEmail(known.email)).toHaveLength(1);
    });

    it('keeps the consent wording as plain text', async () => {
      const person = visitor({
        consentText:
          '  <p>I agree\n to the <b>processing</b>\u200b of my data.</p><script>x</script> ',
        consentLanguage: 'en',
      });
      await apply(listed.code, person).expect(201);
      const [applicant] = await applicantByEmail(person.email);
      expect(applicant).toMatchObject({
        consentText: 'I agree to the processing of my data. x',
        consentLanguage: 'en',
      });
    });

    it('links an applicant with the same identity document when the e-mail is new', async () => {
      const known = (
        await api
          .post('/api/applicants')
          .send(applicantInput({ documentId: `DOC-${unique()}` }))
          .expect(201)
      ).body;
      const person = visitor({ documentId: known.documentId.toLowerCase() });
      await apply(listed.code, person).expect(201);
      expect(await applicantByEmail(person.email)).toHaveLength(0);
      expect((await api.get(`/api/applicants/${known.id}`).expect(200)).body).toMatchObject({
        email: known.email,
        applicationCount: 1,
        cvFormat: 'pdf',
      });
    });

    it('answers a second application with a friendly 409 that tells nothing of the applicant', async () => {
      const person = visitor();
      await apply(listed.code, person).expect(201);
      const again = await apply(listed.code, {
        ...person,
        firstName: 'Otra',
        lastName: 'Persona',
      }).expect(409);
      expect(again.body).toMatchObject({ statusCode: 409, code: 'already-applied' });
      const text = JSON.stringify(again.body);
      for (const secret of ['Valeria', person.lastName, person.email, '1234']) {
        expect(text).not.toContain(secret);
      }
      expect((await applicantByEmail(person.email))[0].applicationCount).toBe(1);
    });

    it('checks the CV by its content: 415 for another type, 400 without one, 413 above 5 MB', async () => {
      const filesBefore = (await cvFiles()).length;
      const png = await apply(listed.code, visitor(), { bytes: pngBytes(), name: 'cv.pdf' }).expect(
        415,
      );
      expect(png.body).toMatchObject({ code: 'cv-invalid', fields: { cv: [expect.any(String)] } });
      const none = await apply(listed.code, visitor(), null).expect(400);
      expect(none.body.fields).toHaveProperty('cv');
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
      await apply(listed.code, visitor(), { bytes: big, name: 'cv.pdf' }).expect(413);
      await apply(listed.code, visitor(), {
        bytes: docxBytes(),
        name: 'cv.docx',
        type: 'application/octet-stream',
      }).expect(201);
      expect((await cvFiles()).length).toBe(filesBefore + 1);
    });

    it.each([
      ['no consent', { consent: undefined }, 'consent'],
      ['consent refused', { consent: 'false' }, 'consent'],
      ['no consent wording', { consentText: undefined }, 'consentText'],
      ['a consent wording of markup only', { consentText: ' <b> </b> ' }, 'consentText'],
      ['too long a consent wording', { consentText: 'a'.repeat(2001) }, 'consentText'],
      ['no consent language', { consentLanguage: undefined }, 'consentLanguage'],
      ['an unknown consent language', { consentLanguage: 'fr' }, 'consentLanguage'],
      ['a bad e-mail', { email: 'not-an-email' }, 'email'],
      ['no phone', { phone: '' }, 'phone'],
      ['a bad phone', { phone: 'call me' }, 'phone'],
      ['a blank first name', { firstName: '  ' }, 'firstName'],
      ['a bad document', { documentId: '#!' }, 'documentId'],
      ['an unknown field', { salaryExpected: '999999' }, 'salaryExpected'],
    ])('refuses %s with 400 and stores nothing', async (_case, change, field) => {
      const person: Record<string, string> = { ...visitor() };
      for (const [name, value] of Object.entries(change)) {
        if (value === undefined) delete person[name];
        else person[name] = value;
      }
      const filesBefore = (await cvFiles()).length;
      const response = await apply(listed.code, person).expect(400);
      expect(response.body.fields).toHaveProperty(field);
      expect(await applicantByEmail(person.email ?? 'nobody')).toHaveLength(0);
      expect((await cvFiles()).length).toBe(filesBefore);
    });

    it('answers 404 for an internal vacancy and 422 once a public one stopped taking applications', async () => {
      await apply(internal.code, visitor()).expect(404);
      const closing = await createVacancy();
      await api.patch(`/api/vacancies/${closing.id}/status`).send({ status: 'closed' }).expect(200);
      const person = visitor();
      const response = await apply(closing.code, person).expect(422);
      expect(response.body).toMatchObject({ code: 'vacancy-not-open' });
      expect(await applicantByEmail(person.email)).toHaveLength(0);
    });
  });

  describe('no data leaks', () => {
    it('holds no staff, applicant or internal field in any public answer', async () => {
      // An applicant and an application exist for the vacancies walked below.
      await apply(listed.code, visitor()).expect(201);
      const answers: [string, unknown, LeakOptions][] = [];
      const read = async (url: string, options: LeakOptions = {}) => {
        const body = (await http().get(url).expect(200)).body as unknown;
        answers.push([url, body, options]);
        return body;
      };
      await read('/api/public/banners', { allowIds: true });
      await read('/api/public/vacancies/filters');
      const first = (await read('/api/public/vacancies?size=48')) as Page<PublicVacancy>;
      for (let page = 2; page <= first.pagination.lastPage; page++) {
        await read(`/api/public/vacancies?size=48&page=${page}`);
      }
      const all = answers.slice(2).flatMap(([, body]) => (body as Page<PublicVacancy>).items);
      for (const vacancy of all) await read(`/api/public/vacancies/${vacancy.code}`);
      answers.push(['apply', (await apply(hiddenSalary.code, visitor()).expect(201)).body, {}]);

      // The pages the server draws: the data embedded for the web app, the JobPosting, and
      // (below) their whole text.
      const pages: [string, string][] = [];
      const draw = async (url: string, status = 200) => {
        const html = (await http().get(url).expect(status)).text;
        pages.push([url, html]);
        const data =
          /<script type="application\/json" id="job-board-data">([\s\S]*?)<\/script>/.exec(html);
        expect({ url, data: !!data }).toEqual({ url, data: true });
        // The banners are public records: their ids are what the web app keys them by, and
        // their images' URLs name the stored picture by its own random id.
        answers.push([
          `${url} (data)`,
          JSON.parse(data![1]),
          { allowed: /^\$\.home\.banners\[\d+\]\.(id|image)$/ },
        ]);
        const jobPosting = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
        if (jobPosting) answers.push([`${url} (JobPosting)`, JSON.parse(jobPosting[1]), {}]);
        return html;
      };
      const size = 12;
      for (let page = 1; page <= Math.ceil(first.pagination.length / size); page++) {
        await draw(page === 1 ? '/home' : `/home?page=${page}`);
      }
      await draw(`/home?search=${encodeURIComponent('Secreto')}`);
      await draw('/home?location=Saltillo');
      await draw(`/home?category=${categorySlug}&modality=hybrid`);
      for (const vacancy of all) await draw(`/home/vacantes/${vacancy.code}`);
      expect(pages.filter(([, html]) => html.includes('application/ld+json'))).toHaveLength(
        all.length,
      );

      for (const [url, body, options] of answers) {
        expect({ url, leaks: leaks(body, options) }).toEqual({ url, leaks: [] });
        const text = JSON.stringify(body);
        expect({
          url,
          internal: text.includes(internal.code) || text.includes(internal.title),
        }).toEqual({
          url,
          internal: false,
        });
        // The hidden salary's amounts appear nowhere.
        expect({ url, salary: /77123|88123/.test(text) }).toEqual({ url, salary: false });
      }
      for (const [url, html] of pages) {
        expect({
          url,
          internal: html.includes(internal.code) || html.includes(internal.title),
          salary: /77[,.]?123|88[,.]?123/.test(html),
        }).toEqual({ url, internal: false, salary: false });
      }
      // The internal vacancy's own address draws the "not open" page, with nothing of it.
      const closed = await draw(`/home/vacantes/${internal.code}`, 404);
      expect(closed).not.toContain(internal.title);
      expect(closed).not.toContain('Ciudad Oculta');
      expect(leaks(answers.at(-1)![1])).toEqual([]);
      // Every vacancy answered is listed: open, public, its salary shown only when chosen.
      const staff = (await api.get('/api/vacancies?size=100').expect(200)).body.items as Vacancy[];
      for (const vacancy of all) {
        const own = staff.find((one) => one.code === vacancy.code)!;
        expect({ code: own.code, status: own.status, internal: own.internal }).toEqual({
          code: own.code,
          status: 'open',
          internal: false,
        });
        if (!own.salaryVisible) expect(vacancy.salary).toBeNull();
      }
    });
  });

  describe('pages rendered on the server', () => {
    it('sends the home page with the vacancies, its title, description and canonical address', async () => {
      const response = await http().get('/home').expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.text;
      expect(html).toContain('<title>Open jobs · Talento Careers</title>');
      expect(html).toMatch(/<meta name="description" content="Browse open jobs[^"]*" \/>/);
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/home" />');
      expect(html).toContain(`href="/home/vacantes/${listed.code}"`);
      expect(html).toContain('<h1 class="job-board__title">Find your next job</h1>');
      expect(html).not.toContain('talento-splash');
      expect(html).not.toContain(internal.title);
      expect(html).not.toContain('77,123');
      // The web app's data beside the snapshot, and the app itself.
      expect(html).toMatch(
        /<script type="application\/json" id="job-board-data">\{"lang":"en","home":/,
      );
      expect(html.indexOf('id="job-board-snapshot"')).toBeLessThan(html.indexOf('<div id="root">'));
      expect(html).toContain('<script type="module" src="/assets/app.js">');
    });

    it('renders the search from the address, as the form without JavaScript sends it', async () => {
      // The form sends its empty fields too: one address per search.
      const sent = await http()
        .get(`/home?search=${encodeURIComponent(listed.title)}&category=&modality=hybrid&location=`)
        .expect(302);
      const address = `/home?${new URLSearchParams({ search: listed.title, modality: 'hybrid' })}`;
      expect(sent.headers.location).toBe(address);
      await http().get('/home?page=abc').expect(302).expect('location', '/home');
      const html = (await http().get(address).expect(200)).text;
      expect(html).toContain('1 open position');
      expect(html).toContain(`href="/home/vacantes/${listed.code}"`);
      expect(html).toContain('<option value="hybrid" selected="">Hybrid</option>');
    });

    it('escapes every text from the records', async () => {
      const tricky = await createVacancy({
        title: `</script><script>alert(1)</script> "Jefa" & <b>Co</b> ${unique()}`,
        location: '<img src=x onerror=alert(2)>',
      });
      const home = (
        await http()
          .get(`/home?search=${encodeURIComponent('Jefa')}`)
          .expect(200)
      ).text;
      expect(home).not.toContain('<script>alert(1)');
      expect(home).not.toContain('<img src=x');
      expect(home).toContain(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Jefa&quot; &amp;',
      );
      const page = (await http().get(`/home/vacantes/${tricky.code}`).expect(200)).text;
      expect(page).not.toContain('<script>alert(1)');
      expect(page).not.toContain('</script><script>');
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1];
      expect(JSON.parse(jsonLd).title).toBe(tricky.title);
      const data = /<script type="application\/json" id="job-board-data">([\s\S]*?)<\/script>/.exec(
        page,
      )![1];
      expect(JSON.parse(data).vacancy.vacancy.title).toBe(tricky.title);
    });

    it('sends a vacancy with its description and a schema.org JobPosting', async () => {
      const response = await http().get(`/home/vacantes/${listed.code.toLowerCase()}`).expect(200);
      const html = response.text;
      expect(html).toContain(`<title>${listed.title} at ${companyName} · Talento Careers</title>`);
      expect(html).toContain('<meta name="description" content="Buscamos a alguien curioso." />');
      expect(html).toContain(
        `<link rel="canonical" href="http://localhost:3000/home/vacantes/${listed.code}" />`,
      );
      expect(html).toContain('<p>Buscamos a alguien <strong>curioso</strong>.</p>');
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1],
      );
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: listed.title,
        description: '<p>Buscamos a alguien <strong>curioso</strong>.</p>',
        datePosted: expect.any(String),
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: companyName },
        jobLocation: { '@type': 'Place', address: { addressLocality: 'Mérida' } },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'MXN',
          value: {
            '@type': 'QuantitativeValue',
            minValue: 41000,
            maxValue: 52000,
            unitText: 'MONTH',
          },
        },
        directApply: true,
        url: `http://localhost:3000/home/vacantes/${listed.code}`,
      });
      const hidden = (await http().get(`/home/vacantes/${hiddenSalary.code}`).expect(200)).text;
      expect(hidden).not.toContain('baseSalary');
      expect(hidden).not.toMatch(/77,?123/);
    });

    it('answers 404 with the page for an internal or unknown vacancy, kept out of search engines', async () => {
      for (const code of [internal.code, 'VAC-99999']) {
        const response = await http().get(`/home/vacantes/${code}`).expect(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.text).toContain('<meta name="robots" content="noindex" />');
        expect(response.text).toContain('This position is not open');
        expect(response.text).not.toContain(internal.title);
      }
    });

    it('leaves every other page to the web app as built', async () => {
      const response = await http().get('/apps/tablero').expect(200);
      expect(response.text).toContain('talento-splash');
      expect(response.text).not.toContain('job-board-snapshot');
    });
  });
});

describe('the public job board’s rate limits', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_IP: '6',
        PUBLIC_APPLY_LIMIT_PER_IP: '1',
        PUBLIC_RATE_WINDOW_SECONDS: '60',
      },
    });
  });
  afterAll(() => testApp.close());

  it('counts every public endpoint together per IP and answers 429 with Retry-After past the limit', async () => {
    const urls = [
      '/api/public/banners',
      '/api/public/vacancies',
      '/api/public/vacancies/filters',
      '/api/public/vacancies/VAC-99999',
    ];
    // An application without a CV is refused, but it counts as a request, and as an application.
    await http()
      .post('/api/public/vacancies/VAC-99999/applications')
      .field('firstName', 'A')
      .expect(400);
    const refused = await http().post('/api/public/vacancies/VAC-99999/applications').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    for (const url of urls) await http().get(url);
    const response = await http().get('/api/public/banners').expect(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(response.body).toEqual({
      statusCode: 429,
      requestId: expect.any(String),
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
      error: 'Too Many Requests',
      code: 'too-many-requests',
    });
    // The limit is the public board's only: the rest of the API still answers.
    await http().get('/api/health').expect(200);
  });
});

describe('the public job board’s drawn pages under the same per-IP limit', () => {
  let testApp: TestApp;
  let webDir: string;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    webDir = await makeTempDir('talento-board-limit-web-');
    await writeFile(join(webDir, 'index.html'), INDEX);
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'assets', 'app.js'), 'console.log("app")');
    await mkdir(join(webDir, 'i18n'));
    await copyFile(join(__dirname, '../../web/public/i18n/en.json'), join(webDir, 'i18n/en.json'));
    testApp = await createTestApp({
      env: {
        WEB_DIST_DIR: webDir,
        PUBLIC_RATE_LIMIT_PER_IP: '4',
        PUBLIC_RATE_WINDOW_SECONDS: '60',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('counts /home and /home/vacantes/:code with the API’s reads and answers 429 as a small page with Retry-After', async () => {
    // Four requests, pages and API together, reach the limit of four.
    await http().get('/api/public/vacancies').expect(200);
    await http().get('/home?search=contador').expect(200);
    await http().get('/home/vacantes/VAC-99999').expect(404);
    await http().get('/api/public/banners').expect(200);

    for (const path of [
      '/home?search=contador&modality=remote',
      '/home',
      '/home/vacantes/VAC-0001',
    ]) {
      const response = await http().get(path).expect(429);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      const seconds = Number(response.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(response.text).toContain('<title>Too many requests · Talento Careers</title>');
      expect(response.text).toContain(`Please try again in ${seconds} second`);
      expect(response.text).toContain('<meta name="robots" content="noindex" />');
      // No data of the board: neither the snapshot nor the web app (it would ask again).
      expect(response.text).not.toContain('job-board-');
      expect(response.text).not.toContain('/assets/app.js');
    }
    // The pages' count is the API's: it is past the limit too.
    const api = await http().get('/api/public/vacancies').expect(429);
    expect(api.body.statusCode).toBe(429);

    // The built files and the signed-in app's pages are never limited.
    await http().get('/assets/app.js').expect(200);
    for (const path of ['/', '/apps/tablero', '/sign-in']) {
      const response = await http().get(path).expect(200);
      expect(response.text).toContain('talento-splash');
    }
    await http().get('/api/health').expect(200);
  });
});
