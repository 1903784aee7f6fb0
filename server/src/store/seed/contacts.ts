/**
 * The sample address book: the original client's seven tags and about 80 contacts
 * with one tag each. Deterministic: a fixed faker seed and a fixed reference date.
 */
import { newFaker } from './faker';
import { clearAvatarsFolder } from '../../modules/contacts/avatar-files';
import type { Contact, ContactTag } from '../../modules/contacts/contacts.types';
import type { AreaSeeds } from './context';

const SAMPLE_SEED = 20_260_406;
/** Birthdays are drawn relative to this date, never to the clock. */
const REFERENCE_DATE = new Date('2026-01-15T00:00:00.000Z');
export const SAMPLE_CONTACT_COUNT = 80;

/** Fixed ids, so the tags read the same on every machine. */
export const CONTACT_TAGS: readonly ContactTag[] = [
  { id: '56ddbd47-4078-4ddd-8448-73c5e88d5f59', title: 'Work' },
  { id: '2026ce08-d08f-4b4f-9506-74a1c6ee1f9b', title: 'Friend' },
  { id: '65930b5a-5d2a-4303-b11f-865d69e6fdb5', title: 'Family' },
  { id: '3eaab175-ec0d-4db7-bc3b-efc3b3ca9ef2', title: 'High School' },
  { id: 'cbde2486-5033-4e09-838e-e901b108cd41', title: 'College' },
  { id: '473fa5e5-d5d9-4ee6-a9d1-6de1a5a2d5d8', title: 'Baseball Team' },
  { id: '9ef4f0d3-7c62-4c88-a4ac-6a4a2b32d7f5', title: 'Band' },
];

/** Countries used for the sample phone numbers, with a national number pattern. */
const PHONE_COUNTRIES: readonly { country: string; pattern: string }[] = [
  { country: 'us', pattern: '### ###-####' },
  { country: 'gb', pattern: '7### ######' },
  { country: 'mx', pattern: '55 #### ####' },
  { country: 'es', pattern: '6## ### ###' },
  { country: 'de', pattern: '15# #######' },
  { country: 'fr', pattern: '6 ## ## ## ##' },
  { country: 'ca', pattern: '### ###-####' },
  { country: 'ar', pattern: '11 ####-####' },
  { country: 'it', pattern: '3## ### ####' },
  { country: 'nl', pattern: '6 ########' },
];

const NOTES = [
  '<p>Met at the spring hiring fair; interested in the rewards programme for their team.</p>',
  '<p>Prefers to be called in the morning. Sends a <strong>monthly</strong> summary of open roles.</p>',
  '<p>Referred three candidates last quarter. Follow up about the <em>referral bonus</em>.</p>',
  '<p>Asked for a demo of the applicant pipeline and the vacancy board.</p>',
  '<p>Plays second base on Thursdays. Bring the new gloves.</p>',
  '<p>Birthday dinner every year at the same place downtown.</p>',
];

function phoneLabel(index: number): string {
  return ['Mobile', 'Work', 'Home'][index] ?? 'Mobile';
}

export function sampleContacts(): Contact[] {
  const faker = newFaker('en', 'en_GB', 'base');
  faker.seed(SAMPLE_SEED);
  const reference = REFERENCE_DATE.getTime();
  const contacts: Contact[] = [];
  for (let index = 0; index < SAMPLE_CONTACT_COUNT; index += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const name = `${firstName} ${lastName}`;
    const company = faker.company.name();
    const domain = `${faker.helpers.slugify(company.split(/[ ,]/)[0] ?? 'mail').toLowerCase()}.com`;
    const emails = [
      {
        email: faker.internet.email({ firstName, lastName, provider: domain }).toLowerCase(),
        label: 'Work',
      },
    ];
    if (faker.datatype.boolean({ probability: 0.5 })) {
      emails.push({
        email: faker.internet.email({ firstName, lastName, provider: 'gmail.com' }).toLowerCase(),
        label: 'Personal',
      });
    }
    const phoneCount = faker.number.int({ min: 1, max: 3 });
    const phoneNumbers = Array.from({ length: phoneCount }, (_, phoneIndex) => {
      const { country, pattern } = faker.helpers.arrayElement(PHONE_COUNTRIES);
      return {
        country,
        phoneNumber: faker.helpers.replaceSymbols(pattern),
        label: phoneLabel(phoneIndex),
      };
    });
    const hasBirthday = faker.datatype.boolean({ probability: 0.6 });
    const birthday = hasBirthday
      ? faker.date
          .birthdate({ mode: 'age', min: 20, max: 65, refDate: reference })
          .toISOString()
          .replace(/T.*/, 'T12:00:00.000Z')
      : null;
    const address = faker.datatype.boolean({ probability: 0.6 })
      ? `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state()} ${faker.location.zipCode()}`
      : null;
    const notes = faker.datatype.boolean({ probability: 0.4 })
      ? faker.helpers.arrayElement(NOTES)
      : null;
    contacts.push({
      id: faker.string.uuid(),
      avatar: null,
      background: null,
      name,
      emails,
      phoneNumbers,
      title: faker.person.jobTitle(),
      company,
      birthday,
      address,
      notes,
      // One tag each, spread over all seven.
      tags: [CONTACT_TAGS[index % CONTACT_TAGS.length]!.id],
    });
  }
  return contacts;
}

export const CONTACT_SEEDS = {
  // A fresh address book points at no uploaded image: the old ones go with it.
  contacts: ({ dataDir }) => {
    clearAvatarsFolder(dataDir);
    return sampleContacts();
  },
  'contact-tags': () => CONTACT_TAGS.map((tag) => ({ ...tag })),
} satisfies AreaSeeds;
