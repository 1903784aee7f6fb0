import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { conflict, notFound } from '../../common/errors/domain-error';
import type { RecordsPort } from '../../common/listing/dependents';
import { StoreService } from '../../store';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, paginate, type Page } from '../../common/listing/paginate';
import type {
  CreateMemberDto,
  LedgerAdjustmentResultDto,
  LedgerQueryDto,
  MemberDto,
  MemberListQueryDto,
  MemberSortField,
  PointsAdjustmentDto,
  PointsEntryDto,
  UpdateMemberDto,
} from './dto/member.dto';
import type { Member, MemberStatus, PointsEntry } from './member.types';
import { MEMBER_KEYS, MembersRepository, PointsLedgerRepository } from './members.repository';

const LIST: ListSpec<Member, MemberSortField> = {
  searchIn: (member) => [member.name, member.surname, member.email, member.documentId],
  sortBy: {
    name: (member) => member.name,
    surname: (member) => member.surname,
    email: (member) => member.email,
    documentId: (member) => member.documentId,
    company: (member) => member.company,
    points: (member) => member.points,
    status: (member) => member.status,
    createdAt: (member) => member.createdAt,
  },
  defaultSort: 'surname',
  defaultOrder: 'asc',
};

/** Each member's points as the ledger adds them up. */
export function ledgerSums(entries: readonly PointsEntry[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const entry of entries)
    sums.set(entry.memberId, (sums.get(entry.memberId) ?? 0) + entry.delta);
  return sums;
}

@Injectable()
export class MembersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MembersService.name);
  /** Members whose points differed from their ledger at start (see `ledgerCheck`). */
  private mismatched: readonly string[] = [];

  constructor(
    private readonly members: MembersRepository,
    private readonly ledger: PointsLedgerRepository,
    private readonly store: StoreService,
  ) {}

  /** At start: every member's points must equal the sum of their ledger. */
  onApplicationBootstrap(): void {
    const sums = ledgerSums(this.ledger.list());
    this.mismatched = this.members
      .list()
      .filter((member) => (sums.get(member.id) ?? 0) !== member.points)
      .map((member) => member.id);
    if (this.mismatched.length > 0) {
      this.logger.error(
        `${this.mismatched.length} members' points differ from their ledger: ${this.mismatched.join(', ')}`,
      );
    }
  }

  /** What the start-up check found, for the health answer. */
  ledgerCheck(): { status: 'ok' | 'mismatch'; mismatchedMembers: number } {
    return {
      status: this.mismatched.length === 0 ? 'ok' : 'mismatch',
      mismatchedMembers: this.mismatched.length,
    };
  }

  list(query: MemberListQueryDto): Page<MemberDto> {
    const filtered = this.members
      .list()
      .filter((member) => query.status === undefined || member.status === query.status);
    return mapPage(listPage(filtered, query, LIST), toDto);
  }

  get(id: string): MemberDto {
    return toDto(this.existing(id));
  }

  async create(input: CreateMemberDto): Promise<MemberDto> {
    const now = new Date().toISOString();
    const member: Member = {
      id: randomUUID(),
      name: input.name,
      surname: input.surname,
      email: input.email.toLowerCase(),
      phone: input.phone ?? '',
      documentId: input.documentId.toUpperCase(),
      company: input.company ?? '',
      points: 0,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    };
    // Checked inside the write queue, so two requests with one email cannot both land.
    const created = await this.members.insertWith(() => {
      this.assertUnique(member);
      return member;
    });
    return toDto(created);
  }

  async update(id: string, patch: UpdateMemberDto): Promise<MemberDto> {
    const changes = definedOnly(patch);
    return toDto(
      await this.change(id, (member) => ({
        ...member,
        ...changes,
        email: (changes.email ?? member.email).toLowerCase(),
        documentId: (changes.documentId ?? member.documentId).toUpperCase(),
      })),
    );
  }

  /** Blocked members keep their points but may not redeem them. */
  async setStatus(id: string, status: MemberStatus): Promise<MemberDto> {
    return toDto(await this.change(id, (member) => ({ ...member, status })));
  }

  /** Newest first, each entry with the balance right after it. */
  ledgerOf(id: string, query: LedgerQueryDto): Page<PointsEntryDto> {
    this.existing(id);
    let balance = 0;
    const entries = this.ledger
      .list()
      .filter((entry) => entry.memberId === id)
      .map((entry) => ({ ...entry, balance: (balance += entry.delta) }));
    return paginate(entries.reverse(), query.page, query.size);
  }

  /**
   * A correction: a new `adjustment` entry and the member's new balance, in one commit.
   * Refused with 409, writing nothing, when the balance would go below 0.
   */
  async adjust(
    id: string,
    input: PointsAdjustmentDto,
    byAccountId: string,
  ): Promise<LedgerAdjustmentResultDto> {
    const entry: PointsEntry = {
      id: randomUUID(),
      memberId: id,
      delta: input.points,
      reason: 'adjustment',
      refId: null,
      note: input.reason,
      byAccountId,
      at: new Date().toISOString(),
    };
    return this.store.mutateTogether([this.members, this.ledger], ([members, ledger]) => {
      const index = members.findIndex((member) => member.id === id);
      if (index === -1) throw memberNotFound(id);
      const member = credit(members[index], entry);
      return {
        lists: [members.with(index, member), [...ledger, entry]],
        result: { member: toDto(member), entry: { ...entry, balance: member.points } },
      };
    });
  }

  // --- The points' part in other modules' commits ---

  /**
   * The members' and the ledger's collections, for a commit of another module that checks
   * a member or moves their points (a redemption, an invoice, a trivia's completion): they
   * go to StoreService.mutateTogether beside that module's own. The store makes several
   * collections one commit only within one such call, so the caller's checks and the
   * points land together (or not at all, after a crash too) only if these join it. The
   * commit gives them back unchanged, or as `postEntry` answers them.
   */
  get pointsRecords(): { members: RecordsPort<Member>; ledger: RecordsPort<PointsEntry> } {
    return { members: this.members, ledger: this.ledger };
  }

  /**
   * Inside such a commit, over the lists it got: the entry's member has their points moved
   * by it (never below 0: 409 with the balance) and the ledger gains it. Answers the next
   * lists and the member as credited.
   */
  postEntry(
    members: readonly Member[],
    ledger: readonly PointsEntry[],
    entry: PointsEntry,
  ): { members: readonly Member[]; ledger: readonly PointsEntry[]; member: Member } {
    const index = members.findIndex((member) => member.id === entry.memberId);
    // Callers find the member first and refuse with their own error.
    if (index === -1) throw new Error(`Member ${entry.memberId} is not in the commit's list`);
    const member = credit(members[index], entry);
    return { members: members.with(index, member), ledger: [...ledger, entry], member };
  }

  private async change(id: string, edit: (member: Member) => Member): Promise<Member> {
    const changed = await this.members.updateWith(id, (current) => {
      const next = { ...edit(current), updatedAt: new Date().toISOString() };
      this.assertUnique(next);
      return next;
    });
    if (!changed) throw memberNotFound(id);
    return changed;
  }

  /** Throws when another member (as the running write sees them) has its e-mail or document. */
  private assertUnique(member: Member): void {
    const holder = (key: keyof typeof MEMBER_KEYS) =>
      this.members.withKey(key, MEMBER_KEYS[key](member)).find((other) => other.id !== member.id);
    const byEmail = holder('email');
    if (byEmail) {
      throw conflict(
        'email-taken',
        `The member ${byEmail.name} ${byEmail.surname} already has this email`,
        'email',
      );
    }
    const byDocument = holder('document');
    if (byDocument) {
      throw conflict(
        'document-taken',
        `The member ${byDocument.name} ${byDocument.surname} already has the documentId ${byDocument.documentId}`,
        'documentId',
      );
    }
  }

  private existing(id: string): Member {
    const member = this.members.get(id);
    if (!member) throw memberNotFound(id);
    return member;
  }
}

/**
 * The member after a ledger entry: points move by its delta, never below 0 (409 with the
 * balance otherwise). Other modules' commits reach it through `postEntry`.
 */
export function credit(member: Member, entry: PointsEntry): Member {
  const points = member.points + entry.delta;
  if (points < 0) {
    throw conflict(
      'points-insufficient',
      `${member.name} ${member.surname} has ${member.points} points; ${-entry.delta} cannot be taken`,
      'points',
    );
  }
  return { ...member, points, updatedAt: entry.at };
}

function memberNotFound(id: string) {
  return notFound('not-found', `Member ${id} not found`);
}

function toDto(member: Member): MemberDto {
  return { ...member };
}
