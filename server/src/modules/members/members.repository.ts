import { Injectable } from '@nestjs/common';
import { identifierKey } from '../../common/listing/text';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Member, PointsEntry } from './member.types';

/** What no two members share (e-mails are stored lower-case), as the store looks them up. */
export const MEMBER_KEYS = {
  email: (member: Member) => member.email,
  document: (member: Member) => identifierKey(member.documentId),
} as const;

@Injectable()
export class MembersRepository extends Repository<Member> {
  constructor(store: StoreService) {
    super(store, defineCollection<Member>({ name: 'members', keys: MEMBER_KEYS }));
  }
}

/** The points ledger of every member, oldest first; only ever appended to. */
@Injectable()
export class PointsLedgerRepository extends Repository<PointsEntry> {
  constructor(store: StoreService) {
    super(store, defineCollection<PointsEntry>({ name: 'points-ledger' }));
  }
}
