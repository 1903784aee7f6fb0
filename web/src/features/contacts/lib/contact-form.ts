import { z } from 'zod';
import type { Contact, ContactPatch, CountryId } from '../api/contacts-api';
import { htmlToText, textToHtml } from './notes';

/** The labels the sample uses; the server takes any text up to 30 characters. */
export const EMAIL_LABELS = ['Personal', 'Work'] as const;
export const PHONE_LABELS = ['Mobile', 'Work', 'Home'] as const;

/** As the server's DTO limits them (server/src/modules/contacts/dto/contacts.dto.ts). */
export const CONTACT_LIMITS = {
  name: 120,
  title: 120,
  company: 120,
  email: 254,
  label: 30,
  emails: 10,
  phoneNumbers: 10,
  address: 500,
  notes: 20_000,
  tags: 20,
} as const;

const PHONE_NUMBER = /^[0-9 ()+.-]{0,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Messages are translation keys; the form translates them (server messages pass as they are). */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'contacts.validation.nameRequired')
    .max(CONTACT_LIMITS.name, 'contacts.validation.tooLong'),
  title: z.string().trim().max(CONTACT_LIMITS.title, 'contacts.validation.tooLong'),
  company: z.string().trim().max(CONTACT_LIMITS.company, 'contacts.validation.tooLong'),
  emails: z
    .array(
      z.object({
        email: z
          .string()
          .trim()
          .min(1, 'contacts.validation.emailRequired')
          .max(CONTACT_LIMITS.email, 'contacts.validation.tooLong')
          .pipe(z.email('contacts.validation.emailInvalid')),
        label: z.string().trim().max(CONTACT_LIMITS.label, 'contacts.validation.tooLong'),
      }),
    )
    .max(CONTACT_LIMITS.emails, 'contacts.validation.tooMany'),
  phoneNumbers: z
    .array(
      z.object({
        // Countries are named by their lower-case ISO code (`us`), as the API stores them.
        country: z.string().trim().toLowerCase().min(1, 'contacts.validation.countryRequired'),
        phoneNumber: z
          .string()
          .trim()
          .min(1, 'contacts.validation.phoneRequired')
          .regex(PHONE_NUMBER, 'contacts.validation.phoneInvalid'),
        label: z.string().trim().max(CONTACT_LIMITS.label, 'contacts.validation.tooLong'),
      }),
    )
    .max(CONTACT_LIMITS.phoneNumbers, 'contacts.validation.tooMany'),
  birthday: z
    .string()
    .refine((value) => value === '' || isRealDate(value), 'contacts.validation.dateInvalid'),
  address: z.string().max(CONTACT_LIMITS.address, 'contacts.validation.tooLong'),
  notes: z.string().max(CONTACT_LIMITS.notes, 'contacts.validation.tooLong'),
  tags: z.array(z.string()).max(CONTACT_LIMITS.tags, 'contacts.validation.tooMany'),
});

/** What the form holds: every field a string or a list, never null. */
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** The contact as the form shows it: nulls as '', the birthday as a date, notes as text. */
export function toFormValues(contact: Contact): ContactFormValues {
  return {
    name: contact.name,
    title: contact.title,
    company: contact.company,
    emails: contact.emails.map(({ email, label }) => ({ email, label })),
    phoneNumbers: contact.phoneNumbers.map(({ country, phoneNumber, label }) => ({
      country: country.toLowerCase(),
      phoneNumber,
      label,
    })),
    birthday: contact.birthday ? contact.birthday.slice(0, 10) : '',
    address: contact.address ?? '',
    notes: htmlToText(contact.notes),
    tags: [...contact.tags],
  };
}

/**
 * The PATCH body for what the form holds: text trimmed, empty optional fields as null, a
 * birthday at noon UTC (as the sample stores them, so no time zone moves the day). The
 * notes are sent only when their text changed, so untouched notes keep their formatting.
 * With `knownTags`, only tags that still exist are sent.
 */
export function toContactPatch(
  values: ContactFormValues,
  initial?: ContactFormValues,
  knownTags?: ReadonlySet<string>,
): ContactPatch {
  const address = values.address.trim();
  const patch: ContactPatch = {
    name: values.name.trim(),
    title: values.title.trim(),
    company: values.company.trim(),
    emails: values.emails.map(({ email, label }) => ({ email: email.trim(), label: label.trim() })),
    phoneNumbers: values.phoneNumbers.map(({ country, phoneNumber, label }) => ({
      country: country.trim().toLowerCase() as CountryId,
      phoneNumber: phoneNumber.trim(),
      label: label.trim(),
    })),
    birthday: values.birthday ? `${values.birthday}T12:00:00.000Z` : null,
    address: address === '' ? null : address,
    // A tag deleted while the form was open is left out rather than refused.
    tags: [...new Set(values.tags)].filter((id) => !knownTags || knownTags.has(id)),
  };
  if (!initial || values.notes.trim() !== initial.notes.trim()) {
    patch.notes = textToHtml(values.notes);
  }
  return patch;
}

/** The form's field paths the server may name (`contact.emails.0.email` and so on). */
export function contactFieldPaths(values: ContactFormValues) {
  return [
    'name',
    'title',
    'company',
    'birthday',
    'address',
    'notes',
    'tags',
    'emails',
    'phoneNumbers',
    ...values.emails.flatMap((_, index) => [
      `emails.${index}.email` as const,
      `emails.${index}.label` as const,
    ]),
    ...values.phoneNumbers.flatMap((_, index) => [
      `phoneNumbers.${index}.country` as const,
      `phoneNumbers.${index}.phoneNumber` as const,
      `phoneNumbers.${index}.label` as const,
    ]),
  ] as const;
}
