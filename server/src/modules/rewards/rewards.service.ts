import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ImageUpload } from '../../common/files/image-upload.pipe';
import { conflict, notFound, ruleBroken } from '../../common/errors/domain-error';
import type { RecordsPort } from '../../common/listing/dependents';
import type { BlobReader } from '../../store';
import { CategoriesService } from '../categories/categories.service';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import type {
  CreateRewardDto,
  RewardDto,
  RewardListQueryDto,
  RewardSortField,
  UpdateRewardDto,
} from './dto/reward.dto';
import { RewardImages } from './reward-images';
import type { Reward } from './reward.types';
import { RewardsRepository } from './rewards.repository';

const LIST: ListSpec<Reward, RewardSortField> = {
  searchIn: (reward) => [reward.name, reward.description],
  sortBy: {
    name: (reward) => reward.name,
    pointsCost: (reward) => reward.pointsCost,
    stock: (reward) => reward.stock,
    redemptionCount: (reward) => reward.redemptionCount,
    active: (reward) => reward.active,
    createdAt: (reward) => reward.createdAt,
    updatedAt: (reward) => reward.updatedAt,
  },
  defaultSort: 'name',
  defaultOrder: 'asc',
};

@Injectable()
export class RewardsService {
  constructor(
    private readonly rewards: RewardsRepository,
    private readonly images: RewardImages,
    private readonly categories: CategoriesService,
  ) {
    categories.registerDependents({
      noun: ['reward', 'rewards'],
      records: rewards,
      count: (categoryId) =>
        this.rewards.list().filter((reward) => reward.categoryId === categoryId).length,
    });
  }

  list(query: RewardListQueryDto): Page<RewardDto> {
    const filtered = this.rewards
      .list()
      .filter(
        (reward) =>
          (query.active === undefined || reward.active === query.active) &&
          (query.categoryId === undefined || reward.categoryId === query.categoryId),
      );
    return mapPage(listPage(filtered, query, LIST), toDto);
  }

  get(id: string): RewardDto {
    return toDto(this.existing(id));
  }

  async create(input: CreateRewardDto): Promise<RewardDto> {
    this.checkCategory(input.categoryId, undefined);
    const now = new Date().toISOString();
    const reward: Reward = {
      id: randomUUID(),
      name: input.name,
      description: input.description ?? '',
      categoryId: input.categoryId,
      pointsCost: input.pointsCost,
      stock: input.stock,
      image: null,
      redemptionCount: 0,
      active: input.active ?? true,
      createdAt: now,
      updatedAt: now,
    };
    return toDto(await this.rewards.insert(reward));
  }

  async update(id: string, patch: UpdateRewardDto): Promise<RewardDto> {
    const changes = definedOnly(patch);
    const current = this.existing(id);
    if (changes.categoryId !== undefined) this.checkCategory(changes.categoryId, current);
    const updated = await this.rewards.mutate((items) => {
      const index = items.findIndex((reward) => reward.id === id);
      if (index === -1) throw rewardNotFound(id);
      const next = { ...items[index], ...changes, updatedAt: new Date().toISOString() };
      return { items: items.with(index, next), result: next };
    });
    return toDto(updated);
  }

  /**
   * Refused while redemptions name the reward: deactivate it instead (active: false).
   * Checked inside the write queue, where a redemption being made counts already.
   */
  async remove(id: string): Promise<RewardDto> {
    const reward = await this.rewards.mutate((items) => {
      const found = items.find((item) => item.id === id);
      if (!found) throw rewardNotFound(id);
      if (found.redemptionCount > 0) {
        const count = found.redemptionCount;
        throw conflict(
          'in-use',
          `Reward ${found.name} has ${count} ${count === 1 ? 'redemption' : 'redemptions'}; it cannot be deleted, deactivate it instead (active: false)`,
          'active',
        );
      }
      return { items: items.filter((item) => item.id !== id), result: found };
    });
    await this.images.removeUrl(reward.image);
    return toDto(reward);
  }

  /** Stores the image, points the reward at it, and lets the old one go. */
  async setImage(id: string, image: ImageUpload): Promise<RewardDto> {
    const current = this.existing(id);
    const url = await this.images.save(image.bytes, image.extension);
    const updated = await this.rewards.update(id, {
      image: url,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) {
      await this.images.removeUrl(url);
      throw rewardNotFound(id);
    }
    await this.images.removeUrl(current.image);
    return toDto(updated);
  }

  async image(file: string): Promise<BlobReader> {
    const stored = await this.images.open(file);
    if (!stored) throw notFound('file-missing', `Could not find reward image ${file}`);
    return stored;
  }

  // --- The stock's part in a redemption's commit ---

  /**
   * The rewards' collection, for the commit of a redemption that takes a unit of stock or
   * gives it back: it goes to StoreService.mutateTogether beside the redemptions, members
   * and ledger, because the store makes several collections one commit only within one
   * such call (two requests cannot take the last unit). The commit changes a reward only
   * as `unitTaken` and `unitReturned` answer it.
   */
  get stockRecords(): RecordsPort<Reward> {
    return this.rewards;
  }

  /** The reward once a redemption takes a unit: one less in stock, one more redemption. */
  unitTaken(reward: Reward, at: string): Reward {
    return {
      ...reward,
      stock: reward.stock - 1,
      redemptionCount: reward.redemptionCount + 1,
      updatedAt: at,
    };
  }

  /** The reward once a cancelled redemption gives its unit back (it still counts). */
  unitReturned(reward: Reward, at: string): Reward {
    return { ...reward, stock: reward.stock + 1, updatedAt: at };
  }

  private checkCategory(categoryId: string, current: Reward | undefined): void {
    const category = this.categories.find(categoryId);
    if (!category)
      throw ruleBroken('reference-missing', `Category ${categoryId} does not exist`, 'categoryId');
    if (category.kind !== 'reward') {
      throw ruleBroken(
        'category-kind-mismatch',
        `Category ${category.name} is not a reward category`,
        'categoryId',
      );
    }
    if (!category.active && categoryId !== current?.categoryId) {
      throw ruleBroken('reference-inactive', `Category ${category.name} is inactive`, 'categoryId');
    }
  }

  private existing(id: string): Reward {
    const reward = this.rewards.get(id);
    if (!reward) throw rewardNotFound(id);
    return reward;
  }
}

function rewardNotFound(id: string) {
  return notFound('not-found', `Reward ${id} not found`);
}

function toDto(reward: Reward): RewardDto {
  return { ...reward };
}
