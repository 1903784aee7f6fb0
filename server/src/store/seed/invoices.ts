/**
 * The rewards programme's sample invoices: 30 of active members, 14 approved (with the
 * points of their amount at `currencyPerPoint`), 6 rejected with a reason and 10 pending.
 * Each comes with the file the member handed in: the store's receipt as a PDF, naming
 * the member, the number, the day and the amount, stored as uploaded files are.
 * Deterministic (a fixed faker seed, the members in the order given) and dated back from
 * `now`: issued in the last 300 days, registered after, reviewed after that. The reviews
 * are the system's (reviewedBy null).
 *
 * Pure: it writes nothing; ./programme stores the files and gives each approved invoice
 * its ledger entry.
 */
import { newFaker } from './faker';
import { invoicePoints } from '../../modules/invoices/invoice-points';
import type { Invoice, InvoiceStatus } from '../../modules/invoices/invoice.types';
import type { SeedFile } from '../blob-area';
import { derivedId } from './derived-id';
import { makePdf } from './sample-files';

const SAMPLE_SEED = 20_261_128;
export const SAMPLE_INVOICE_COUNT = 30;
const STATUS_COUNTS: Readonly<Record<InvoiceStatus, number>> = {
  approved: 14,
  rejected: 6,
  pending: 10,
};
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Shops where members buy, each with the prefix of its invoice numbers. */
const VENDORS: readonly { name: string; prefix: string }[] = [
  { name: 'Walmart de México', prefix: 'WMX' },
  { name: 'Soriana', prefix: 'SOR' },
  { name: 'Chedraui', prefix: 'CHD' },
  { name: 'La Comer', prefix: 'LCM' },
  { name: 'Liverpool', prefix: 'LIV' },
  { name: 'El Palacio de Hierro', prefix: 'PDH' },
  { name: 'Coppel', prefix: 'CPL' },
  { name: 'The Home Depot México', prefix: 'THD' },
  { name: 'Office Depot', prefix: 'ODM' },
  { name: 'Costco Wholesale', prefix: 'CST' },
  { name: 'Sanborns', prefix: 'SNB' },
  { name: 'Farmacias Guadalajara', prefix: 'FGU' },
  { name: 'Sears', prefix: 'SRS' },
  { name: 'Suburbia', prefix: 'SUB' },
];

const REJECTION_REASONS: readonly string[] = [
  'The invoice is illegible',
  'The invoice was already registered by another member',
  'The vendor is not part of the programme',
  'The amount does not match the attached receipt',
  'The invoice is made out to another company',
  'The invoice was cancelled by the vendor',
];

/** YYYY-MM-DD of a time, in UTC. */
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Who an invoice is made out to. */
export interface InvoiceMember {
  id: string;
  status: string;
  name: string;
  surname: string;
}

export interface InvoicesSample {
  invoices: Invoice[];
  /** Each invoice's file, named as its `file.id`. */
  files: SeedFile[];
}

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Receipt lines in two columns (Courier: every character as wide). */
const RECEIPT_WIDTH = 46;
const line = (label: string, value = '') =>
  `${label}${' '.repeat(Math.max(1, RECEIPT_WIDTH - label.length - value.length))}${value}`;

/** The receipt a store gives: Mexican prices include 16% IVA, shown apart. */
export function receiptPdf(invoice: Invoice, member: InvoiceMember): Buffer {
  const amount = (value: number) => `$${money.format(value)} ${invoice.currency}`;
  const subtotal = Math.round((invoice.amount / 1.16) * 100) / 100;
  return makePdf(
    invoice.vendor,
    [
      line('Factura', invoice.number),
      line('Fecha de emisión', invoice.issuedAt),
      line('Cliente', `${member.name} ${member.surname}`),
      '',
      line('Subtotal', amount(subtotal)),
      line('IVA 16%', amount(Math.round((invoice.amount - subtotal) * 100) / 100)),
      line('Total', amount(invoice.amount)),
      '',
      'Gracias por su compra.',
    ],
    'Courier',
  );
}

export function invoicesSample(
  members: readonly InvoiceMember[],
  now: Date,
  currencyPerPoint: number,
): InvoicesSample {
  const active = members.filter((member) => member.status === 'active');
  if (active.length === 0) throw new Error('The invoices sample needs active members');
  const faker = newFaker('es_MX', 'es', 'base');
  faker.seed(SAMPLE_SEED);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const statuses = faker.helpers.shuffle(
    (Object.entries(STATUS_COUNTS) as [InvoiceStatus, number][]).flatMap(([status, count]) =>
      Array.from({ length: count }, () => status),
    ),
  );
  const taken = new Set<string>();
  const invoices = statuses.map((status): Invoice => {
    const vendor = faker.helpers.arrayElement(VENDORS);
    let number: string;
    do {
      number = `${vendor.prefix}-${faker.string.numeric(6)}`;
    } while (taken.has(`${number}|${vendor.name}`));
    taken.add(`${number}|${vendor.name}`);
    // Reviewed invoices were issued 8 to 300 days ago, pending ones in the last 60.
    const issuedDaysAgo = status === 'pending' ? int(1, 60) : int(8, 300);
    const issuedDay = Date.parse(`${dateOf(now.getTime() - issuedDaysAgo * DAY_MS)}T00:00:00Z`);
    // Registered on the day of issue or up to 5 days later, in office hours (UTC).
    const createdAt =
      issuedDay +
      int(0, Math.min(5, issuedDaysAgo - 1)) * DAY_MS +
      int(8, 17) * HOUR_MS +
      int(0, 59) * MINUTE_MS;
    const reviewedAt =
      status === 'pending' ? null : createdAt + int(2, 72) * HOUR_MS + int(0, 59) * MINUTE_MS;
    // Most in pesos; now and then a purchase in dollars, of smaller amounts.
    const currency = faker.datatype.boolean({ probability: 0.15 }) ? 'USD' : 'MXN';
    const amount =
      currency === 'USD'
        ? faker.number.float({ min: 15, max: 600, fractionDigits: 2 })
        : faker.number.float({ min: 80, max: 9000, fractionDigits: 2 });
    return {
      id: faker.string.uuid(),
      memberId: faker.helpers.arrayElement(active).id,
      number,
      vendor: vendor.name,
      amount,
      currency,
      issuedAt: dateOf(issuedDay),
      file: null,
      status,
      pointsAwarded: status === 'approved' ? invoicePoints(amount, currencyPerPoint) : null,
      rejectionReason: status === 'rejected' ? faker.helpers.arrayElement(REJECTION_REASONS) : null,
      reviewedBy: null,
      reviewedAt: reviewedAt === null ? null : new Date(reviewedAt).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(reviewedAt ?? createdAt).toISOString(),
    };
  });
  // Stored in the order they were registered.
  invoices.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const byId = new Map(active.map((member) => [member.id, member]));
  const files: SeedFile[] = [];
  for (const invoice of invoices) {
    const bytes = receiptPdf(invoice, byId.get(invoice.memberId)!);
    const id = derivedId(`invoice-file:${invoice.id}`);
    files.push({ name: id, bytes });
    invoice.file = {
      id,
      name: `${invoice.number}.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
    };
  }
  return { invoices, files };
}
