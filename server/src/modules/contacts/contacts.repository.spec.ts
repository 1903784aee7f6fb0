import { lowerCasePhoneCountries } from './contacts.repository';
import type { Contact } from './contacts.types';
import { sampleContacts } from '../../store/seed/contacts';

const contact = (id: string, countries: string[]): Contact => ({
  id,
  avatar: null,
  background: null,
  name: `Contact ${id}`,
  emails: [],
  phoneNumbers: countries.map((country, index) => ({
    country,
    phoneNumber: `555 010${index}`,
    label: 'Mobile',
  })),
  title: '',
  company: '',
  birthday: null,
  address: null,
  notes: null,
  tags: [],
});

describe('lowerCasePhoneCountries (contacts upgrade)', () => {
  it('stores upper-case phone countries in lower case and leaves other records alone', () => {
    const old = [contact('1', ['US', 'gb']), contact('2', ['de']), contact('3', [])];
    const upgraded = lowerCasePhoneCountries(old);
    expect(upgraded).not.toBe(old);
    expect(upgraded[0]!.phoneNumbers).toEqual([
      { country: 'us', phoneNumber: '555 0100', label: 'Mobile' },
      { country: 'gb', phoneNumber: '555 0101', label: 'Mobile' },
    ]);
    expect(upgraded[1]).toBe(old[1]);
    expect(upgraded[2]).toBe(old[2]);
  });

  it('answers the same array when every country is already lower case', () => {
    const current = [contact('1', ['us', 'gb']), contact('2', [])];
    expect(lowerCasePhoneCountries(current)).toBe(current);
  });

  it('finds nothing to change in the sample address book', () => {
    const sample = sampleContacts();
    expect(lowerCasePhoneCountries(sample)).toBe(sample);
  });
});
