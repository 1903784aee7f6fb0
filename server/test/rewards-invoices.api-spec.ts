import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { pdfBytes, pngBytes, UNKNOWN_ID } from './helpers/recruitment';
import { storedRecords } from './helpers/stored';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedFile, storedFileNames } from './helpers/stored-files';

interface Member {
  id: string;
  name: string;
  surname: string;
  points: number;
}
interface Invoice {
  id: string;
  memberId: string;
  memberName: string;
  number: string;
  vendor: string;
  amount: number;
  currency: string;
  issuedAt: string;
  file: { id: string; name: string; contentType: string; size: number } | null;
  status: 'pending' | 'approved' | 'rejected';
  pointsAwarded: number | null;
  rejectionReason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
interface Entry {
  id: string;
  memberId: string;
  delta: number;
  reason: string;
  refId: string | null;
  note: string | null;
  byAccountId: string | null;
}

/** The suite runs with 25 currency units a point, so the default 10 would show. */
const RATE = 25;
const MAX_BYTES = 10 * 1024 * 1024;
const DAY_MS = 86_400_000;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('rewards: invoices', () => {
  let testApp: TestApp;
  let admin: string;
  let rewards: { id: string; token: string };
  let member: Member;
  let memberCount = 0;
  let invoiceCount = 0;
  const http = () => request(testApp.app.getHttpServer());
  const as = (token: string) => ({
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: object) => http().post(url).set(bearer(token)).send(body),
    patch: (url: string, body: object) => http().patch(url).set(bearer(token)).send(body),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  });
  const api = () => as(rewards.token);

  const newMember = async (): Promise<Member> => {
    const n = (memberCount += 1);
    return (
      await api()
        .post('/api/members', {
          name: `Irene ${n}`,
          surname: 'Factura',
          email: `irene.${n}@invoices.test`,
          documentId: `INV-${1000 + n}`,
        })
        .expect(201)
    ).body as Member;
  };
  const invoiceInput = (overrides: Record<string, unknown> = {}) => ({
    memberId: member.id,
    number: `F-${(invoiceCount += 1)}`,
    vendor: 'Papelería Central',
    amount: 1234.56,
    currency: 'MXN',
    issuedAt: day(-10),
    ...overrides,
  });
  const createInvoice = async (overrides: Record<string, unknown> = {}): Promise<Invoice> =>
    (await api().post('/api/invoices', invoiceInput(overrides)).expect(201)).body as Invoice;
  const upload = (id: string, bytes: Buffer, filename = 'factura.pdf', contentType?: string) =>
    http()
      .post(`/api/invoices/${id}/file`)
      .set(bearer(rewards.token))
      .attach('file', bytes, { filename, contentType: contentType ?? 'application/pdf' });
  const download = (id: string) =>
    api()
      .get(`/api/invoices/${id}/file`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const storedFiles = async () => storedFileNames(testApp.dataDir, 'invoices');
  const ledgerOf = async (memberId: string) =>
    (await storedRecords<Entry>(testApp.dataDir, 'points-ledger')).filter(
      (entry) => entry.memberId === memberId,
    );
  const pointsOf = async (memberId: string) =>
    ((await api().get(`/api/members/${memberId}`).expect(200)).body as Member).points;
  /** A pending invoice with a PDF, ready to approve. */
  const withFile = async (overrides: Record<string, unknown> = {}): Promise<Invoice> => {
    const invoice = await createInvoice(overrides);
    await upload(invoice.id, pdfBytes()).expect(200);
    return invoice;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { INVOICE_CURRENCY_PER_POINT: String(RATE) } });
    admin = await signIn(testApp.app);
    rewards = await createStaff(
      testApp.app,
      { name: 'Rita', email: 'rita@invoices.test', password: 'rita-password-1' },
      ['rewards'],
      admin,
    );
    member = await newMember();
  });
  afterAll(() => testApp.close());

  describe('create, read, change, delete', () => {
    it('registers a pending invoice, trimmed and with the currency upper-cased, with its member’s name', async () => {
      const created = await api()
        .post(
          '/api/invoices',
          invoiceInput({ number: '  A-0001 ', vendor: ' Soriana  ', currency: 'mxn' }),
        )
        .expect(201);
      expect(created.body).toEqual({
        version: expect.any(String),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        memberId: member.id,
        memberName: `${member.name} Factura`,
        number: 'A-0001',
        vendor: 'Soriana',
        amount: 1234.56,
        currency: 'MXN',
        issuedAt: day(-10),
        file: null,
        status: 'pending',
        pointsAwarded: null,
        rejectionReason: null,
        reviewedBy: null,
        reviewedAt: null,
        createdAt: expect.any(String),
        updatedAt: created.body.createdAt,
      });
      const read = await api().get(`/api/invoices/${created.body.id}`).expect(200);
      expect(read.body).toEqual(created.body);
      const stored = (await storedRecords<Invoice>(testApp.dataDir, 'invoices')).find(
        (one) => one.id === created.body.id,
      );
      // The member's name is joined when read, never stored.
      expect(stored).not.toHaveProperty('memberName');
      expect(stored).toMatchObject({ number: 'A-0001', vendor: 'Soriana', status: 'pending' });
      await api().get(`/api/invoices/${UNKNOWN_ID}`).expect(404);
      await api().get('/api/invoices/not-an-id').expect(400);
    });

    it.each([
      ['a zero amount', { amount: 0 }, 'amount'],
      ['a negative amount', { amount: -5 }, 'amount'],
      ['three decimals', { amount: 10.001 }, 'amount'],
      ['an amount in exponent form', { amount: 1e-7 }, 'amount'],
      ['an amount as text', { amount: '100' }, 'amount'],
      ['too large an amount', { amount: 100_000_000.01 }, 'amount'],
      ['a two-letter currency', { currency: 'US' }, 'currency'],
      ['an unknown currency', { currency: 'ABC' }, 'currency'],
      ['a testing currency', { currency: 'XXX' }, 'currency'],
      ['a blank number', { number: '   ' }, 'number'],
      ['a number of 61 characters', { number: 'N'.repeat(61) }, 'number'],
      ['a blank vendor', { vendor: '' }, 'vendor'],
      ['a vendor of 121 characters', { vendor: 'V'.repeat(121) }, 'vendor'],
      ['a date and time', { issuedAt: '2026-01-02T10:00:00Z' }, 'issuedAt'],
      ['a 13th month', { issuedAt: '2026-13-01' }, 'issuedAt'],
      ['a member id that is none', { memberId: 'member-1' }, 'memberId'],
      ['a status', { status: 'approved' }, 'status'],
      ['points', { pointsAwarded: 500 }, 'pointsAwarded'],
      ['a file', { file: { id: 'x' } }, 'file'],
    ])('refuses %s with 400', async (_case, overrides, field) => {
      const response = await api().post('/api/invoices', invoiceInput(overrides)).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it('takes an amount of 2 decimals up to the bound, and an invoice of today', async () => {
      await createInvoice({ amount: 0.01 });
      await createInvoice({ amount: 100_000_000 });
      await createInvoice({ issuedAt: day(0) });
    });

    it('refuses a day that does not exist or is in the future with 422', async () => {
      for (const issuedAt of ['2026-02-30', day(2)]) {
        const response = await api().post('/api/invoices', invoiceInput({ issuedAt })).expect(422);
        expect(response.body.fields).toHaveProperty('issuedAt');
      }
    });

    it('answers 404 for an unknown member and 422 for a blocked one', async () => {
      await api()
        .post('/api/invoices', invoiceInput({ memberId: UNKNOWN_ID }))
        .expect(404);
      const blocked = await newMember();
      await api().post(`/api/members/${blocked.id}/block`).expect(200);
      const response = await api()
        .post('/api/invoices', invoiceInput({ memberId: blocked.id }))
        .expect(422);
      expect(response.body.fields).toHaveProperty('memberId');
    });

    it('keeps number and vendor unique, trimmed and without case', async () => {
      const first = await createInvoice({ number: 'B-77', vendor: 'Office Depot' });
      const same = await api()
        .post('/api/invoices', invoiceInput({ number: ' b-77 ', vendor: 'OFFICE DEPOT' }))
        .expect(409);
      expect(same.body.fields).toHaveProperty('number');
      // Another member's invoice is the same invoice.
      const other = await newMember();
      await api()
        .post(
          '/api/invoices',
          invoiceInput({ memberId: other.id, number: 'B-77', vendor: 'office depot' }),
        )
        .expect(409);
      // The same number from another vendor is another invoice.
      const second = await createInvoice({ number: 'B-77', vendor: 'Office Max' });
      await api().patch(`/api/invoices/${second.id}`, { vendor: ' Office DEPOT ' }).expect(409);
      // Saving an invoice with its own number and vendor is no clash.
      await api()
        .patch(`/api/invoices/${first.id}`, { number: 'B-77', vendor: 'office depot' })
        .expect(200);
    });

    it('lets one of concurrent duplicates in', async () => {
      const input = invoiceInput({ number: 'RACE-1', vendor: 'Costco' });
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          api().post('/api/invoices', {
            ...input,
            number: index % 2 ? 'race-1' : 'RACE-1 ',
          }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
      ]);
      const stored = (await storedRecords<Invoice>(testApp.dataDir, 'invoices')).filter(
        (one) => one.vendor === 'Costco',
      );
      expect(stored).toHaveLength(1);
    });

    it('changes a pending invoice: the named fields only, another member only if active', async () => {
      const invoice = await createInvoice();
      const changed = await api()
        .patch(`/api/invoices/${invoice.id}`, { amount: 99.5, currency: 'usd' })
        .expect(200);
      expect(changed.body).toEqual({
        ...invoice,
        amount: 99.5,
        currency: 'USD',
        updatedAt: expect.any(String),
        version: expect.any(String),
      });
      const other = await newMember();
      const moved = await api()
        .patch(`/api/invoices/${invoice.id}`, { memberId: other.id })
        .expect(200);
      expect(moved.body).toMatchObject({ memberId: other.id, memberName: `${other.name} Factura` });
      await api().post(`/api/members/${other.id}/block`).expect(200);
      const third = await newMember();
      await api().post(`/api/members/${third.id}/block`).expect(200);
      await api().patch(`/api/invoices/${invoice.id}`, { memberId: third.id }).expect(422);
      await api().patch(`/api/invoices/${invoice.id}`, { memberId: UNKNOWN_ID }).expect(404);
      for (const bad of [{ amount: null }, { number: '' }, { status: 'approved' }]) {
        await api().patch(`/api/invoices/${invoice.id}`, bad).expect(400);
      }
      await api()
        .patch(`/api/invoices/${invoice.id}`, { issuedAt: day(3) })
        .expect(422);
      await api().patch(`/api/invoices/${UNKNOWN_ID}`, { amount: 5 }).expect(404);
    });

    it('deletes a pending invoice and its file', async () => {
      const invoice = await createInvoice();
      const fileId = (await upload(invoice.id, pdfBytes()).expect(200)).body.file.id as string;
      expect(await storedFiles()).toContain(fileId);
      const deleted = await api().delete(`/api/invoices/${invoice.id}`).expect(200);
      expect(deleted.body).toMatchObject({ id: invoice.id, status: 'pending' });
      await api().get(`/api/invoices/${invoice.id}`).expect(404);
      expect(await storedFiles()).not.toContain(fileId);
      await api().delete(`/api/invoices/${invoice.id}`).expect(404);
    });
  });

  describe('the file', () => {
    it('takes a PDF named .png as a PDF, and serves it inline under its name, not to be kept', async () => {
      const invoice = await createInvoice();
      const bytes = pdfBytes();
      const uploaded = await upload(invoice.id, bytes, 'Factura Año 7.png', 'image/png').expect(
        200,
      );
      expect(uploaded.body.file).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Factura Año 7.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
      });
      const stored = (await storedFile(
        testApp.dataDir,
        'invoices',
        uploaded.body.file.id as string,
      ))!;
      expect(stored.equals(bytes)).toBe(true);
      const served = await download(invoice.id).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="Factura A_o 7.pdf"; filename*=UTF-8''Factura%20A%C3%B1o%207.pdf`,
      );
      expect(served.headers['cache-control']).toBe('no-store');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((served.body as Buffer).equals(bytes)).toBe(true);
    });

    it('takes PNG, JPEG and WEBP images by their bytes, with a safe name', async () => {
      const cases: [Buffer, string, string, string][] = [
        [pngBytes(), 'C:\\fotos\\ticket.png', 'ticket.png', 'image/png'],
        [
          Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(32, 2)]),
          'recibo.jpeg',
          'recibo.jpeg',
          'image/jpeg',
        ],
        [
          Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(32)]),
          '../../scan',
          'scan.webp',
          'image/webp',
        ],
      ];
      for (const [bytes, filename, name, contentType] of cases) {
        const invoice = await createInvoice();
        const uploaded = await upload(invoice.id, bytes, filename, 'text/plain').expect(200);
        expect(uploaded.body.file).toMatchObject({ name, contentType, size: bytes.length });
        const served = await download(invoice.id).expect(200);
        expect(served.headers['content-type']).toBe(contentType);
        expect((served.body as Buffer).equals(bytes)).toBe(true);
      }
    });

    it.each([
      ['a text file named .pdf', Buffer.from('Factura 123: total 100 MXN'), 'factura.pdf'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'ticket.gif'],
      ['an empty file', Buffer.alloc(0), 'factura.pdf'],
    ])('refuses %s with 415, storing nothing', async (_case, bytes, filename) => {
      const invoice = await createInvoice();
      const before = await storedFiles();
      const response = await upload(invoice.id, bytes, filename).expect(415);
      expect(response.body).toMatchObject({
        statusCode: 415,
        code: 'invoice-file-invalid',
        fields: { file: [expect.stringMatching(/PDF, PNG, JPEG or WEBP/)] },
      });
      expect(await storedFiles()).toEqual(before);
      expect((await api().get(`/api/invoices/${invoice.id}`)).body.file).toBeNull();
    });

    it('refuses 10 MB and a byte with 413, and takes exactly 10 MB', async () => {
      const invoice = await createInvoice();
      const pad = (size: number) =>
        Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);
      const response = await upload(invoice.id, pad(MAX_BYTES + 1)).expect(413);
      expect(response.body.message).toBe(`The file is larger than the limit of ${MAX_BYTES} bytes`);
      expect((await api().get(`/api/invoices/${invoice.id}`)).body.file).toBeNull();
      const exact = await upload(invoice.id, pad(MAX_BYTES)).expect(200);
      expect(exact.body.file.size).toBe(MAX_BYTES);
    });

    it('refuses an upload without a file, and answers 404 for a missing invoice or file', async () => {
      const invoice = await createInvoice();
      const empty = await api().post(`/api/invoices/${invoice.id}/file`).expect(400);
      expect(empty.body.fields).toEqual({ file: ['file is required'] });
      await http()
        .post(`/api/invoices/${invoice.id}/file`)
        .set(bearer(rewards.token))
        .attach('document', pdfBytes(), 'factura.pdf')
        .expect(400);
      const none = await api().get(`/api/invoices/${invoice.id}/file`).expect(404);
      expect(none.body.message).toMatch(/has no file/);
      await upload(UNKNOWN_ID, pdfBytes()).expect(404);
      await api().get(`/api/invoices/${UNKNOWN_ID}/file`).expect(404);
    });

    it('replaces the file, removing the old one once the new one is stored', async () => {
      const invoice = await createInvoice();
      const first = (await upload(invoice.id, pdfBytes()).expect(200)).body.file.id as string;
      const second = (await upload(invoice.id, pngBytes(), 'b.png').expect(200)).body.file;
      expect(second.id).not.toBe(first);
      const files = await storedFiles();
      expect(files).toContain(second.id);
      expect(files).not.toContain(first);
      const served = await download(invoice.id).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
    });
  });

  describe('review', () => {
    it('approves with the configured points, in the ledger and the member’s balance', async () => {
      const earner = await newMember();
      const invoice = await withFile({ memberId: earner.id, amount: 1234.56 });
      const approved = await api().post(`/api/invoices/${invoice.id}/approve`).expect(200);
      const points = Math.floor(1234.56 / RATE);
      expect(points).toBe(49);
      expect(approved.body).toMatchObject({
        id: invoice.id,
        status: 'approved',
        pointsAwarded: points,
        reviewedBy: rewards.id,
        reviewedAt: expect.any(String),
        rejectionReason: null,
        memberName: `${earner.name} Factura`,
      });
      expect(approved.body.reviewedAt >= invoice.createdAt).toBe(true);
      const entries = await ledgerOf(earner.id);
      expect(entries).toEqual([
        {
          id: expect.any(String),
          memberId: earner.id,
          delta: points,
          reason: 'invoice',
          refId: invoice.id,
          note: null,
          byAccountId: rewards.id,
          at: approved.body.reviewedAt,
        },
      ]);
      expect(await pointsOf(earner.id)).toBe(points);
      const ledger = await api().get(`/api/members/${earner.id}/ledger`).expect(200);
      expect(ledger.body.items[0]).toMatchObject({ reason: 'invoice', balance: points });
      // The member's points stay the sum of the ledger.
      const stored = (await storedRecords<Member>(testApp.dataDir, 'members')).find(
        (one) => one.id === earner.id,
      );
      expect(stored?.points).toBe(entries.reduce((sum, entry) => sum + entry.delta, 0));
    });

    it('approves an invoice worth less than a point with 0 points and no ledger entry', async () => {
      const earner = await newMember();
      const invoice = await withFile({ memberId: earner.id, amount: RATE - 0.01 });
      const approved = await api().post(`/api/invoices/${invoice.id}/approve`).expect(200);
      expect(approved.body).toMatchObject({ status: 'approved', pointsAwarded: 0 });
      expect(await ledgerOf(earner.id)).toEqual([]);
      expect(await pointsOf(earner.id)).toBe(0);
    });

    it('refuses to approve without a file or for a blocked member (422), writing nothing', async () => {
      const earner = await newMember();
      const bare = await createInvoice({ memberId: earner.id });
      const noFile = await api().post(`/api/invoices/${bare.id}/approve`).expect(422);
      expect(noFile.body.fields).toHaveProperty('file');
      const invoice = await withFile({ memberId: earner.id });
      await api().post(`/api/members/${earner.id}/block`).expect(200);
      const blocked = await api().post(`/api/invoices/${invoice.id}/approve`).expect(422);
      expect(blocked.body.fields).toHaveProperty('memberId');
      expect((await api().get(`/api/invoices/${invoice.id}`)).body.status).toBe('pending');
      expect(await ledgerOf(earner.id)).toEqual([]);
      await api().post(`/api/members/${earner.id}/unblock`).expect(200);
      await api().post(`/api/invoices/${invoice.id}/approve`).expect(200);
      await api().post(`/api/invoices/${UNKNOWN_ID}/approve`).expect(404);
    });

    it('approves once under 20 concurrent approvals: one 200, one ledger entry', async () => {
      const earner = await newMember();
      const invoice = await withFile({ memberId: earner.id, amount: 500 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => api().post(`/api/invoices/${invoice.id}/approve`)),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409)).toHaveLength(19);
      const entries = await ledgerOf(earner.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ refId: invoice.id, delta: 500 / RATE });
      expect(await pointsOf(earner.id)).toBe(500 / RATE);
    });

    it('rejects with a reason, trimmed, and no points', async () => {
      const earner = await newMember();
      const invoice = await withFile({ memberId: earner.id });
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
        const response = await api().post(`/api/invoices/${invoice.id}/reject`, body).expect(400);
        expect(response.body.fields).toHaveProperty('reason');
      }
      const rejected = await api()
        .post(`/api/invoices/${invoice.id}/reject`, { reason: '  The invoice is illegible ' })
        .expect(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        rejectionReason: 'The invoice is illegible',
        reviewedBy: rewards.id,
        reviewedAt: expect.any(String),
        pointsAwarded: null,
      });
      expect(await ledgerOf(earner.id)).toEqual([]);
      await api().post(`/api/invoices/${UNKNOWN_ID}/reject`, { reason: 'Nope' }).expect(404);
    });

    it('changes nothing once reviewed (409): no edit, file, deletion or second review; a save as read is no edit', async () => {
      const approved = await withFile();
      await api().post(`/api/invoices/${approved.id}/approve`).expect(200);
      const rejected = await withFile();
      await api().post(`/api/invoices/${rejected.id}/reject`, { reason: 'Duplicate' }).expect(200);
      for (const invoice of [approved, rejected]) {
        const before = (await api().get(`/api/invoices/${invoice.id}`).expect(200)).body;
        const again = await api().post(`/api/invoices/${invoice.id}/approve`).expect(409);
        expect(again.body.fields).toHaveProperty('status');
        await api().post(`/api/invoices/${invoice.id}/reject`, { reason: 'Again' }).expect(409);
        await api().patch(`/api/invoices/${invoice.id}`, { amount: 1 }).expect(409);
        // Read and saved back as it was, it is no edit: taken, and nothing written.
        const unchanged = await api().patch(`/api/invoices/${invoice.id}`, before).expect(200);
        expect(unchanged.body).toEqual(before);
        await upload(invoice.id, pdfBytes()).expect(409);
        await api().delete(`/api/invoices/${invoice.id}`).expect(409);
        expect((await api().get(`/api/invoices/${invoice.id}`).expect(200)).body).toEqual(before);
      }
    });

    it('writes the approval into the activity feed', async () => {
      const earner = await newMember();
      const invoice = await withFile({
        memberId: earner.id,
        number: 'FEED-9',
        vendor: 'Liverpool',
        amount: 250,
      });
      await api().post(`/api/invoices/${invoice.id}/approve`).expect(200);
      const feed = await api().get('/api/activities?size=100').expect(200);
      const entry = (feed.body.items as { description: string; extraContent: string }[]).find(
        (activity) => activity.description.includes('Liverpool FEED-9'),
      );
      expect(entry?.description).toMatch(
        new RegExp(`${earner.name} Factura.*invoice.*Liverpool FEED-9.*was approved`),
      );
      expect(entry?.extraContent).toContain(String(250 / RATE));
    });
  });

  describe('the list', () => {
    let listed: Member;
    const ids = (body: { items: Invoice[] }) => body.items.map((invoice) => invoice.id);
    const list = async (query: string) =>
      (await api().get(`/api/invoices?${query}`).expect(200)).body as {
        items: Invoice[];
        pagination: { length: number; page: number; size: number };
      };

    beforeAll(async () => {
      listed = await api()
        .post('/api/members', {
          name: 'Zoila',
          surname: 'Listado',
          email: 'zoila.listado@invoices.test',
          documentId: 'LIST-0001',
        })
        .then((response) => response.body as Member);
      const make = (number: string, vendor: string, amount: number, issuedAt: string) =>
        withFile({ memberId: listed.id, number, vendor, amount, issuedAt });
      const a = await make('L-1', 'Chedraui', 300, day(-30));
      const b = await make('L-2', 'Sanbornix', 100, day(-5));
      await make('L-3', 'Coppel', 200, day(-60));
      await api().post(`/api/invoices/${a.id}/approve`).expect(200);
      await api().post(`/api/invoices/${b.id}/reject`, { reason: 'Illegible' }).expect(200);
    });

    it('filters completed ones, pending ones, by status and by member', async () => {
      const completed = await list('completed=true&size=100');
      expect(completed.items.length).toBeGreaterThan(0);
      expect(completed.items.every((invoice) => invoice.status !== 'pending')).toBe(true);
      const pending = await list('completed=false&size=100');
      expect(pending.items.every((invoice) => invoice.status === 'pending')).toBe(true);
      const all = await list('size=100');
      expect(all.pagination.length).toBe(completed.pagination.length + pending.pagination.length);
      const rejected = await list('status=rejected&size=100');
      expect(rejected.items.every((invoice) => invoice.status === 'rejected')).toBe(true);
      const own = await list(`memberId=${listed.id}&size=100`);
      expect(own.items.map((invoice) => invoice.number).sort()).toEqual(['L-1', 'L-2', 'L-3']);
      expect(own.items.every((invoice) => invoice.memberName === 'Zoila Listado')).toBe(true);
      const ownCompleted = await list(`memberId=${listed.id}&completed=true`);
      expect(ownCompleted.items.map((invoice) => invoice.number).sort()).toEqual(['L-1', 'L-2']);
      for (const bad of ['completed=yes', 'status=paid', 'memberId=7', 'sort=points']) {
        await api().get(`/api/invoices?${bad}`).expect(400);
      }
    });

    it('searches number, vendor and the member’s name, surname and email', async () => {
      for (const search of ['L-2', 'sanbornix', 'zoila', 'LISTADO', 'zoila.listado@']) {
        const found = await list(`search=${encodeURIComponent(search)}&size=100`);
        expect(found.items.length).toBeGreaterThan(0);
        expect(found.items.every((invoice) => invoice.memberId === listed.id)).toBe(true);
      }
      expect((await list('search=sanbornix')).items.map((invoice) => invoice.number)).toEqual([
        'L-2',
      ]);
    });

    it('sorts newest first by default, and by amount, issuedAt, number, vendor, status, member', async () => {
      const byDefault = await list('size=100');
      const created = byDefault.items.map((invoice) => invoice.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const own = `memberId=${listed.id}`;
      expect((await list(`${own}&sort=amount`)).items.map((i) => i.amount)).toEqual([
        100, 200, 300,
      ]);
      expect((await list(`${own}&sort=issuedAt&order=desc`)).items.map((i) => i.number)).toEqual([
        'L-2',
        'L-1',
        'L-3',
      ]);
      expect((await list(`${own}&sort=vendor`)).items.map((i) => i.vendor)).toEqual([
        'Chedraui',
        'Coppel',
        'Sanbornix',
      ]);
      expect((await list(`${own}&sort=status`)).items.map((i) => i.status)).toEqual([
        'approved',
        'pending',
        'rejected',
      ]);
      expect((await list(`${own}&sort=number&order=desc`)).items.map((i) => i.number)).toEqual([
        'L-3',
        'L-2',
        'L-1',
      ]);
      const byMember = (await list('sort=memberName&size=100')).items.map((i) => i.memberName);
      expect(byMember.at(-1)).toBe('Zoila Listado');
      const paged = await list(`${own}&sort=amount&size=2&page=2`);
      expect(paged.items.map((i) => i.amount)).toEqual([300]);
      expect(paged.pagination).toMatchObject({ length: 3, page: 2, size: 2 });
      expect(ids(paged)).toHaveLength(1);
    });
  });

  it('is for rewards and admin accounts only', async () => {
    const recruiter = await createStaff(
      testApp.app,
      { name: 'Rob', email: 'rob@invoices.test', password: 'rob-password-1' },
      ['recruiter'],
      admin,
    );
    const invoice = await createInvoice();
    await as(recruiter.token).get('/api/invoices').expect(403);
    await as(recruiter.token).get(`/api/invoices/${invoice.id}`).expect(403);
    await as(recruiter.token).post(`/api/invoices/${invoice.id}/approve`).expect(403);
    await as(recruiter.token).post('/api/invoices', invoiceInput()).expect(403);
    await as(admin).get('/api/invoices').expect(200);
    await as(admin).get(`/api/invoices/${invoice.id}`).expect(200);
    await http().get('/api/invoices').expect(401);
  });
});
