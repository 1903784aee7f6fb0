/** A reward of the catalogue (premio), redeemed by members for points. */
export interface Reward {
  id: string;
  name: string;
  description: string;
  /** A category of kind `reward`. */
  categoryId: string;
  pointsCost: number;
  /** Units left to redeem; a redemption reserves one. */
  stock: number;
  /** `/api/rewards/images/<file>` of an uploaded image, or null. */
  image: string | null;
  /**
   * How many redemptions name the reward (cancelled ones too). Kept in the same commit as
   * each redemption, so that deleting a redeemed reward is refused inside the write queue.
   */
  redemptionCount: number;
  /** Inactive rewards stay listed for staff but cannot be redeemed. */
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
