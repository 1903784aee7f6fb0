import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The server's rules for a link (server/src/modules/shell/links.ts). */
export const ROUTE_LINK = /^\/(?![/\\])[\w\-./?=&%#~+]*$/;
export const EXTERNAL_LINK = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/**
 * The shortcut form: label, icon, link and useRouter required,
 * description optional. An internal link is an app route, an external one an http(s)
 * address.
 */
export function shortcutFormSchema(t: TFunction) {
  return z
    .object({
      label: z
        .string()
        .trim()
        .min(1, t('toolbar.shortcuts.validation.labelRequired'))
        .max(60, t('toolbar.shortcuts.validation.labelTooLong')),
      description: z.string().trim().max(120, t('toolbar.shortcuts.validation.descriptionTooLong')),
      icon: z.string().min(1, t('toolbar.shortcuts.validation.iconRequired')),
      link: z.string().trim(),
      useRouter: z.boolean(),
    })
    .superRefine((values, context) => {
      const valid = values.useRouter
        ? ROUTE_LINK.test(values.link)
        : EXTERNAL_LINK.test(values.link);
      if (!valid) {
        context.addIssue({
          code: 'custom',
          path: ['link'],
          message: values.useRouter
            ? t('toolbar.shortcuts.validation.linkRoute')
            : t('toolbar.shortcuts.validation.linkExternal'),
        });
      }
    });
}

export type ShortcutFormValues = z.infer<ReturnType<typeof shortcutFormSchema>>;

export const SHORTCUT_FORM_FIELDS = ['label', 'description', 'icon', 'link', 'useRouter'] as const;

export const EMPTY_SHORTCUT: ShortcutFormValues = {
  label: '',
  description: '',
  icon: '',
  link: '',
  useRouter: true,
};
