import { z } from 'zod';
import { REWARD_LIMITS, type Reward, type RewardInput } from '../../api/rewards';
import type { RewardCategory } from '../../api/reward-categories';

const WHOLE = /^\d+$/;

/** i18next's t, narrowed to what the schema calls. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A whole number as the reader may type it, grouped the way the lists show it (1,500 in
 * English, 1.500 in Spanish, or with spaces), as plain digits; anything else as typed.
 */
export function withoutGrouping(text: string, locale: string): string {
  const group = new Intl.NumberFormat(locale)
    .formatToParts(1_000_000)
    .find((part) => part.type === 'group')?.value;
  const separators = `\\s\u00a0\u202f${group ? group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : ''}`;
  const grouped = new RegExp(`^\\d{1,3}(?:[${separators}]\\d{3})+$`);
  return grouped.test(text) ? text.replace(/\D/g, '') : text;
}

export function rewardSchema(t: Translate, locale: string) {
  const number = new Intl.NumberFormat(locale);
  const whole = (min: number, max: number, key: 'pointsCost' | 'stock') =>
    z
      .string()
      .trim()
      .min(1, t(`rewards.form.errors.${key}Required`))
      .transform((value) => withoutGrouping(value, locale))
      .pipe(
        z
          .string()
          .regex(WHOLE, t('rewards.form.errors.whole'))
          .refine((value) => Number(value) >= min && Number(value) <= max, {
            message: t('rewards.form.errors.range', {
              min: number.format(min),
              max: number.format(max),
            }),
          }),
      );
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('rewards.form.errors.name'))
      .max(REWARD_LIMITS.name, t('rewards.form.errors.nameLength', { max: REWARD_LIMITS.name })),
    description: z
      .string()
      .trim()
      .max(
        REWARD_LIMITS.description,
        t('rewards.form.errors.descriptionLength', { max: REWARD_LIMITS.description }),
      ),
    category: z
      .custom<RewardCategory>((value) => typeof value === 'object')
      .nullable()
      .refine((category) => !!category, { message: t('rewards.form.errors.category') }),
    pointsCost: whole(1, REWARD_LIMITS.pointsCost, 'pointsCost'),
    stock: whole(0, REWARD_LIMITS.stock, 'stock'),
    active: z.boolean(),
  });
}

/** What the fields hold (no category yet: null). */
export type RewardFormInput = z.input<ReturnType<typeof rewardSchema>>;
/** What a valid form answers. */
export type RewardFormValues = z.output<ReturnType<typeof rewardSchema>>;

/** The form's fields the server's messages can land on (categoryId lands on category). */
export const REWARD_FIELDS = [
  'name',
  'description',
  'category',
  'pointsCost',
  'stock',
  'active',
] as const;

export function toFormValues(
  reward: Reward | undefined,
  category: RewardCategory | null,
): RewardFormInput {
  return {
    name: reward?.name ?? '',
    description: reward?.description ?? '',
    category,
    pointsCost: reward ? String(reward.pointsCost) : '',
    stock: reward ? String(reward.stock) : '',
    active: reward?.active ?? true,
  };
}

export function toInput(values: RewardFormValues): RewardInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    categoryId: values.category.id,
    pointsCost: Number(values.pointsCost),
    stock: Number(values.stock),
    active: values.active,
  };
}
