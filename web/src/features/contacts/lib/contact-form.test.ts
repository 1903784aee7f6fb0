import type { Contact, CountryId } from '../api/contacts-api';
import {
  contactFieldPaths,
  contactFormSchema,
  type ContactFormValues,
  toContactPatch,
  toFormValues,
} from './contact-form';
import { htmlToText, textToHtml } from './notes';

const CONTACT: Contact = {
  id: '0b6b6f4e-8a7c-4f8e-9d6c-3c3c5a2b1a10',
  avatar: null,
  background: null,
  name: 'Ana Pérez',
  emails: [
    { email: 'ana@work.example', label: 'Work' },
    { email: 'ana@home.example', label: 'Personal' },
  ],
  phoneNumbers: [{ country: 'es', phoneNumber: '612 345 678', label: 'Mobile' }],
  title: 'Recruiter',
  company: 'Talento',
  job: { title: 'Recruiter', company: 'Talento' },
  birthday: '1990-05-03T12:00:00.000Z',
  address: 'Calle Mayor 1, Madrid',
  notes: '<p>Met at the <strong>fair</strong>.</p><p>Call back<br>on Monday.</p>',
  tags: ['56ddbd47-4078-4ddd-8448-73c5e88d5f59'],
};

describe('toFormValues', () => {
  it('shows nulls as empty text, the birthday as a date and the notes as text', () => {
    const values = toFormValues({ ...CONTACT, address: null, birthday: null, notes: null });
    expect(values.address).toBe('');
    expect(values.birthday).toBe('');
    expect(values.notes).toBe('');
    expect(toFormValues(CONTACT)).toMatchObject({
      birthday: '1990-05-03',
      notes: 'Met at the fair.\n\nCall back\non Monday.',
    });
  });

  it('names a phone country by its lower-case code, as the countries list does', () => {
    const values = toFormValues({
      ...CONTACT,
      // Not a code the API answers any more, but one the form still understands.
      phoneNumbers: [{ country: 'ES' as CountryId, phoneNumber: '612 345 678', label: 'Mobile' }],
    });
    expect(values.phoneNumbers[0]!.country).toBe('es');
  });

  it('copies the lists, so editing them never touches the cached contact', () => {
    const values = toFormValues(CONTACT);
    values.emails[0].email = 'changed@example.com';
    values.tags.push('x');
    expect(CONTACT.emails[0].email).toBe('ana@work.example');
    expect(CONTACT.tags).toHaveLength(1);
  });
});

describe('toContactPatch', () => {
  const initial = toFormValues(CONTACT);

  it('sends every field, trimmed, with the field arrays in their order', () => {
    const values: ContactFormValues = {
      ...initial,
      name: '  Ana María Pérez ',
      emails: [
        { email: ' new@work.example ', label: 'Work' },
        { email: 'ana@home.example', label: 'Personal' },
        { email: 'third@example.com', label: 'Personal' },
      ],
      phoneNumbers: [
        { country: 'es', phoneNumber: ' 612 345 678 ', label: 'Mobile' },
        { country: 'tr', phoneNumber: '532 000 00 00', label: 'Work' },
      ],
    };
    const patch = toContactPatch(values, initial);
    expect(patch).toEqual({
      name: 'Ana María Pérez',
      title: 'Recruiter',
      company: 'Talento',
      emails: [
        { email: 'new@work.example', label: 'Work' },
        { email: 'ana@home.example', label: 'Personal' },
        { email: 'third@example.com', label: 'Personal' },
      ],
      phoneNumbers: [
        { country: 'es', phoneNumber: '612 345 678', label: 'Mobile' },
        { country: 'tr', phoneNumber: '532 000 00 00', label: 'Work' },
      ],
      birthday: '1990-05-03T12:00:00.000Z',
      address: 'Calle Mayor 1, Madrid',
      tags: ['56ddbd47-4078-4ddd-8448-73c5e88d5f59'],
    });
    // The notes did not change: they are left out, so their formatting stays.
    expect(patch).not.toHaveProperty('notes');
    expect(patch).not.toHaveProperty('avatar');
  });

  it('sends emptied optional fields as null and emptied lists as []', () => {
    const patch = toContactPatch(
      { ...initial, birthday: '', address: '   ', notes: ' ', emails: [], phoneNumbers: [] },
      initial,
    );
    expect(patch).toMatchObject({
      birthday: null,
      address: null,
      notes: null,
      emails: [],
      phoneNumbers: [],
    });
  });

  it('sends changed notes as escaped HTML paragraphs', () => {
    const patch = toContactPatch({ ...initial, notes: 'Line <1>\nline 2\n\nNext & last' }, initial);
    expect(patch.notes).toBe('<p>Line &lt;1&gt;<br>line 2</p><p>Next &amp; last</p>');
  });

  it('sends the notes of a contact without a starting point', () => {
    expect(toContactPatch({ ...initial, notes: 'Hello' }).notes).toBe('<p>Hello</p>');
  });

  it('sends phone countries in lower case', () => {
    const patch = toContactPatch(
      { ...initial, phoneNumbers: [{ country: 'TR', phoneNumber: '532', label: 'Work' }] },
      initial,
    );
    expect(patch.phoneNumbers).toEqual([{ country: 'tr', phoneNumber: '532', label: 'Work' }]);
  });

  it('sends each tag once', () => {
    expect(toContactPatch({ ...initial, tags: ['a', 'b', 'a'] }, initial).tags).toEqual(['a', 'b']);
  });
});

describe('contactFormSchema', () => {
  const valid = toFormValues(CONTACT);
  const issues = (values: ContactFormValues) =>
    (contactFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('accepts the contact as it is', () => {
    expect(issues(valid)).toEqual([]);
  });

  it('names the row and field of each problem', () => {
    expect(
      issues({
        ...valid,
        name: '  ',
        emails: [{ email: 'nope', label: 'Work' }],
        phoneNumbers: [{ country: '', phoneNumber: 'call me', label: 'Home' }],
        birthday: '1990-02-30',
      }),
    ).toEqual([
      ['name', 'contacts.validation.nameRequired'],
      ['emails.0.email', 'contacts.validation.emailInvalid'],
      ['phoneNumbers.0.country', 'contacts.validation.countryRequired'],
      ['phoneNumbers.0.phoneNumber', 'contacts.validation.phoneInvalid'],
      ['birthday', 'contacts.validation.dateInvalid'],
    ]);
  });

  it('reads a phone country in lower case', () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      phoneNumbers: [{ country: ' DE ', phoneNumber: '151 2345678', label: 'Mobile' }],
    });
    expect(parsed.phoneNumbers[0]!.country).toBe('de');
  });

  it('lists the field paths the server may name', () => {
    expect(contactFieldPaths(valid)).toEqual(
      expect.arrayContaining(['emails.1.email', 'phoneNumbers.0.country', 'name']),
    );
  });
});

describe('notes', () => {
  it('turns lists and breaks into text and back', () => {
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul><p>End</p>')).toBe('• One\n\n• Two\n\nEnd');
    expect(textToHtml('\n\n')).toBeNull();
  });
});
