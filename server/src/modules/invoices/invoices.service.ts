import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { conflict, notFound, ruleBroken } from '../../common/errors/domain-error';
import { AppConfigService } from '../../config/config';
import { type BlobReader, sameButStamps, StoreService } from '../../store';
import { INVOICE_APPROVED, type InvoiceApprovedEvent } from '../activities/rewards-events';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { realDay } from '../../common/validation/real-day';
import type { Member, PointsEntry } from '../members/member.types';
import { MemberReader } from '../members/member-reader';
import { MembersService } from '../members/members.service';
import type {
  CreateInvoiceDto,
  InvoiceDto,
  InvoiceListQueryDto,
  InvoiceSortField,
  UpdateInvoiceDto,
} from './dto/invoice.dto';
import { INVOICE_FILE_CONTENT_TYPES } from './invoice-file-format';
import { InvoiceFiles } from './invoice-files';
import { invoicePoints } from './invoice-points';
import type { InvoiceUpload } from './invoice-upload.pipe';
import type { Invoice, InvoiceFile } from './invoice.types';
import { InvoicesRepository } from './invoices.repository';

/** An invoice with its member, as lists search and sort it. */
interface InvoiceRow {
  id: string;
  invoice: Invoice;
  member: Member | undefined;
  memberName: string;
}

const LIST: ListSpec<InvoiceRow, InvoiceSortField> = {
  searchIn: ({ invoice, member }) => [
    invoice.number,
    invoice.vendor,
    member?.name,
    member?.surname,
    member?.email,
  ],
  sortBy: {
    createdAt: (row) => row.invoice.createdAt,
    issuedAt: (row) => row.invoice.issuedAt,
    amount: (row) => row.invoice.amount,
    number: (row) => row.invoice.number,
    vendor: (row) => row.invoice.vendor,
    status: (row) => row.invoice.status,
    memberName: (row) => row.memberName,
  },
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

/** An invoice file to send back: its bytes as a stream, their type and the file's name. */
export interface InvoiceFileDownload extends BlobReader {
  contentType: string;
  name: string;
}

/** Number and vendor compare trimmed and without case: "F-1 / Acme" = " f-1 / ACME ". */
const invoiceKey = (invoice: Pick<Invoice, 'number' | 'vendor'>) =>
  `${invoice.number.trim().toLowerCase()}\u0000${invoice.vendor.trim().toLowerCase()}`;

const memberName = (member: Pick<Member, 'name' | 'surname'> | undefined) =>
  member ? `${member.name} ${member.surname}`.trim() : '';

/** How far ahead of UTC a clock may be (UTC+14): "today" somewhere on Earth. */
const LATEST_OFFSET_MS = 14 * 3600 * 1000;

@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly members: MembersService,
    private readonly memberReader: MemberReader,
    private readonly files: InvoiceFiles,
    private readonly store: StoreService,
    private readonly config: AppConfigService,
    private readonly events: EventEmitter2,
  ) {}

  /** `completed` true: approved and rejected ones; false: pending ones. */
  list(query: InvoiceListQueryDto): Page<InvoiceDto> {
    const members = new Map(this.memberReader.all().map((member) => [member.id, member]));
    const rows = this.invoices
      .list()
      .filter(
        (invoice) =>
          (query.status === undefined || invoice.status === query.status) &&
          (query.memberId === undefined || invoice.memberId === query.memberId) &&
          (query.completed === undefined || (invoice.status !== 'pending') === query.completed),
      )
      .map((invoice): InvoiceRow => {
        const member = members.get(invoice.memberId);
        return { id: invoice.id, invoice, member, memberName: memberName(member) };
      });
    return mapPage(listPage(rows, query, LIST), (row) => toDto(row.invoice, row.memberName));
  }

  get(id: string): InvoiceDto {
    return this.toDto(this.existing(id));
  }

  /**
   * A pending invoice of an active member. The member and the uniqueness of number and
   * vendor are checked inside the commit, so two requests for one invoice cannot both land.
   */
  async create(input: CreateInvoiceDto): Promise<InvoiceDto> {
    checkIssuedAt(input.issuedAt, new Date());
    const now = new Date().toISOString();
    const invoice: Invoice = {
      id: randomUUID(),
      memberId: input.memberId,
      number: input.number,
      vendor: input.vendor,
      amount: input.amount,
      currency: input.currency,
      issuedAt: input.issuedAt,
      file: null,
      status: 'pending',
      pointsAwarded: null,
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    // The members join the commit (unchanged): the active member it checks holds on every server.
    const { created, member } = await this.store.mutateTogether(
      [this.invoices, this.members.pointsRecords.members],
      ([invoices, members]) => {
        const member = activeMember(members, invoice.memberId);
        assertUnique(invoices, invoice);
        return { lists: [[...invoices, invoice], members], result: { created: invoice, member } };
      },
    );
    return toDto(created, memberName(member));
  }

  /** Only while pending (409 once reviewed, unless it changes nothing); number and vendor stay unique. */
  async update(id: string, patch: UpdateInvoiceDto): Promise<InvoiceDto> {
    const changes = definedOnly(patch);
    if (changes.issuedAt !== undefined) checkIssuedAt(changes.issuedAt, new Date());
    const { updated, member } = await this.store.mutateTogether(
      [this.invoices, this.members.pointsRecords.members],
      ([invoices, members]) => {
        const index = invoices.findIndex((invoice) => invoice.id === id);
        if (index === -1) throw invoiceNotFound(id);
        const current = invoices[index];
        const next: Invoice = { ...current, ...changes, updatedAt: new Date().toISOString() };
        // A reviewed invoice read and saved back as it was changes nothing: no refusal.
        if (!sameButStamps(current, next)) assertPending(current, 'changed');
        const member =
          next.memberId === current.memberId
            ? members.find((one) => one.id === next.memberId)
            : activeMember(members, next.memberId);
        assertUnique(invoices, next);
        return {
          lists: [invoices.with(index, next), members],
          result: { updated: next, member },
        };
      },
    );
    return toDto(updated, memberName(member));
  }

  /** Only while pending (409 once reviewed); its file goes in the same commit. */
  async remove(id: string): Promise<InvoiceDto> {
    const removed = await this.invoices.mutate((items) => {
      const index = items.findIndex((invoice) => invoice.id === id);
      if (index === -1) throw invoiceNotFound(id);
      const current = items[index];
      assertPending(current, 'deleted');
      return {
        items: items.toSpliced(index, 1),
        result: current,
        removeFiles: current.file ? [this.files.storedPath(current.file.id)] : [],
      };
    });
    return this.toDto(removed);
  }

  /**
   * Stores a file whose type was read from its bytes, while the invoice is pending; the
   * previous file is deleted by the commit that replaces it.
   */
  async uploadFile(id: string, upload: InvoiceUpload): Promise<InvoiceDto> {
    assertPending(this.existing(id), 'changed');
    const fileId = await this.files.save(upload.bytes);
    const file: InvoiceFile = {
      id: fileId,
      name: upload.name,
      contentType: INVOICE_FILE_CONTENT_TYPES[upload.format],
      size: upload.bytes.length,
    };
    let updated: Invoice;
    try {
      updated = await this.invoices.mutate((items) => {
        const index = items.findIndex((invoice) => invoice.id === id);
        if (index === -1) throw invoiceNotFound(id);
        const current = items[index];
        assertPending(current, 'changed');
        const next: Invoice = { ...current, file, updatedAt: new Date().toISOString() };
        return {
          items: items.with(index, next),
          result: next,
          removeFiles: current.file ? [this.files.storedPath(current.file.id)] : [],
        };
      });
    } catch (error) {
      await this.files.remove(fileId);
      throw error;
    }
    return this.toDto(updated);
  }

  async file(id: string): Promise<InvoiceFileDownload> {
    const invoice = this.existing(id);
    const stored = invoice.file ? await this.files.open(invoice.file.id) : undefined;
    if (!invoice.file || !stored) throw notFound('file-missing', `Invoice ${id} has no file`);
    return { ...stored, contentType: invoice.file.contentType, name: invoice.file.name };
  }

  /**
   * Approves a pending invoice that has a file, of an active member: in one commit the
   * invoice records its points and reviewer, the ledger gets an `invoice` entry (none for
   * 0 points) and the member's points move by it. Then INVOICE_APPROVED is published.
   */
  async approve(id: string, by: string): Promise<InvoiceDto> {
    const currencyPerPoint = this.config.values.invoiceCurrencyPerPoint;
    const now = new Date().toISOString();
    const points = this.members.pointsRecords;
    const { approved, member } = await this.store.mutateTogether(
      [this.invoices, points.members, points.ledger],
      ([invoices, members, ledger]) => {
        const index = invoices.findIndex((invoice) => invoice.id === id);
        if (index === -1) throw invoiceNotFound(id);
        const current = invoices[index];
        assertPending(current, 'approved');
        if (!current.file) {
          throw ruleBroken(
            'invoice-file-required',
            `Invoice ${current.number} has no file; upload it before approving`,
            'file',
          );
        }
        const memberIndex = members.findIndex((member) => member.id === current.memberId);
        if (memberIndex === -1)
          throw ruleBroken('reference-missing', `Member ${current.memberId} does not exist`);
        assertActive(members[memberIndex]);
        const points = invoicePoints(current.amount, currencyPerPoint);
        const next: Invoice = {
          ...current,
          status: 'approved',
          pointsAwarded: points,
          reviewedBy: by,
          reviewedAt: now,
          updatedAt: now,
        };
        if (points === 0) {
          return {
            lists: [invoices.with(index, next), members, ledger],
            result: { approved: next, member: members[memberIndex] },
          };
        }
        const entry: PointsEntry = {
          id: randomUUID(),
          memberId: current.memberId,
          delta: points,
          reason: 'invoice',
          refId: current.id,
          note: null,
          byAccountId: by,
          at: now,
        };
        const credited = this.members.postEntry(members, ledger, entry);
        return {
          lists: [invoices.with(index, next), credited.members, credited.ledger],
          result: { approved: next, member: credited.member },
        };
      },
    );
    const event: InvoiceApprovedEvent = {
      invoiceId: approved.id,
      memberId: member.id,
      memberName: memberName(member),
      number: approved.number,
      vendor: approved.vendor,
      pointsAwarded: approved.pointsAwarded ?? 0,
      by,
      at: now,
    };
    await this.events.emitAsync(INVOICE_APPROVED, event);
    return toDto(approved, memberName(member));
  }

  /** Refuses a pending invoice with a reason; no points. */
  async reject(id: string, reason: string, by: string): Promise<InvoiceDto> {
    const rejected = await this.invoices.mutate((items) => {
      const index = items.findIndex((invoice) => invoice.id === id);
      if (index === -1) throw invoiceNotFound(id);
      assertPending(items[index], 'rejected');
      const now = new Date().toISOString();
      const next: Invoice = {
        ...items[index],
        status: 'rejected',
        rejectionReason: reason,
        reviewedBy: by,
        reviewedAt: now,
        updatedAt: now,
      };
      return { items: items.with(index, next), result: next };
    });
    return this.toDto(rejected);
  }

  private existing(id: string): Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw invoiceNotFound(id);
    return invoice;
  }

  private toDto(invoice: Invoice): InvoiceDto {
    return toDto(invoice, memberName(this.memberReader.find(invoice.memberId)));
  }
}

/** The member to file an invoice for: 404 when there is none, 422 when blocked. */
function activeMember(members: readonly Member[], id: string): Member {
  const member = members.find((one) => one.id === id);
  if (!member) throw notFound('not-found', `Member ${id} not found`);
  assertActive(member);
  return member;
}

function assertActive(member: Member): void {
  if (member.status === 'blocked') {
    throw ruleBroken(
      'member-blocked',
      `${memberName(member)} is blocked; their invoices cannot be filed or approved`,
      'memberId',
    );
  }
}

function assertPending(invoice: Invoice, action: string): void {
  if (invoice.status !== 'pending') {
    throw conflict(
      'invoice-not-pending',
      `Invoice ${invoice.number} was already ${invoice.status}; only pending invoices can be ${action}`,
      'status',
    );
  }
}

function assertUnique(items: readonly Invoice[], invoice: Invoice): void {
  const key = invoiceKey(invoice);
  const other = items.find((one) => one.id !== invoice.id && invoiceKey(one) === key);
  if (other) {
    throw conflict(
      'invoice-duplicate',
      `The invoice ${other.number} of ${other.vendor} is already registered`,
      'number',
    );
  }
}

/** A real day, and not after today anywhere on Earth (clients may be ahead of UTC). */
function checkIssuedAt(issuedAt: string, now: Date): void {
  realDay(issuedAt, 'issuedAt');
  const latest = new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
  if (issuedAt > latest)
    throw ruleBroken('date-in-future', 'issuedAt must not be in the future', 'issuedAt');
}

function invoiceNotFound(id: string) {
  return notFound('not-found', `Invoice ${id} not found`);
}

function toDto(invoice: Invoice, name: string): InvoiceDto {
  return { ...invoice, file: invoice.file ? { ...invoice.file } : null, memberName: name };
}
