import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  conflict,
  DOMAIN_ERROR_STATUS,
  DomainError,
  notFound,
  ruleBroken,
} from '../../common/errors/domain-error';
import { StoreService } from '../../store';
import { REDEMPTION_DELIVERED, type RedemptionDeliveredEvent } from '../activities/rewards-events';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import type { Member, PointsEntry } from '../members/member.types';
import { MemberReader } from '../members/member-reader';
import { MembersService } from '../members/members.service';
import type { Reward } from '../rewards/reward.types';
import { RewardReader } from '../rewards/reward-reader';
import { RewardsService } from '../rewards/rewards.service';
import type {
  BulkRedemptionActionDto,
  BulkRedemptionResultDto,
  CreateRedemptionDto,
  RedemptionDto,
  RedemptionListQueryDto,
  RedemptionSortField,
} from './dto/redemption.dto';
import {
  COMPLETED_STATUSES,
  type Redemption,
  type RedemptionAction,
  TRANSITIONS,
} from './redemption.types';
import { RedemptionsRepository } from './redemptions.repository';

/** A redemption with the names lists show and search. */
type Row = RedemptionDto;

const LIST: ListSpec<Row, RedemptionSortField> = {
  searchIn: (row) => [row.memberName, row.memberEmail, row.rewardName, row.notes],
  sortBy: {
    createdAt: (row) => row.createdAt,
    updatedAt: (row) => row.updatedAt,
    completedAt: (row) => row.completedAt,
    points: (row) => row.points,
    status: (row) => row.status,
    memberName: (row) => row.memberName,
    rewardName: (row) => row.rewardName,
  },
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

/**
 * Redemptions (canjes). Making one debits the member's points (a `redemption` ledger
 * entry) and reserves a unit of the reward's stock; cancelling gives both back (a
 * `refund` entry). Each is one commit over redemptions, members, the ledger and rewards,
 * with every check inside it: concurrent requests cannot spend the same points or unit.
 */
@Injectable()
export class RedemptionsService {
  constructor(
    private readonly redemptions: RedemptionsRepository,
    private readonly members: MembersService,
    private readonly memberReader: MemberReader,
    private readonly rewards: RewardsService,
    private readonly rewardReader: RewardReader,
    private readonly store: StoreService,
    private readonly events: EventEmitter2,
  ) {}

  list(query: RedemptionListQueryDto): Page<RedemptionDto> {
    const completed = (redemption: Redemption) => COMPLETED_STATUSES.includes(redemption.status);
    const rows = this.redemptions
      .list()
      .filter(
        (redemption) =>
          (query.completed === undefined || completed(redemption) === query.completed) &&
          (query.status === undefined || redemption.status === query.status) &&
          (query.memberId === undefined || redemption.memberId === query.memberId) &&
          (query.rewardId === undefined || redemption.rewardId === query.rewardId),
      )
      .map((redemption) => this.toDto(redemption));
    return mapPage(listPage(rows, query, LIST), (row) => row);
  }

  get(id: string): RedemptionDto {
    const redemption = this.redemptions.get(id);
    if (!redemption) throw redemptionNotFound(id);
    return this.toDto(redemption);
  }

  async create(input: CreateRedemptionDto, by: string): Promise<RedemptionDto> {
    const at = new Date().toISOString();
    const id = randomUUID();
    const points = this.members.pointsRecords;
    const created = await this.store.mutateTogether(
      [this.redemptions, points.members, points.ledger, this.rewards.stockRecords],
      ([redemptions, members, ledger, rewards]) => {
        const memberAt = members.findIndex((member) => member.id === input.memberId);
        if (memberAt === -1)
          throw ruleBroken(
            'reference-missing',
            `Member ${input.memberId} does not exist`,
            'memberId',
          );
        const rewardAt = rewards.findIndex((reward) => reward.id === input.rewardId);
        if (rewardAt === -1)
          throw ruleBroken(
            'reference-missing',
            `Reward ${input.rewardId} does not exist`,
            'rewardId',
          );
        const member = members[memberAt];
        const reward = rewards[rewardAt];
        assertRedeemable(member, reward);
        const entry = ledgerEntry(member.id, -reward.pointsCost, 'redemption', id, at);
        const redemption: Redemption = {
          id,
          memberId: member.id,
          rewardId: reward.id,
          points: reward.pointsCost,
          status: 'pending',
          notes: input.notes ?? '',
          cancelReason: null,
          history: [{ status: 'pending', at, by }],
          completedAt: null,
          createdAt: at,
          updatedAt: at,
        };
        const debited = this.members.postEntry(members, ledger, entry);
        return {
          lists: [
            [...redemptions, redemption],
            debited.members,
            debited.ledger,
            rewards.with(rewardAt, this.rewards.unitTaken(reward, at)),
          ],
          result: redemption,
        };
      },
    );
    return this.toDto(created);
  }

  /**
   * Moves a redemption on: approve (pending), deliver (approved), cancel (pending or
   * approved: the points and the unit of stock go back in the same commit).
   */
  async act(
    id: string,
    action: RedemptionAction,
    by: string,
    reason?: string,
  ): Promise<RedemptionDto> {
    const changed =
      action === 'cancel' ? await this.cancel(id, by, reason) : await this.move(id, action, by);
    const dto = this.toDto(changed);
    if (action === 'deliver') {
      const event: RedemptionDeliveredEvent = {
        redemptionId: dto.id,
        memberId: dto.memberId,
        memberName: dto.memberName,
        rewardName: dto.rewardName,
        points: dto.points,
        by,
        at: changed.updatedAt,
      };
      await this.events.emitAsync(REDEMPTION_DELIVERED, event);
    }
    return dto;
  }

  /** Each redemption on its own commit; the refused ones say why. */
  async actOnMany(input: BulkRedemptionActionDto, by: string): Promise<BulkRedemptionResultDto> {
    const outcomes = await Promise.allSettled(
      input.ids.map((id) => this.act(id, input.action, by, input.reason)),
    );
    const result: BulkRedemptionResultDto = { done: [], refused: [] };
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') {
        result.done.push(outcome.value);
      } else if (outcome.reason instanceof DomainError) {
        result.refused.push({
          id: input.ids[index],
          message: outcome.reason.message,
          status: DOMAIN_ERROR_STATUS[outcome.reason.kind],
        });
      } else {
        throw outcome.reason;
      }
    });
    return result;
  }

  private move(id: string, action: 'approve' | 'deliver', by: string): Promise<Redemption> {
    return this.redemptions.mutate((items) => {
      const index = items.findIndex((redemption) => redemption.id === id);
      if (index === -1) throw redemptionNotFound(id);
      const next = advanced(items[index], action, by);
      return { items: items.with(index, next), result: next };
    });
  }

  private cancel(id: string, by: string, reason: string | undefined): Promise<Redemption> {
    const points = this.members.pointsRecords;
    return this.store.mutateTogether(
      [this.redemptions, points.members, points.ledger, this.rewards.stockRecords],
      ([redemptions, members, ledger, rewards]) => {
        const index = redemptions.findIndex((redemption) => redemption.id === id);
        if (index === -1) throw redemptionNotFound(id);
        const cancelled = {
          ...advanced(redemptions[index], 'cancel', by),
          cancelReason: reason ?? null,
        };
        const at = cancelled.updatedAt;
        const memberAt = members.findIndex((member) => member.id === cancelled.memberId);
        const rewardAt = rewards.findIndex((reward) => reward.id === cancelled.rewardId);
        // Members and redeemed rewards are never deleted; a missing one is damaged data.
        if (memberAt === -1 || rewardAt === -1) {
          throw new Error(`Redemption ${id} names a member or reward that does not exist`);
        }
        const refund = ledgerEntry(cancelled.memberId, cancelled.points, 'refund', id, at);
        const refunded = this.members.postEntry(members, ledger, refund);
        return {
          lists: [
            redemptions.with(index, cancelled),
            refunded.members,
            refunded.ledger,
            rewards.with(rewardAt, this.rewards.unitReturned(rewards[rewardAt], at)),
          ],
          result: cancelled,
        };
      },
    );
  }

  private toDto(redemption: Redemption): RedemptionDto {
    const member = this.memberReader.find(redemption.memberId);
    const reward = this.rewardReader.find(redemption.rewardId);
    return {
      ...redemption,
      memberName: member ? `${member.name} ${member.surname}` : '',
      memberEmail: member?.email ?? '',
      rewardName: reward?.name ?? '',
      rewardImage: reward?.image ?? null,
    };
  }
}

/** Blocked members, inactive rewards and rewards out of stock cannot be redeemed. */
function assertRedeemable(member: Member, reward: Reward): void {
  if (member.status === 'blocked') {
    throw ruleBroken(
      'member-blocked',
      `${member.name} ${member.surname} is blocked and cannot redeem`,
      'memberId',
    );
  }
  if (!reward.active)
    throw ruleBroken('reward-inactive', `Reward ${reward.name} is inactive`, 'rewardId');
  if (reward.stock < 1)
    throw conflict('reward-out-of-stock', `Reward ${reward.name} is out of stock`, 'rewardId');
}

/** The redemption after `action`, or 409 when its status does not allow it. */
function advanced(redemption: Redemption, action: RedemptionAction, by: string): Redemption {
  const { to, from } = TRANSITIONS[action];
  if (!from.includes(redemption.status)) {
    throw conflict(
      'redemption-status-change',
      `The redemption is ${redemption.status}; it cannot be moved to ${to}`,
      'status',
    );
  }
  const at = new Date().toISOString();
  return {
    ...redemption,
    status: to,
    history: [...redemption.history, { status: to, at, by }],
    completedAt: COMPLETED_STATUSES.includes(to) ? at : null,
    updatedAt: at,
  };
}

function ledgerEntry(
  memberId: string,
  delta: number,
  reason: 'redemption' | 'refund',
  refId: string,
  at: string,
): PointsEntry {
  return {
    id: randomUUID(),
    memberId,
    delta,
    reason,
    refId,
    note: null,
    byAccountId: null,
    at,
  };
}

function redemptionNotFound(id: string) {
  return notFound('not-found', `Redemption ${id} not found`);
}
