export const FAVOURITE_KINDS = ['applicant', 'vacancy'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** An applicant or vacancy starred by one signed-in account. */
export interface Favourite {
  id: string;
  accountId: string;
  kind: FavouriteKind;
  targetId: string;
  createdAt: string;
}
