import { Injectable } from '@nestjs/common';
import { upgradeImageFields } from '../../common/images/image-urls';
import {
  defineCollection,
  Repository,
  StoreService,
  upgradeEach,
  upgradeInOrder,
} from '../../store';
import type { Contact, ContactTag } from './contacts.types';

/**
 * Phone numbers name their country by its lower-case ISO code (`us`), as the countries'
 * `iso` does; records saved with an upper-case code are brought in line.
 */
export function lowerCasePhoneCountries(items: readonly Contact[]): readonly Contact[] {
  return upgradeEach(items, (contact) =>
    contact.phoneNumbers.some((phone) => phone.country !== phone.country.toLowerCase())
      ? {
          ...contact,
          phoneNumbers: contact.phoneNumbers.map((phone) => ({
            ...phone,
            country: phone.country.toLowerCase(),
          })),
        }
      : contact,
  );
}

/** Backgrounds saved as `/images/...` (the web's files) move to the API's `/api/images/...`. */
export function upgradeContactImages(items: readonly Contact[]): readonly Contact[] {
  return upgradeEach(items, (contact) => upgradeImageFields(contact, 'background'));
}

@Injectable()
export class ContactsRepository extends Repository<Contact> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Contact>({
        name: 'contacts',
        upgrade: upgradeInOrder(lowerCasePhoneCountries, upgradeContactImages),
      }),
    );
  }
}

@Injectable()
export class ContactTagsRepository extends Repository<ContactTag> {
  constructor(store: StoreService) {
    super(store, defineCollection<ContactTag>({ name: 'contact-tags' }));
  }
}
