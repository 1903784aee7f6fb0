import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateInvoiceDto } from '../../modules/invoices/dto/invoice.dto';
import { detectInvoiceFileFormat } from '../../modules/invoices/invoice-file-format';
import { invoicesSample, SAMPLE_INVOICE_COUNT } from './invoices';
import { membersSample } from './members';

const DAY_MS = 86_400_000;

describe('the invoices sample', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const { members } = membersSample(now);
  const { invoices, files } = invoicesSample(members, now, 10);

  it('gives 30 invoices of active members: 14 approved, 6 rejected, 10 pending', () => {
    expect(invoices).toHaveLength(SAMPLE_INVOICE_COUNT);
    const count = (status: string) => invoices.filter((one) => one.status === status).length;
    expect([count('approved'), count('rejected'), count('pending')]).toEqual([14, 6, 10]);
    const active = new Set(members.filter((m) => m.status === 'active').map((m) => m.id));
    expect(members.some((member) => member.status === 'blocked')).toBe(true);
    expect(invoices.filter((one) => !active.has(one.memberId))).toEqual([]);
  });

  it('holds what the API would take, with unique ids and numbers per vendor', () => {
    for (const invoice of invoices) {
      const input = plainToInstance(CreateInvoiceDto, {
        memberId: invoice.memberId,
        number: invoice.number,
        vendor: invoice.vendor,
        amount: invoice.amount,
        currency: invoice.currency,
        issuedAt: invoice.issuedAt,
      });
      expect({ number: invoice.number, errors: validateSync(input) }).toEqual({
        number: invoice.number,
        errors: [],
      });
      expect(invoice.reviewedBy).toBeNull();
    }
    expect(new Set(invoices.map((one) => one.id)).size).toBe(SAMPLE_INVOICE_COUNT);
    const keys = invoices.map((one) => `${one.number.toLowerCase()}|${one.vendor.toLowerCase()}`);
    expect(new Set(keys).size).toBe(SAMPLE_INVOICE_COUNT);
    expect(new Set(invoices.map((one) => one.vendor)).size).toBeGreaterThan(5);
  });

  it('dates them in order: issued in the last 300 days, registered, then reviewed, all past', () => {
    const today = now.toISOString().slice(0, 10);
    const earliest = new Date(now.getTime() - 300 * DAY_MS).toISOString().slice(0, 10);
    for (const invoice of invoices) {
      expect(invoice.issuedAt <= today && invoice.issuedAt >= earliest).toBe(true);
      expect(invoice.createdAt >= `${invoice.issuedAt}T00:00:00.000Z`).toBe(true);
      expect(invoice.createdAt < now.toISOString()).toBe(true);
      if (invoice.status === 'pending') {
        expect(invoice).toMatchObject({ reviewedAt: null, updatedAt: invoice.createdAt });
      } else {
        expect(invoice.reviewedAt! > invoice.createdAt).toBe(true);
        expect(invoice.reviewedAt! < now.toISOString()).toBe(true);
        expect(invoice.updatedAt).toBe(invoice.reviewedAt);
      }
    }
    const created = invoices.map((one) => one.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('awards approved ones the points of their amount at the rate given, and only them', () => {
    for (const rate of [10, 25, 1]) {
      for (const invoice of invoicesSample(members, now, rate).invoices) {
        if (invoice.status === 'approved') {
          expect(invoice.pointsAwarded).toBe(Math.floor(invoice.amount / rate));
          expect(invoice.rejectionReason).toBeNull();
        } else {
          expect(invoice.pointsAwarded).toBeNull();
        }
        expect(invoice.rejectionReason !== null).toBe(invoice.status === 'rejected');
      }
    }
    expect(invoices.some((one) => (one.pointsAwarded ?? 0) > 0)).toBe(true);
  });

  it('gives every invoice its receipt: a PDF naming the member, number, day and amount', () => {
    expect(files.map((file) => file.name)).toEqual(invoices.map((one) => one.file?.id));
    for (const [index, invoice] of invoices.entries()) {
      const bytes = files[index].bytes;
      const text = bytes.toString('latin1');
      const member = members.find((one) => one.id === invoice.memberId)!;
      expect(invoice.file).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        name: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
        size: bytes.length,
      });
      expect(detectInvoiceFileFormat(bytes)).toBe('pdf');
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      for (const shown of [
        invoice.vendor,
        invoice.number,
        invoice.issuedAt,
        `${member.name} ${member.surname}`,
        `$${invoice.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} ${invoice.currency}`,
      ]) {
        expect({ invoice: invoice.number, shown, found: text.includes(shown) }).toEqual({
          invoice: invoice.number,
          shown,
          found: true,
        });
      }
    }
    expect(new Set(files.map((file) => file.bytes.toString('base64'))).size).toBe(files.length);
  });

  it('is the same at every seeding, and needs active members', () => {
    expect(invoicesSample(members, now, 10)).toEqual({ invoices, files });
    const later = new Date(now.getTime() + 7 * DAY_MS);
    expect(invoicesSample(members, later, 10).invoices.map((one) => one.id)).toEqual(
      invoices.map((one) => one.id),
    );
    const blocked = { id: 'm1', status: 'blocked', name: 'Ana', surname: 'Ruiz' };
    expect(() => invoicesSample([blocked], now, 10)).toThrow(
      'The invoices sample needs active members',
    );
  });
});
