import { z } from 'zod';
import { BANNER_LIMITS, BANNER_LINK, type Banner, type BannerInput } from '../../api/banners';
import { fromLocalInput, toLocalInput } from '../../lib/format';

/** i18next's t, narrowed to what the schema calls. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function bannerSchema(t: Translate) {
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, t('banners.form.errors.title'))
        .max(
          BANNER_LIMITS.title,
          t('banners.form.errors.titleLength', { max: BANNER_LIMITS.title }),
        ),
      link: z
        .string()
        .trim()
        .max(BANNER_LIMITS.link, t('banners.form.errors.linkLength', { max: BANNER_LIMITS.link }))
        .refine((value) => value === '' || BANNER_LINK.test(value), {
          message: t('banners.form.errors.link'),
        }),
      active: z.boolean(),
      startsAt: z.string(),
      endsAt: z.string(),
    })
    .superRefine((values, context) => {
      const start = fromLocalInput(values.startsAt);
      const end = fromLocalInput(values.endsAt);
      if (start && end && end <= start) {
        context.addIssue({
          code: 'custom',
          path: ['endsAt'],
          message: t('banners.form.errors.endsAt'),
        });
      }
    });
}

export type BannerFormValues = z.infer<ReturnType<typeof bannerSchema>>;

export const BANNER_FIELDS = ['title', 'link', 'active', 'startsAt', 'endsAt'] as const;

export function toFormValues(banner: Banner | undefined): BannerFormValues {
  return {
    title: banner?.title ?? '',
    link: banner?.link ?? '',
    active: banner?.active ?? true,
    startsAt: toLocalInput(banner?.startsAt),
    endsAt: toLocalInput(banner?.endsAt),
  };
}

/** A date as typed; an untouched one keeps the saved value (the input drops its seconds). */
function dateOf(typed: string, saved: string | null | undefined): string | null {
  return saved && typed === toLocalInput(saved) ? saved : fromLocalInput(typed);
}

export function toInput(values: BannerFormValues, saved?: Banner): BannerInput {
  return {
    title: values.title.trim(),
    link: values.link.trim() || null,
    active: values.active,
    startsAt: dateOf(values.startsAt, saved?.startsAt),
    endsAt: dateOf(values.endsAt, saved?.endsAt),
  };
}
