import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import { clearAvatarsFolder } from './avatar-files';
import { CONTACT_TAGS, sampleContacts } from './contacts.sample';
import type { Contact, ContactTag } from './contacts.types';

@Injectable()
export class ContactsRepository extends Repository<Contact> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Contact>({
        name: 'contacts',
        // A fresh address book points at no uploaded image: the old ones go with it.
        seed: () => {
          clearAvatarsFolder(store.dataDir);
          return sampleContacts();
        },
      }),
    );
  }
}

@Injectable()
export class ContactTagsRepository extends Repository<ContactTag> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<ContactTag>({
        name: 'contact-tags',
        seed: () => CONTACT_TAGS.map((tag) => ({ ...tag })),
      }),
    );
  }
}
