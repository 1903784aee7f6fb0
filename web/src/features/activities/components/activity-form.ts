import { z } from 'zod';
import { APP_ROUTE, POST_LIMITS, WEB_ADDRESS } from '../api/activity-feed';

/** i18next's t, narrowed to what the schema calls. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text a reader would see in the editor's HTML. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
}

export function activitySchema(t: Translate) {
  return z.object({
    description: z
      .string()
      .refine((html) => visibleText(html) !== '', t('activityFeed.form.errors.description'))
      .refine(
        (html) => html.length <= POST_LIMITS.description,
        t('activityFeed.form.errors.descriptionLength'),
      ),
    link: z
      .string()
      .trim()
      .max(POST_LIMITS.link, t('activityFeed.form.errors.linkLength', { max: POST_LIMITS.link }))
      .refine((value) => value === '' || APP_ROUTE.test(value) || WEB_ADDRESS.test(value), {
        message: t('activityFeed.form.errors.link'),
      }),
    linkedContent: z
      .string()
      .trim()
      .max(
        POST_LIMITS.linkedContent,
        t('activityFeed.form.errors.linkedContentLength', { max: POST_LIMITS.linkedContent }),
      ),
  });
}

export type ActivityFormValues = z.infer<ReturnType<typeof activitySchema>>;

export const ACTIVITY_FIELDS = ['description', 'link', 'linkedContent'] as const;

export const EMPTY_ACTIVITY: ActivityFormValues = { description: '', link: '', linkedContent: '' };
