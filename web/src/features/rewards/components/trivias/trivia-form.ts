import { z } from 'zod';
import {
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MIN_OPTIONS,
  MIN_QUESTIONS,
  type Trivia,
  type TriviaInput,
} from '../../api/trivias';

/** The trivia form's rules; messages in the UI's language. */
export function triviaSchema(t: (key: string, options?: Record<string, unknown>) => string) {
  const option = z.object({
    text: z
      .string()
      .trim()
      .min(1, t('trivias.form.errors.option'))
      .max(200, t('trivias.form.errors.optionLength')),
  });
  const question = z.object({
    id: z.string().optional(),
    text: z
      .string()
      .trim()
      .min(1, t('trivias.form.errors.question'))
      .max(500, t('trivias.form.errors.questionLength')),
    options: z
      .array(option)
      .min(MIN_OPTIONS, t('trivias.form.errors.options', { min: MIN_OPTIONS, max: MAX_OPTIONS }))
      .max(MAX_OPTIONS, t('trivias.form.errors.options', { min: MIN_OPTIONS, max: MAX_OPTIONS }))
      .superRefine((options, context) => {
        const seen = new Set<string>();
        options.forEach((one, index) => {
          const key = one.text.trim().toLowerCase();
          if (!key) return;
          if (seen.has(key)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'text'],
              message: t('trivias.form.errors.optionRepeated'),
            });
          }
          seen.add(key);
        });
      }),
    /** The right option's index as the radio's value; null until one is marked. */
    answer: z
      .string()
      .nullable()
      .refine((value) => value !== null && value !== '', t('trivias.form.errors.answer')),
  });
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, t('trivias.form.errors.title'))
        .max(120, t('trivias.form.errors.titleLength')),
      description: z.string().max(2000, t('trivias.form.errors.descriptionLength')),
      points: z
        .string()
        .trim()
        .regex(/^\d{1,7}$/, t('trivias.form.errors.points'))
        .refine((value) => Number(value) >= 1 && Number(value) <= 1_000_000, {
          message: t('trivias.form.errors.points'),
        }),
      active: z.boolean(),
      startsAt: z.string().min(1, t('trivias.form.errors.startsAt')),
      endsAt: z.string().min(1, t('trivias.form.errors.endsAt')),
      questions: z
        .array(question)
        .min(MIN_QUESTIONS, t('trivias.form.errors.questions', { max: MAX_QUESTIONS }))
        .max(MAX_QUESTIONS, t('trivias.form.errors.questions', { max: MAX_QUESTIONS })),
    })
    .refine((values) => !values.startsAt || !values.endsAt || values.endsAt > values.startsAt, {
      path: ['endsAt'],
      message: t('trivias.form.errors.endsAfter'),
    });
}

export type TriviaFormValues = z.infer<ReturnType<typeof triviaSchema>>;
export type QuestionValues = TriviaFormValues['questions'][number];

/** A moment as a datetime-local input holds it: the reader's local time, to the minute. */
export function toLocalInput(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value (local time) as an ISO moment. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}

export function emptyQuestion(): QuestionValues {
  return { text: '', options: [{ text: '' }, { text: '' }], answer: null };
}

const DAY_MS = 86_400_000;

export function toValues(trivia: Trivia | null, now = new Date()): TriviaFormValues {
  if (!trivia) {
    const start = new Date(now);
    start.setSeconds(0, 0);
    return {
      title: '',
      description: '',
      points: '100',
      active: true,
      startsAt: toLocalInput(start),
      endsAt: toLocalInput(new Date(start.getTime() + 30 * DAY_MS)),
      questions: [emptyQuestion()],
    };
  }
  return {
    title: trivia.title,
    description: trivia.description,
    points: String(trivia.points),
    active: trivia.active,
    startsAt: toLocalInput(trivia.startsAt),
    endsAt: toLocalInput(trivia.endsAt),
    questions: trivia.questions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map((text) => ({ text })),
      answer: String(question.answer),
    })),
  };
}

/** The request body. */
export function toBody(values: TriviaFormValues): TriviaInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    points: Number(values.points),
    active: values.active,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    questions: values.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      text: question.text.trim(),
      options: question.options.map((option) => option.text.trim()),
      answer: Number(question.answer),
    })),
  };
}

/** The form's field paths the server may name, for applyServerErrors. */
export function serverFields(questions: number): string[] {
  const fields = ['title', 'description', 'points', 'active', 'startsAt', 'endsAt', 'questions'];
  for (let index = 0; index < questions; index += 1) {
    fields.push(
      `questions.${index}.text`,
      `questions.${index}.options`,
      `questions.${index}.answer`,
    );
  }
  return fields;
}

/** The answer after option `removed` of a question goes: null when it was the marked one. */
export function answerAfterRemoving(answer: string | null, removed: number): string | null {
  if (answer === null || answer === '') return null;
  const index = Number(answer);
  if (index === removed) return null;
  return String(index > removed ? index - 1 : index);
}
