import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Member, PointsEntry } from './member.types';

@Injectable()
export class MembersRepository extends Repository<Member> {
  constructor(store: StoreService) {
    super(store, defineCollection<Member>({ name: 'members' }));
  }
}

/** The points ledger of every member, oldest first; only ever appended to. */
@Injectable()
export class PointsLedgerRepository extends Repository<PointsEntry> {
  constructor(store: StoreService) {
    super(store, defineCollection<PointsEntry>({ name: 'points-ledger' }));
  }
}
