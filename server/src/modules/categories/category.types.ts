export const CATEGORY_KINDS = ['vacancy', 'reward'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** A catalogue entry grouping vacancies or rewards (categoria). */
export interface Category {
  id: string;
  name: string;
  /** From the name; unique per kind (see slug.ts). */
  slug: string;
  kind: CategoryKind;
  description: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
