import { signIn } from './helpers/auth';
import {
  type Api,
  apiAs,
  applicantInput,
  docBytes,
  docxBytes,
  pdfBytes,
  pngBytes,
  UNKNOWN_ID,
} from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { zipBytes } from './helpers/zip';
import { everythingStored, storedText } from './helpers/stored';
import { storedFile, storedFileNames } from './helpers/stored-files';

interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  consentAt: string;
  createdAt: string;
  [field: string]: unknown;
}

describe('recruitment: applicants', () => {
  let testApp: TestApp;
  let api: Api;
  let openVacancyId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiAs(testApp.app, await signIn(testApp.app));
    openVacancyId = (await api.get('/api/vacancies?status=open&size=1').expect(200)).body.items[0]
      .id;
  });
  afterAll(() => testApp.close());

  const create = async (overrides: Record<string, unknown> = {}): Promise<Applicant> =>
    (await api.post('/api/applicants').send(applicantInput(overrides)).expect(201)).body;
  const storedCvs = () => storedFileNames(testApp.dataDir, 'cv');
  const upload = (id: string, bytes: Buffer, filename: string, contentType = 'application/pdf') =>
    api.post(`/api/applicants/${id}/cv`).attach('file', bytes, { filename, contentType });
  const apply = (applicantId: string) =>
    api.post('/api/applications').send({ vacancyId: openVacancyId, applicantId }).expect(201);

  describe('create, read, update, delete', () => {
    it('creates an applicant, recording consent with its date, normalising email and document', async () => {
      const before = new Date().toISOString();
      const applicant = await create({
        email: 'Ana.Lopez.CRUD@Example.COM',
        documentId: 'lopa900101mdfrrn09',
        phone: '+52 55 1234 5678',
        birthDate: '1990-01-01',
        city: 'Puebla',
        skills: ['SQL', ' sql ', 'Excel', ''],
        yearsExperience: 7,
        education: 'bachelor',
        expectedSalary: 25000,
        source: 'referral',
        notes: 'Disponible en enero.',
      });
      expect(applicant).toMatchObject({
        email: 'ana.lopez.crud@example.com',
        documentId: 'LOPA900101MDFRRN09',
        skills: ['SQL', 'Excel'],
        cvFileId: null,
        cvFormat: null,
        erasedAt: null,
        applicationCount: 0,
      });
      expect(applicant.consentAt >= before).toBe(true);
      expect(applicant.consentAt).toBe(applicant.createdAt);
      expect(applicant).not.toHaveProperty('consent');
      expect((await api.get(`/api/applicants/${applicant.id}`).expect(200)).body).toEqual(
        applicant,
      );

      const updated = await api
        .patch(`/api/applicants/${applicant.id}`)
        .send({ city: 'Querétaro', education: null, expectedSalary: null })
        .expect(200);
      expect(updated.body).toMatchObject({
        city: 'Querétaro',
        education: null,
        expectedSalary: null,
        consentAt: applicant.consentAt,
      });
      await api.delete(`/api/applicants/${applicant.id}`).expect(200);
      await api.get(`/api/applicants/${applicant.id}`).expect(404);
    });

    it.each([
      ['without consent', { consent: undefined }, 'consent'],
      ['with consent false', { consent: false }, 'consent'],
      ['without a first name', { firstName: ' ' }, 'firstName'],
      ['with a bad email', { email: 'ana-at-example' }, 'email'],
      ['with a bad document', { documentId: '??' }, 'documentId'],
      ['with a bad birth date', { birthDate: '1990-13-01' }, 'birthDate'],
      ['with years of experience as text', { yearsExperience: 'five' }, 'yearsExperience'],
      ['with skills that are not texts', { skills: [1, 2] }, 'skills'],
      ['with an unknown source', { source: 'tiktok' }, 'source'],
      ['with an unknown field', { cvFileId: UNKNOWN_ID }, 'cvFileId'],
    ])('refuses an applicant %s (400)', async (_case, overrides, field) => {
      const response = await api
        .post('/api/applicants')
        .send(applicantInput(overrides))
        .expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it.each([
      ['a day that does not exist', '1990-02-30'],
      ['a person under 16', new Date().toISOString().slice(0, 10)],
      ['a person over 100', '1900-01-01'],
    ])('refuses a birth date of %s (422)', async (_case, birthDate) => {
      const response = await api
        .post('/api/applicants')
        .send(applicantInput({ birthDate }))
        .expect(422);
      expect(Object.keys(response.body.fields)).toEqual(['birthDate']);
    });

    it('keeps email and documentId unique, whatever the case or separators', async () => {
      const first = await create({ documentId: 'GOMA-800101' });
      const sameEmail = await api
        .post('/api/applicants')
        .send(applicantInput({ email: first.email.toUpperCase() }))
        .expect(409);
      expect(Object.keys(sameEmail.body.fields)).toEqual(['email']);
      const sameDocument = await api
        .post('/api/applicants')
        .send(applicantInput({ documentId: 'goma 800101' }))
        .expect(409);
      expect(Object.keys(sameDocument.body.fields)).toEqual(['documentId']);
      const other = await create();
      await api.patch(`/api/applicants/${other.id}`).send({ email: first.email }).expect(409);
      // A changed e-mail frees the old one and takes the new one.
      const movedEmail = `Moved.${other.email}`;
      await api.patch(`/api/applicants/${other.id}`).send({ email: movedEmail }).expect(200);
      await create({ email: other.email });
      await api
        .post('/api/applicants')
        .send(applicantInput({ email: movedEmail.toUpperCase() }))
        .expect(409);
      // Without a document, any number of applicants.
      await create({ documentId: null });
      await create({ documentId: null });
    });

    it('lets only one of two concurrent creations with one email through', async () => {
      const input = applicantInput();
      const responses = await Promise.all([
        api.post('/api/applicants').send(input),
        api.post('/api/applicants').send(input),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it('answers 404 for unknown applicants and 400 for malformed ids', async () => {
      await api.get(`/api/applicants/${UNKNOWN_ID}`).expect(404);
      await api.patch(`/api/applicants/${UNKNOWN_ID}`).send({ city: 'León' }).expect(404);
      await api.delete(`/api/applicants/${UNKNOWN_ID}`).expect(404);
      await api.get(`/api/applicants/${UNKNOWN_ID}/export`).expect(404);
      await api.delete(`/api/applicants/${UNKNOWN_ID}/personal-data`).expect(404);
      await api.get('/api/applicants/nope').expect(400);
      const response = await api.patch(`/api/applicants/${UNKNOWN_ID}`).send({ firstName: null });
      expect(response.status).toBe(400);
    });

    it('refuses to delete an applicant with applications, pointing to erasure', async () => {
      const applicant = await create();
      await apply(applicant.id);
      const response = await api.delete(`/api/applicants/${applicant.id}`).expect(409);
      expect(response.body.message).toMatch(/1 application; erase the personal data instead/);
    });

    it('records the new applicant in the activity feed', async () => {
      const applicant = await create({ firstName: 'Renata', lastName: 'Oropeza <Ruiz>' });
      const feed = (await api.get(`/api/activities?applicantId=${applicant.id}`).expect(200)).body
        .items;
      expect(feed).toEqual([
        {
          id: expect.any(String),
          icon: 'heroicons_outline:user-plus',
          image: null,
          description: '<strong>Renata Oropeza &lt;Ruiz&gt;</strong> joined the applicant pool',
          date: applicant.createdAt,
          extraContent: null,
          linkedContent: 'Renata Oropeza <Ruiz>',
          link: `/apps/detail?applicant=${applicant.id}`,
          useRouter: true,
        },
      ]);
    });
  });

  describe('list', () => {
    it('lists 300 seeded applicants by surname, paginated', async () => {
      const { body } = await api.get('/api/applicants?size=50').expect(200);
      expect(body.pagination.length).toBeGreaterThanOrEqual(300);
      expect(body.items).toHaveLength(50);
      expect(body.pagination).toMatchObject({ page: 1, size: 50, startIndex: 0, endIndex: 49 });
      const lastPage = body.pagination.lastPage;
      const beyond = (await api.get(`/api/applicants?size=50&page=${lastPage + 1}`).expect(200))
        .body;
      expect(beyond.items).toEqual([]);
      expect(beyond.pagination.lastPage).toBe(lastPage);
    });

    it('searches names, email, document and skills, ignoring case and accents', async () => {
      const applicant = await create({
        firstName: 'Ximena',
        lastName: 'Ibáñez Quiroga',
        documentId: 'IAQX950505MDFBRM01',
        skills: ['Kotlin Multiplatform'],
      });
      const find = async (search: string) =>
        (
          await api.get(`/api/applicants?search=${encodeURIComponent(search)}&size=100`).expect(200)
        ).body.items.map((item: Applicant) => item.id);
      expect(await find('ximena ibanez')).toContain(applicant.id);
      expect(await find('QUIROGA')).toContain(applicant.id);
      expect(await find(applicant.email.slice(0, 12))).toContain(applicant.id);
      expect(await find('iaqx950505')).toContain(applicant.id);
      expect(await find('kotlin multiplatform')).toContain(applicant.id);
      expect(await find('ximena perez-nadie')).toEqual([]);
    });

    it('filters by city, skill, source, education, experience and CV', async () => {
      const check = async (query: string, test: (applicant: Applicant) => boolean) => {
        const { body } = await api.get(`/api/applicants?${query}&size=100`).expect(200);
        expect(body.items.length).toBeGreaterThan(0);
        expect(body.items.every(test)).toBe(true);
      };
      await check('city=ciudad de mexico', (a) => a.city === 'Ciudad de México');
      await check('skill=sql', (a) => (a.skills as string[]).includes('SQL'));
      await check('source=referral', (a) => a.source === 'referral');
      await check('education=master', (a) => a.education === 'master');
      await check(
        'minYears=5&maxYears=8',
        (a) => (a.yearsExperience as number) >= 5 && (a.yearsExperience as number) <= 8,
      );
      await check('hasCv=false', (a) => a.cvFileId === null);
      await api.get('/api/applicants?minYears=-1').expect(400);
      await api.get('/api/applicants?hasCv=si').expect(400);
      await api.get('/api/applicants?education=kinder').expect(400);
    });

    it('keeps years of experience not given as null, outside any range, and clears them', async () => {
      const unsaid = await create();
      expect(unsaid.yearsExperience).toBeNull();
      expect((await create({ yearsExperience: null })).yearsExperience).toBeNull();
      const none = await create({ yearsExperience: 0, lastName: `Cero ${Date.now()}` });
      expect(none.yearsExperience).toBe(0);
      const ids = async (query: string) =>
        (await api.get(`/api/applicants?${query}&size=100`).expect(200)).body.items.map(
          (applicant: Applicant) => applicant.id,
        );
      const search = `search=${encodeURIComponent(unsaid.lastName)}`;
      expect(await ids(search)).toEqual([unsaid.id]);
      expect(await ids(`${search}&maxYears=60`)).toEqual([]);
      expect(await ids(`search=${encodeURIComponent(none.lastName)}&maxYears=0`)).toEqual([
        none.id,
      ]);
      const patched = await api
        .patch(`/api/applicants/${none.id}`)
        .send({ yearsExperience: null })
        .expect(200);
      expect(patched.body.yearsExperience).toBeNull();
      await api.patch(`/api/applicants/${none.id}`).send({ yearsExperience: 61 }).expect(400);
    });

    it('sorts by whitelisted fields', async () => {
      const years = (
        await api.get('/api/applicants?sort=yearsExperience&order=desc&size=100').expect(200)
      ).body.items.map((applicant: Applicant) => applicant.yearsExperience as number | null);
      // Not given (null) sorts last.
      const given = years.filter((value: number | null) => value !== null);
      expect(years.slice(0, given.length)).toEqual([...given].sort((a, b) => b - a));
      const response = await api.get('/api/applicants?sort=documentId').expect(400);
      expect(Object.keys(response.body.fields)).toEqual(['sort']);
    });

    it('shows applicants in the toolbar search, by name, email or skill', async () => {
      const applicant = await create({ firstName: 'Eulalia', lastName: 'Zorrilla Pinzón' });
      const { body } = await api.post('/api/common/search').send({ query: 'zorrilla' }).expect(200);
      const set = body.find((result: { id: string }) => result.id === 'applicants');
      expect(set.label).toBe('Applicants');
      expect(set.results).toContainEqual(
        expect.objectContaining({
          id: applicant.id,
          link: `/apps/detail?applicant=${applicant.id}`,
          value: 'Eulalia <mark>Zorrilla</mark> Pinzón',
          name: 'Eulalia Zorrilla Pinzón',
        }),
      );
    });
  });

  describe('CV', () => {
    it.each([
      ['a PDF', pdfBytes(), 'cv.pdf', 'pdf', 'application/pdf'],
      ['a DOC', docBytes(), 'cv.doc', 'doc', 'application/msword'],
      [
        'a DOCX',
        docxBytes(),
        'cv.docx',
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['a PDF named .txt and sent as text', pdfBytes(), 'notes.txt', 'pdf', 'application/pdf'],
    ])(
      'stores %s under a random id and serves it back',
      async (_case, bytes, name, format, type) => {
        const applicant = await create({ firstName: 'José María', lastName: 'Núñez-Peña' });
        const uploaded = await upload(applicant.id, bytes, name, 'text/plain').expect(200);
        expect(uploaded.body).toMatchObject({ cvFormat: format, cvSize: bytes.length });
        expect(uploaded.body.cvUploadedAt).toEqual(expect.any(String));
        const fileId = uploaded.body.cvFileId;
        expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
        expect(await storedCvs()).toContain(fileId);
        expect((await storedFile(testApp.dataDir, 'cv', fileId))?.equals(bytes)).toBe(true);

        const download = await api
          .get(`/api/applicants/${applicant.id}/cv`)
          .buffer(true)
          .parse((response, done) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(download.headers['content-type']).toBe(type);
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="cv-jose-maria-nunez-pena.${format}"`,
        );
        expect((download.body as Buffer).equals(bytes)).toBe(true);
      },
    );

    it.each([
      ['PNG bytes named .pdf', pngBytes(), 'cv.pdf'],
      ['text named .docx', Buffer.from('Hola, soy un CV'), 'cv.docx'],
      ['a ZIP that is not a Word document', zipBytes({ 'xl/workbook.xml': '<x/>' }), 'cv.docx'],
      ['an empty file', Buffer.alloc(0), 'cv.pdf'],
    ])('refuses %s with 415, storing nothing', async (_case, bytes, name) => {
      const applicant = await create();
      const before = await storedCvs();
      const response = await upload(applicant.id, bytes, name).expect(415);
      expect(response.body).toMatchObject({
        statusCode: 415,
        error: 'Unsupported Media Type',
        code: 'cv-invalid',
        message: expect.stringMatching(/PDF, DOC or DOCX/),
        fields: { file: [expect.stringMatching(/PDF, DOC or DOCX/)] },
      });
      expect(await storedCvs()).toEqual(before);
      expect((await api.get(`/api/applicants/${applicant.id}`)).body.cvFileId).toBeNull();
    });

    it('refuses a file above 5 MB with 413 and accepts exactly 5 MB', async () => {
      const applicant = await create();
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024 - 100, 0x20)]);
      const response = await upload(applicant.id, big, 'cv.pdf').expect(413);
      expect(response.body).toEqual({
        statusCode: 413,
        requestId: expect.any(String),
        message: 'The file is larger than the limit of 5242880 bytes',
        error: 'Payload Too Large',
      });
      const exact = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024 - pdfBytes().length)]);
      await upload(applicant.id, exact, 'cv.pdf').expect(200);
    });

    it('refuses an upload without a file, or in another field', async () => {
      const applicant = await create();
      const none = await api.post(`/api/applicants/${applicant.id}/cv`).field('name', 'x');
      expect(none.status).toBe(400);
      const other = await api
        .post(`/api/applicants/${applicant.id}/cv`)
        .attach('document', pdfBytes(), 'cv.pdf')
        .expect(400);
      expect(other.body.statusCode).toBe(400);
      const empty = await api.post(`/api/applicants/${applicant.id}/cv`).expect(400);
      expect(empty.body.fields).toEqual({ file: ['file is required'] });
    });

    it('answers 404 for an unknown applicant or one without a CV', async () => {
      await upload(UNKNOWN_ID, pdfBytes(), 'cv.pdf').expect(404);
      const applicant = await create();
      const response = await api.get(`/api/applicants/${applicant.id}/cv`).expect(404);
      expect(response.body.message).toMatch(/has no CV/);
    });

    it('deletes the old file when the CV is replaced, and the file when the applicant goes', async () => {
      const applicant = await create();
      const first = (await upload(applicant.id, pdfBytes(), 'a.pdf').expect(200)).body.cvFileId;
      const second = (await upload(applicant.id, docxBytes(), 'b.docx').expect(200)).body.cvFileId;
      expect(second).not.toBe(first);
      const files = await storedCvs();
      expect(files).toContain(second);
      expect(files).not.toContain(first);
      await api.delete(`/api/applicants/${applicant.id}`).expect(200);
      expect(await storedCvs()).not.toContain(second);
    });

    it('lists applicants with a CV', async () => {
      const applicant = await create();
      await upload(applicant.id, pdfBytes(), 'cv.pdf').expect(200);
      const { body } = await api.get('/api/applicants?hasCv=true&size=100').expect(200);
      expect(body.items.map((item: Applicant) => item.id)).toContain(applicant.id);
      expect(body.items.every((item: Applicant) => item.cvFileId !== null)).toBe(true);
    });
  });

  describe('personal data', () => {
    it('exports everything about the person as JSON', async () => {
      const applicant = await create({ city: 'Mérida', skills: ['Figma'] });
      await upload(applicant.id, pdfBytes(), 'cv.pdf').expect(200);
      const application = (await apply(applicant.id)).body;
      await api
        .patch(`/api/applications/${application.id}/stage`)
        .send({ stage: 'screening' })
        .expect(200);
      const { body } = await api.get(`/api/applicants/${applicant.id}/export`).expect(200);
      expect(body.exportedAt).toEqual(expect.any(String));
      expect(body.applicant).toMatchObject({
        id: applicant.id,
        email: applicant.email,
        city: 'Mérida',
        skills: ['Figma'],
        consentAt: applicant.consentAt,
        cvFormat: 'pdf',
      });
      expect(body.applications).toEqual([
        {
          id: application.id,
          vacancyId: openVacancyId,
          vacancyCode: expect.stringMatching(/^VAC-\d{4}$/),
          vacancyTitle: expect.any(String),
          stage: 'screening',
          rating: 0,
          history: [
            { stage: 'applied', at: expect.any(String) },
            { stage: 'screening', at: expect.any(String) },
          ],
          createdAt: application.createdAt,
        },
      ]);
    });

    it('erases the personal data and the CV, keeping anonymised applications', async () => {
      const applicant = await create({
        firstName: 'Perla',
        lastName: 'Borrable Sánchez',
        documentId: 'BOSP900101MDFRRN01',
        city: 'Toluca',
        skills: ['Excel'],
        notes: 'Llamar por la tarde',
      });
      const fileId = (await upload(applicant.id, pdfBytes(), 'cv.pdf').expect(200)).body.cvFileId;
      const application = (await apply(applicant.id)).body;
      const countBefore = (await api.get(`/api/vacancies/${openVacancyId}`)).body.applicationCount;

      const erased = (await api.delete(`/api/applicants/${applicant.id}/personal-data`).expect(200))
        .body;
      expect(erased).toMatchObject({
        id: applicant.id,
        firstName: '',
        lastName: '',
        documentId: null,
        email: '',
        phone: '',
        birthDate: null,
        city: '',
        skills: [],
        notes: '',
        cvFileId: null,
        cvFormat: null,
        consentAt: applicant.consentAt,
        applicationCount: 1,
      });
      expect(erased.erasedAt).toEqual(expect.any(String));
      expect(await storedCvs()).not.toContain(fileId);
      // Nowhere on disk: neither in the collection files nor in the write-ahead log.
      const stored = await everythingStored(testApp.dataDir);
      expect(stored).not.toContain('Borrable');
      expect(stored).not.toContain(applicant.email);

      // The application stays and counts, without a name.
      const kept = (await api.get(`/api/applications/${application.id}`).expect(200)).body;
      expect(kept.applicant).toMatchObject({ name: 'Erased applicant', email: '' });
      expect((await api.get(`/api/vacancies/${openVacancyId}`)).body.applicationCount).toBe(
        countBefore,
      );
      // The feed forgets the name.
      const feed = (await api.get(`/api/activities?applicantId=${applicant.id}`)).body.items;
      expect(feed.length).toBe(2);
      expect(JSON.stringify(feed)).not.toContain('Borrable');
      expect(feed.map((activity: { description: string }) => activity.description)).toContain(
        '<strong>Erased applicant</strong> joined the applicant pool',
      );
      expect(await storedText(testApp.dataDir, 'activities')).not.toContain('Borrable');
      // Nor the list nor the search shows the person; nothing can change them again.
      const listed = (await api.get('/api/applicants?search=borrable')).body.items;
      expect(listed).toEqual([]);
      const search = (await api.post('/api/common/search').send({ query: 'Borrable' })).body;
      expect(search.find((set: { id: string }) => set.id === 'applicants')).toBeUndefined();
      await api.patch(`/api/applicants/${applicant.id}`).send({ city: 'León' }).expect(422);
      await upload(applicant.id, pdfBytes(), 'cv.pdf').expect(422);
      await api
        .post('/api/applications')
        .send({ vacancyId: openVacancyId, applicantId: applicant.id })
        .expect(422);
      // Erasing again changes nothing; the email is free for someone new.
      const again = (await api.delete(`/api/applicants/${applicant.id}/personal-data`).expect(200))
        .body;
      expect(again.erasedAt).toBe(erased.erasedAt);
      await create({ email: applicant.email, documentId: 'BOSP900101MDFRRN01' });
    });
  });
});
