import { z } from 'zod';
import { PRODUCT_CURRENCY } from '../../../../lib/format';
import type {
  ContractType,
  Modality,
  Vacancy,
  VacancyInput,
  VacancyPatch,
} from '../../api/vacancies';

const WHOLE = /^\d{1,10}$/;

/** The form's own checks, the server's rules mirrored (server/src/modules/vacancies). */
export function vacancySchema(t: (key: string) => string, options: { published: boolean }) {
  return z
    .object({
      title: z.string().max(150, t('vacancies.form.errors.titleLength')),
      companyId: z.string(),
      categoryId: z.string(),
      location: z.string().max(120),
      modality: z.enum(['onsite', 'remote', 'hybrid']),
      contractType: z.enum(['full-time', 'part-time', 'temporary', 'internship', 'freelance']),
      salaryMin: z
        .string()
        .trim()
        .refine((value) => value === '' || WHOLE.test(value), {
          message: t('vacancies.form.errors.wholeNumber'),
        }),
      salaryMax: z
        .string()
        .trim()
        .refine((value) => value === '' || WHOLE.test(value), {
          message: t('vacancies.form.errors.wholeNumber'),
        }),
      currency: z
        .string()
        .trim()
        .min(1, t('vacancies.form.errors.currencyRequired'))
        .regex(/^[A-Za-z]{3}$/, t('vacancies.form.errors.currency')),
      openings: z
        .string()
        .trim()
        .min(1, t('vacancies.form.errors.openingsRequired'))
        .refine((value) => WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 1000, {
          message: t('vacancies.form.errors.openings'),
        }),
      internal: z.boolean(),
      salaryVisible: z.boolean(),
      closesAt: z.string(),
      requirements: z
        .array(
          z.object({
            value: z.string().trim().min(1, t('vacancies.form.errors.requirement')).max(200),
          }),
        )
        .max(30, t('vacancies.form.errors.tooManyRequirements')),
      description: z.string().max(20_000),
      status: z.enum(['draft', 'open']),
    })
    .superRefine((values, context) => {
      const min = values.salaryMin.trim();
      const max = values.salaryMax.trim();
      if (WHOLE.test(min) && WHOLE.test(max) && Number(min) > Number(max)) {
        context.addIssue({
          code: 'custom',
          path: ['salaryMax'],
          message: t('vacancies.form.errors.salaryOrder'),
        });
      }
      // Opening (or keeping open) needs title, company, category and description.
      if (options.published || values.status === 'open') {
        const needs: [keyof typeof values, string, boolean][] = [
          ['title', 'openNeedsTitle', !values.title.trim()],
          ['companyId', 'openNeedsCompany', !values.companyId],
          ['categoryId', 'openNeedsCategory', !values.categoryId],
          ['description', 'openNeedsDescription', !htmlHasText(values.description)],
        ];
        for (const [path, key, missing] of needs) {
          if (missing) {
            context.addIssue({
              code: 'custom',
              path: [path],
              message: t(`vacancies.form.errors.${key}`),
            });
          }
        }
      }
    });
}

export type VacancyFormValues = z.infer<ReturnType<typeof vacancySchema>>;

/** Where the server's field messages go. */
export const VACANCY_FIELDS = [
  'title',
  'companyId',
  'categoryId',
  'location',
  'modality',
  'contractType',
  'salaryMin',
  'salaryMax',
  'currency',
  'salaryVisible',
  'openings',
  'internal',
  'closesAt',
  'requirements',
  'description',
  'status',
] as const;

/** The server's test: some text or an image once tags are gone. */
export function htmlHasText(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

export function toFormValues(vacancy: Vacancy | undefined): VacancyFormValues {
  return {
    title: vacancy?.title ?? '',
    companyId: vacancy?.companyId ?? '',
    categoryId: vacancy?.categoryId ?? '',
    location: vacancy?.location ?? '',
    modality: (vacancy?.modality ?? 'onsite') as Modality,
    contractType: (vacancy?.contractType ?? 'full-time') as ContractType,
    salaryMin:
      vacancy?.salaryMin === null || vacancy?.salaryMin === undefined
        ? ''
        : String(vacancy.salaryMin),
    salaryMax:
      vacancy?.salaryMax === null || vacancy?.salaryMax === undefined
        ? ''
        : String(vacancy.salaryMax),
    currency: vacancy?.currency ?? PRODUCT_CURRENCY,
    salaryVisible: vacancy?.salaryVisible ?? false,
    openings: String(vacancy?.openings ?? 1),
    internal: vacancy?.internal ?? false,
    closesAt: vacancy?.closesAt ?? '',
    requirements: (vacancy?.requirements ?? []).map((value) => ({ value })),
    description: vacancy?.description ?? '',
    status: 'draft',
  };
}

/** The PATCH body (every field but status). */
export function toPatch(values: VacancyFormValues): VacancyPatch {
  const number = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
  return {
    title: values.title.trim(),
    companyId: values.companyId || null,
    categoryId: values.categoryId || null,
    location: values.location.trim(),
    modality: values.modality,
    contractType: values.contractType,
    salaryMin: number(values.salaryMin),
    salaryMax: number(values.salaryMax),
    currency: values.currency.trim().toUpperCase(),
    salaryVisible: values.salaryVisible,
    openings: Number(values.openings.trim()),
    internal: values.internal,
    closesAt: values.closesAt || null,
    requirements: values.requirements.map((requirement) => requirement.value.trim()),
    description: values.description,
  };
}

/** The POST body: the fields and draft or open. */
export function toInput(values: VacancyFormValues): VacancyInput {
  return { ...toPatch(values), status: values.status };
}
