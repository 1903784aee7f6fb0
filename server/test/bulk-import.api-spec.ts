import { Workbook } from 'exceljs';
import request from 'supertest';
import { createStaff, signIn } from './helpers/auth';
import {
  type Api,
  apiAs,
  applicantInput,
  companyInput,
  pngBytes,
  UNKNOWN_ID,
  unique,
} from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';

interface ImportAnswer {
  id: string;
  kind: string;
  format: string;
  headers: string[];
  sample: string[][];
  rowCount: number;
  fields: { key: string; required: boolean; type: string }[];
  mapping: { field: string; column: number | null }[];
  state: string;
  progress: { done: number; total: number } | null;
  summary: { rows: number; create: number; update: number; skip: number; invalid: number } | null;
  result: {
    reportId: string;
    created: number;
    updated: number;
    skipped: number;
    failed: number;
    consentConfirmedAt: string | null;
  } | null;
  error: { code: string; message: string; lines: number[] } | null;
}

interface Row {
  line: number;
  status: string;
  values: Record<string, string>;
  errors: { field: string | null; code: string | null; message: string }[];
  recordId: string | null;
}

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

/** Reads a response body as bytes (supertest buffers only text types by itself). */
const binary = (
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function xlsxBytes(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Datos');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Ignored').addRow(['not', 'read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function sheetValues(bytes: Buffer, index = 0): Promise<unknown[][]> {
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return (workbook.worksheets[index].getSheetValues().slice(1) as unknown[][]).map((row) =>
    row.slice(1),
  );
}

describe('bulk import and export (apps/sheet)', () => {
  let testApp: TestApp;
  let api: Api;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    api = apiAs(testApp.app, await signIn(testApp.app));
  });
  afterAll(() => testApp.close());

  const upload = (kind: string, bytes: Buffer, filename = 'people.csv', as: Api = api) =>
    as.post('/api/imports').field('kind', kind).attach('file', bytes, filename);

  const uploaded = async (kind: string, bytes: Buffer, filename?: string): Promise<ImportAnswer> =>
    (await upload(kind, bytes, filename).expect(201)).body as ImportAnswer;

  /** Polls until the running step is done. */
  async function settled(id: string): Promise<ImportAnswer> {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const answer = (await api.get(`/api/imports/${id}`).expect(200)).body as ImportAnswer;
      if (answer.state !== 'previewing' && answer.state !== 'importing') return answer;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`Import ${id} did not settle`);
  }

  async function previewed(
    answer: ImportAnswer,
    duplicates: 'skip' | 'update' = 'skip',
    mapping = answer.mapping,
  ): Promise<ImportAnswer> {
    const started = await api
      .post(`/api/imports/${answer.id}/preview`)
      .send({ mapping, duplicates })
      .expect(202);
    expect(started.body.state).toBe('previewing');
    const done = await settled(answer.id);
    expect(done.state).toBe('previewed');
    return done;
  }

  async function imported(id: string, body: Record<string, unknown> = { consent: true }) {
    const started = await api.post(`/api/imports/${id}/commit`).send(body).expect(202);
    expect(started.body.state).toBe('importing');
    return settled(id);
  }

  const rows = async (id: string, query = ''): Promise<Row[]> =>
    (await api.get(`/api/imports/${id}/rows?size=200${query}`).expect(200)).body.items as Row[];

  const findApplicant = async (email: string) =>
    (await api.get(`/api/applicants?search=${encodeURIComponent(email)}`).expect(200)).body
      .items as { id: string; email: string; [field: string]: unknown }[];

  describe('templates and uploads', () => {
    it('gives a template with the headers in the language asked, explained in the XLSX', async () => {
      const csvTemplate = await api
        .get('/api/imports/templates/applicants?format=csv&lang=es')
        .expect(200)
        .expect('Content-Type', /text\/csv/)
        .expect('Content-Disposition', /applicants-template\.csv/);
      expect(csvTemplate.text).toBe(
        '\uFEFFNombre,Apellidos,Correo electrónico,Documento de identidad,Teléfono,Fecha de nacimiento,Ciudad,Habilidades,Años de experiencia,Escolaridad,Salario esperado,Origen,Notas\r\n',
      );
      const xlsx = await api
        .get('/api/imports/templates/vacancies?format=xlsx&lang=en')
        .buffer(true)
        .parse(binary)
        .expect(200)
        .expect('Content-Type', /spreadsheetml/);
      expect((await sheetValues(xlsx.body as Buffer))[0]).toEqual([
        'Code',
        'Title',
        'Company',
        'Category',
        'Location',
        'Modality',
        'Contract type',
        'Lowest salary',
        'Highest salary',
        'Currency',
        'Description',
        'Requirements',
        'Openings',
        'Internal',
        'Closes on',
        'Status',
      ]);
      const help = await sheetValues(xlsx.body as Buffer, 1);
      expect(help).toContainEqual(['Modality', 'no', 'onsite, remote, hybrid']);
      await api.get('/api/imports/templates/members').expect(400);
    });

    it('reads an uploaded CSV (semicolons, Spanish headers) and suggests a column per field', async () => {
      const answer = await uploaded(
        'applicants',
        csv([
          'Nombre;Apellidos;Correo electrónico;DNI;Ciudad;Otra cosa;Años de experiencia',
          'Ana;López;ana@example.com;ABC12345;Mérida;x;3',
        ]),
      );
      expect(answer).toMatchObject({
        kind: 'applicants',
        format: 'csv',
        headers: [
          'Nombre',
          'Apellidos',
          'Correo electrónico',
          'DNI',
          'Ciudad',
          'Otra cosa',
          'Años de experiencia',
        ],
        sample: [['Ana', 'López', 'ana@example.com', 'ABC12345', 'Mérida', 'x', '3']],
        rowCount: 1,
        state: 'uploaded',
        summary: null,
      });
      const column = (field: string) => answer.mapping.find((one) => one.field === field)?.column;
      expect(column('firstName')).toBe(0);
      expect(column('lastName')).toBe(1);
      expect(column('email')).toBe(2);
      expect(column('documentId')).toBe(3);
      expect(column('city')).toBe(4);
      expect(column('yearsExperience')).toBe(6);
      expect(column('phone')).toBeNull();
      expect(answer.fields.filter((field) => field.required).map((field) => field.key)).toEqual([
        'firstName',
        'lastName',
        'email',
      ]);
    });

    it('reads the first sheet of an XLSX, Turkish headers and dates included', async () => {
      const answer = await uploaded(
        'applicants',
        await xlsxBytes([
          ['Ad', 'Soyad', 'E-posta', 'Doğum tarihi'],
          ['Ayşe', 'Yılmaz', 'ayse@example.com', new Date(Date.UTC(1991, 4, 2))],
        ]),
        'kişiler.xlsx',
      );
      expect(answer.format).toBe('xlsx');
      expect(answer.sample).toEqual([['Ayşe', 'Yılmaz', 'ayse@example.com', '1991-05-02']]);
      expect(answer.mapping.filter((one) => one.column !== null)).toEqual([
        { field: 'firstName', column: 0 },
        { field: 'lastName', column: 1 },
        { field: 'email', column: 2 },
        { field: 'birthDate', column: 3 },
      ]);
    });

    it('tells the type from the content and refuses what is no spreadsheet, with limits', async () => {
      const png = await upload('applicants', pngBytes(), 'people.csv').expect(415);
      expect(png.body).toMatchObject({
        code: 'import-file-invalid',
        fields: { file: [expect.any(String)] },
      });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
      const pdfAsCsv = await upload('applicants', pdf, 'people.csv').expect(415);
      expect(pdfAsCsv.body.code).toBe('import-file-invalid');
      const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
      await upload('applicants', xls, 'people.xls').expect(415);
      // A ZIP that is no workbook, a CSV without rows.
      const notXlsx = await upload('applicants', Buffer.from('PK\x03\x04junk'), 'x.xlsx').expect(
        400,
      );
      expect(notXlsx.body.code).toBe('import-file-invalid');
      expect((await upload('applicants', csv(['a,b'])).expect(400)).body.code).toBe(
        'import-file-invalid',
      );
      const tooMany = await upload('applicants', csv(['email', ...Array(20_001).fill('a@b.co')]));
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.code).toBe('import-too-large');
      await upload('applicants', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61)).expect(413);
      await api.post('/api/imports').field('kind', 'applicants').expect(400);
      await upload('members', csv(['a', '1'])).expect(400);
    });

    it('keeps an upload for its account only', async () => {
      const answer = await uploaded('applicants', csv(['email', 'x@example.com']));
      const other = await createStaff(
        testApp.app,
        { name: 'Other', email: `other.${unique()}@walk.test`, password: 'other-password-1' },
        ['recruiter'],
        await signIn(testApp.app),
      );
      const otherApi = apiAs(testApp.app, other.token);
      const refused = await otherApi.get(`/api/imports/${answer.id}`).expect(404);
      expect(refused.body.code).toBe('import-expired');
      await api.get(`/api/imports/${UNKNOWN_ID}`).expect(404);
      await api.delete(`/api/imports/${answer.id}`).expect(204);
      await api.get(`/api/imports/${answer.id}`).expect(404);
    });
  });

  describe('applicants', () => {
    it('refuses a mapping that misses a required field, repeats a column or names no field', async () => {
      const answer = await uploaded('applicants', csv(['Nombre,Apellidos,Email', 'A,B,c@d.co']));
      const send = (mapping: unknown) =>
        api.post(`/api/imports/${answer.id}/preview`).send({ mapping, duplicates: 'skip' });
      const missing = await send([{ field: 'firstName', column: 0 }]).expect(400);
      expect(missing.body).toMatchObject({ code: 'import-mapping-invalid' });
      expect(missing.body.message).toMatch(/lastName, email/);
      const twice = await send([
        { field: 'firstName', column: 0 },
        { field: 'lastName', column: 0 },
        { field: 'email', column: 2 },
      ]).expect(400);
      expect(twice.body.message).toMatch(/column 0/);
      await send([{ field: 'salary', column: 1 }]).expect(400);
      await send([{ field: 'email', column: 9 }]).expect(400);
      await api
        .post(`/api/imports/${answer.id}/preview`)
        .send({ mapping: answer.mapping, duplicates: 'sometimes' })
        .expect(400);
      // No preview yet: nothing to commit, no rows to page.
      expect(
        (await api.post(`/api/imports/${answer.id}/commit`).send({ consent: true }).expect(409))
          .body.code,
      ).toBe('import-state');
      await api.get(`/api/imports/${answer.id}/rows`).expect(409);
    });

    it('answers every row’s errors, from the API’s validation and the service’s rules', async () => {
      const tag = unique();
      const stored = (
        await api
          .post('/api/applicants')
          .send(applicantInput({ email: `stored.${tag}@example.com`, documentId: `DOC${tag}` }))
          .expect(201)
      ).body;
      const answer = await uploaded(
        'applicants',
        csv([
          'First name,Last name,E-mail,Document,Years of experience,Education,Skills,Birth date',
          `Ana,Good,ana.${tag}@example.com,,3,Bachelor,"SQL, Jest",1990-04-21`,
          `Bo,,not-an-email,,many,,,`,
          `Cy,Dup,STORED.${tag}@example.com,,,,,`,
          `Di,Again,ana.${tag}@example.com,,,,,`,
          `Ed,Doc,ed.${tag}@example.com,doc${tag},,,,`,
          '',
          `Fa,Young,fa.${tag}@example.com,,,,,2020-01-01`,
          `Gu,Both,stored.${tag}@example.com,OTHER${tag},70,phd,,`,
        ]),
      );
      expect(answer.rowCount).toBe(7);
      const done = await previewed(answer);
      const all = await rows(answer.id);
      expect(done.summary).toEqual({ rows: 7, create: 1, update: 0, skip: 2, invalid: 4 });
      expect(all.map((row) => [row.line, row.status])).toEqual([
        [2, 'create'],
        [3, 'invalid'],
        [4, 'skip'],
        [5, 'invalid'],
        [6, 'skip'],
        [8, 'invalid'],
        [9, 'invalid'],
      ]);
      expect(all[0].values).toMatchObject({
        firstName: 'Ana',
        skills: 'SQL, Jest',
        education: 'Bachelor',
      });
      expect(all[0].recordId).toBeNull();
      expect(all[1].errors).toEqual([
        { field: 'lastName', code: null, message: 'lastName must not be empty' },
        { field: 'email', code: null, message: 'email must be an email address' },
        {
          field: 'yearsExperience',
          code: null,
          message: 'yearsExperience must not be greater than 60',
        },
        {
          field: 'yearsExperience',
          code: null,
          message: 'yearsExperience must not be less than 0',
        },
        {
          field: 'yearsExperience',
          code: null,
          message: 'yearsExperience must be an integer number',
        },
      ]);
      expect(all[2].recordId).toBe(stored.id);
      expect(all[3].errors).toEqual([
        { field: 'email', code: 'email-taken', message: 'Row 2 of the file has the same email' },
      ]);
      // The document matches whatever its case and separators.
      expect(all[4].recordId).toBe(stored.id);
      expect(all[5].errors).toEqual([
        {
          field: 'birthDate',
          code: 'birth-date-out-of-range',
          message: 'birthDate must make the applicant 16 to 100 years old',
        },
      ]);
      expect(all[6].errors.map((error) => error.field)).toEqual(['yearsExperience', 'education']);
      expect((await rows(answer.id, '&status=invalid')).map((row) => row.line)).toEqual([
        3, 5, 8, 9,
      ]);
      const page = await api.get(`/api/imports/${answer.id}/rows?size=2&page=2`).expect(200);
      expect(page.body.pagination).toMatchObject({ length: 7, page: 2, lastPage: 4 });
    });

    it('imports the valid rows with the consent confirmation recorded, and reports every row', async () => {
      const tag = unique();
      const answer = await uploaded(
        'applicants',
        csv([
          'Nombre,Apellidos,Correo,Ciudad,Habilidades',
          `Ana,Uno,ana.${tag}@example.com,Mérida,SQL; Excel`,
          `Bo,Dos,bad-email,,`,
          `Cy,Tres,cy.${tag}@example.com,Puebla,`,
        ]),
        'candidatos marzo.csv',
      );
      await previewed(answer);
      const refused = await api.post(`/api/imports/${answer.id}/commit`).send({}).expect(422);
      expect(refused.body).toMatchObject({
        code: 'import-consent-required',
        fields: { consent: [expect.any(String)] },
      });
      const done = await imported(answer.id);
      expect(done.state).toBe('imported');
      expect(done.result).toMatchObject({ created: 2, updated: 0, skipped: 0, failed: 1 });
      expect(done.result!.reportId).toBe(answer.id);

      const [ana] = await findApplicant(`ana.${tag}@example.com`);
      expect(ana).toMatchObject({ city: 'Mérida', skills: ['SQL', 'Excel'], source: 'other' });
      expect(ana.consentAt).toBe(done.result!.consentConfirmedAt);
      expect(await findApplicant(`cy.${tag}@example.com`)).toHaveLength(1);

      const report = await api.get(`/api/imports/${answer.id}/report?lang=es`).expect(200);
      expect(report.headers['content-disposition']).toMatch(
        /candidatos-marzo-report-\d{4}-\d{2}-\d{2}\.csv/,
      );
      const lines = report.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Fila,Resultado,Registro,Id del registro,Problemas');
      expect(lines[1]).toBe(`2,Creado,ana.${tag}@example.com,${ana.id},`);
      expect(lines[2]).toBe('3,Fallido,,,Correo electrónico: email must be an email address');
      expect(lines).toHaveLength(4);

      // Done once: neither again nor a new preview.
      expect(
        (await api.post(`/api/imports/${answer.id}/commit`).send({ consent: true }).expect(409))
          .body.code,
      ).toBe('import-state');
    });

    it('skips or updates duplicates by e-mail or document, as chosen', async () => {
      const tag = unique();
      const stored = (
        await api
          .post('/api/applicants')
          .send(
            applicantInput({
              email: `dup.${tag}@example.com`,
              documentId: `D${tag}`,
              city: 'Tijuana',
              phone: '+52 1111 2222',
            }),
          )
          .expect(201)
      ).body;
      const file = csv([
        'First name,Last name,Email,Document,City',
        `Dora,Nueva,dup.${tag}@example.com,,León`,
        `Otra,Persona,new.${tag}@example.com,,`,
      ]);

      const skipped = await uploaded('applicants', file);
      await previewed(skipped, 'skip');
      expect((await imported(skipped.id)).result).toMatchObject({ created: 2 - 1, skipped: 1 });
      expect((await api.get(`/api/applicants/${stored.id}`).expect(200)).body.city).toBe('Tijuana');

      const updating = await uploaded('applicants', file);
      const preview = await previewed(updating, 'update');
      // The second row was created by the first import: now it is a duplicate too.
      expect(preview.summary).toMatchObject({ create: 0, update: 2 });
      expect((await imported(updating.id)).result).toMatchObject({ created: 0, updated: 2 });
      const after = (await api.get(`/api/applicants/${stored.id}`).expect(200)).body;
      // Cells given replace the stored values; blank cells leave them as they were.
      expect(after).toMatchObject({
        firstName: 'Dora',
        lastName: 'Nueva',
        city: 'León',
        phone: '+52 1111 2222',
      });
      expect(after.documentId).toBe(`D${tag}`.toUpperCase());
      expect(after.consentAt).toBe(stored.consentAt);
    });

    it('writes all or nothing: a row turned invalid since the preview refuses the whole import', async () => {
      const tag = unique();
      const answer = await uploaded(
        'applicants',
        csv([
          'First name,Last name,Email,Document',
          `Ana,Uno,one.${tag}@example.com,`,
          `Bo,Dos,two.${tag}@example.com,X${tag}`,
          `Cy,Tres,three.${tag}@example.com,`,
        ]),
      );
      const preview = await previewed(answer);
      expect(preview.summary).toMatchObject({ create: 3, invalid: 0 });

      // Meanwhile the e-mail of row 3 and its document go to two other people.
      await api
        .post('/api/applicants')
        .send(applicantInput({ email: `two.${tag}@example.com` }))
        .expect(201);
      await api
        .post('/api/applicants')
        .send(applicantInput({ documentId: `X${tag}` }))
        .expect(201);
      const count = async () =>
        (await api.get('/api/applicants?size=1').expect(200)).body.pagination.length;
      const before = await count();

      const failed = await imported(answer.id);
      expect(failed.state).toBe('failed');
      expect(failed.error).toMatchObject({ code: 'import-stale', lines: [3] });
      expect(failed.result).toBeNull();
      // Nothing of the batch was written: not even the rows that are still fine.
      expect(await count()).toBe(before);
      expect(await findApplicant(`one.${tag}@example.com`)).toEqual([]);
      await api.get(`/api/imports/${answer.id}/report`).expect(404);

      // Previewed again, the row shows its error and the rest imports.
      const again = await previewed(answer);
      expect(again.summary).toMatchObject({ create: 2, invalid: 1 });
      expect((await imported(answer.id)).result).toMatchObject({ created: 2, failed: 1 });
      expect(await count()).toBe(before + 2);
    });

    it('remembers the columns an account chose, for its next file of that kind', async () => {
      const headers = 'Correo personal,Nombre de pila,Apellido paterno';
      const first = await uploaded('applicants', csv([headers, 'a@b.co,A,B']));
      expect(first.mapping.find((one) => one.field === 'email')?.column).toBeNull();
      const mapping = [
        { field: 'email', column: 0 },
        { field: 'firstName', column: 1 },
        { field: 'lastName', column: 2 },
      ];
      await previewed(first, 'skip', mapping);
      const second = await uploaded(
        'applicants',
        csv(['Apellido paterno,Correo personal,Nombre de pila', 'B,a@b.co,A']),
      );
      expect(second.mapping.filter((one) => one.column !== null)).toEqual([
        { field: 'firstName', column: 2 },
        { field: 'lastName', column: 0 },
        { field: 'email', column: 1 },
      ]);
      // Per kind: a vacancy file does not get it.
      const vacancies = await uploaded('vacancies', csv([headers, 'x,y,z']));
      expect(vacancies.mapping.every((one) => one.column === null)).toBe(true);
    });

    it('offers one account’s remembered columns to that account only', async () => {
      const headers = 'Mail del candidato,Nombre dado,Apellido dado';
      const file = () => csv([headers, 'c@d.co,C,D']);
      const first = await uploaded('applicants', file());
      const fresh = first.mapping;
      expect(fresh.find((one) => one.field === 'email')?.column).toBeNull();
      await previewed(first, 'skip', [
        { field: 'email', column: 0 },
        { field: 'firstName', column: 1 },
        { field: 'lastName', column: 2 },
      ]);
      // The account that chose them gets them back...
      const mine = await uploaded('applicants', file());
      expect(mine.mapping.find((one) => one.field === 'email')?.column).toBe(0);
      // ...another account gets the suggestions from the headers alone, as before.
      const other = await createStaff(
        testApp.app,
        { name: 'Otra', email: `otra.${unique()}@walk.test`, password: 'other-password-1' },
        ['recruiter'],
        await signIn(testApp.app),
      );
      const theirs = (
        await upload('applicants', file(), 'people.csv', apiAs(testApp.app, other.token)).expect(
          201,
        )
      ).body as ImportAnswer;
      expect(theirs.mapping).toEqual(fresh);
      expect(theirs.mapping.find((one) => one.field === 'email')?.column).toBeNull();
    });
  });

  describe('vacancies', () => {
    it('imports vacancies naming companies and categories by name, updating by code', async () => {
      const company = (await api.post('/api/companies').send(companyInput()).expect(201)).body;
      const categoryName = `Importadas ${unique()}`;
      const category = (
        await api.post('/api/categories').send({ name: categoryName, kind: 'vacancy' }).expect(201)
      ).body;
      const existing = (
        await api
          .post('/api/vacancies')
          .send({ title: 'Borrador viejo', companyId: company.id, location: 'Quito' })
          .expect(201)
      ).body;

      const answer = await uploaded(
        'vacancies',
        await xlsxBytes([
          [
            'Código',
            'Título',
            'Empresa',
            'Categoría',
            'Descripción',
            'Modalidad',
            'Salario mínimo',
            'Salario máximo',
            'Estado',
            'Interna',
            'Requisitos',
          ],
          [
            null,
            'Analista de datos',
            company.name.toUpperCase(),
            categoryName,
            '<p>Datos</p>',
            'Remote',
            20000,
            '30,000',
            'open',
            'sí',
            'SQL; Python',
          ],
          [null, 'Sin empresa abierta', null, null, null, null, null, null, 'open', null, null],
          [
            null,
            'Empresa fantasma',
            'No Existe SA',
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
          ],
          [
            null,
            'Sueldos al revés',
            company.id,
            category.id,
            null,
            null,
            5000,
            1000,
            null,
            null,
            null,
          ],
          [
            existing.code,
            'Borrador renombrado',
            null,
            null,
            null,
            'hybrid',
            null,
            null,
            'draft',
            'no',
            null,
          ],
          [existing.code, 'Otra vez', null, null, null, null, null, null, null, null, null],
          ['VAC-9999', 'Código desconocido', null, null, null, null, null, null, null, null, null],
          [
            existing.code.toLowerCase(),
            'Cambio de estado',
            null,
            null,
            null,
            null,
            null,
            null,
            'closed',
            null,
            null,
          ],
        ]),
        'vacantes.xlsx',
      );
      const preview = await previewed(answer, 'update');
      expect(preview.summary).toEqual({ rows: 8, create: 1, update: 1, skip: 0, invalid: 6 });
      const all = await rows(answer.id);
      const errorsOf = (line: number) =>
        all.find((row) => row.line === line)!.errors.map((error) => [error.field, error.code]);
      expect(errorsOf(3)).toEqual([['company', 'vacancy-incomplete']]);
      expect(errorsOf(4)).toEqual([['company', 'reference-missing']]);
      expect(errorsOf(5)).toEqual([['salaryMin', 'salary-range-invalid']]);
      expect(errorsOf(7)).toEqual([['code', null]]);
      expect(errorsOf(8)).toEqual([['code', 'reference-missing']]);
      expect(errorsOf(9)).toEqual([['code', null]]);

      const done = await imported(answer.id, {});
      expect(done.result).toMatchObject({
        created: 1,
        updated: 1,
        failed: 6,
        consentConfirmedAt: null,
      });
      const created = (
        await api
          .get(
            `/api/vacancies?search=${encodeURIComponent('Analista de datos')}&companyId=${company.id}`,
          )
          .expect(200)
      ).body.items;
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        status: 'open',
        modality: 'remote',
        salaryMin: 20000,
        salaryMax: 30000,
        internal: true,
        categoryId: category.id,
        requirements: ['SQL', 'Python'],
      });
      expect(created[0].code).toMatch(/^VAC-\d{4}$/);
      expect(created[0].publishedAt).not.toBeNull();
      const renamed = (await api.get(`/api/vacancies/${existing.id}`).expect(200)).body;
      expect(renamed).toMatchObject({
        title: 'Borrador renombrado',
        modality: 'hybrid',
        location: 'Quito',
        status: 'draft',
      });
    });

    it('refuses a status change through an update and keeps codes in sequence', async () => {
      const existing = (await api.post('/api/vacancies').send({ title: 'Estado fijo' }).expect(201))
        .body;
      const answer = await uploaded(
        'vacancies',
        csv(['code,title,status', `${existing.code},Estado fijo,open`, ',Uno,', ',Dos,']),
      );
      await previewed(answer, 'update');
      const [changed] = await rows(answer.id, '&status=invalid');
      expect(changed.errors).toEqual([
        {
          field: 'status',
          code: 'vacancy-status-change',
          message: `Vacancy ${existing.code} is draft; its status changes through its status actions, not an import`,
        },
      ]);
      const done = await imported(answer.id, {});
      expect(done.result).toMatchObject({ created: 2, failed: 1 });
      const codes = (
        await api.get('/api/vacancies?sort=code&order=desc&size=2').expect(200)
      ).body.items.map((vacancy: { code: string }) => Number(vacancy.code.slice(4)));
      expect(codes[0] - codes[1]).toBe(1);
    });
  });

  describe('export as XLSX', () => {
    it('writes the table a list sends as a workbook', async () => {
      const table = {
        title: 'Vacancies: open',
        headers: ['Code', 'Title', 'Openings', 'Internal'],
        rows: [
          ['VAC-0001', '=cmd()', 2, false],
          ['VAC-0002', 'Diseñadora', null, true],
        ],
      };
      const response = await api
        .post('/api/export/xlsx')
        .attach('table', Buffer.from(JSON.stringify(table)), 'table.json')
        .buffer(true)
        .parse(binary)
        .expect(200)
        .expect('Content-Type', /spreadsheetml/)
        .expect('Content-Disposition', /Vacancies-open\.xlsx/);
      expect(await sheetValues(response.body as Buffer)).toEqual([
        ['Code', 'Title', 'Openings', 'Internal'],
        ['VAC-0001', '=cmd()', 2, false],
        ['VAC-0002', 'Diseñadora', undefined, true],
      ]);
    });

    it('refuses what is no table', async () => {
      const send = (text: string) =>
        api.post('/api/export/xlsx').attach('table', Buffer.from(text), 'table.json');
      await send('not json').expect(400);
      const shape = await send(JSON.stringify({ title: 'x', headers: ['a'], rows: [[{}]] })).expect(
        400,
      );
      expect(Object.keys(shape.body.fields)).toEqual(['table.rows']);
      await send(JSON.stringify({ title: 'x', headers: ['a'], rows: [], extra: 1 })).expect(400);
      await api.post('/api/export/xlsx').expect(400);
    });
  });
});
