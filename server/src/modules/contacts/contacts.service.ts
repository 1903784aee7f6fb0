import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { conflict, invalid, notFound } from '../../common/errors/domain-error';
import { sanitizeDocumentHtml } from '../../common/html/sanitize';
import type { ContentLanguage } from '../../common/languages/content-language';
import { type BlobReader, StoreService } from '../../store';
import { highlight, matches } from '../shell/search/highlight';
import { SearchService } from '../shell/search/search.service';
import { AvatarFiles } from './avatar-files';
import type { AvatarUpload } from './avatar-upload.pipe';
import type {
  ContactDto,
  ContactPatchDto,
  ContactTagInputDto,
  CountryDto,
} from './dto/contacts.dto';
import { ContactsRepository, ContactTagsRepository } from './contacts.repository';
import type { Contact, ContactTag } from './contacts.types';
import { COUNTRIES } from './countries';

/** A new contact's name until it is given one, in the language of whoever adds it. */
export const NEW_CONTACT_NAMES: Record<ContentLanguage, string> = {
  en: 'New Contact',
  es: 'Nuevo contacto',
  tr: 'Yeni kişi',
};

const byName = (a: Contact, b: Contact) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

@Injectable()
export class ContactsService implements OnModuleInit {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly tags: ContactTagsRepository,
    private readonly avatars: AvatarFiles,
    private readonly searchService: SearchService,
    private readonly store: StoreService,
  ) {}

  /** Contacts take part in the toolbar search (common knows nothing of contacts). */
  onModuleInit(): void {
    this.searchService.register({
      id: 'contacts',
      label: 'Contacts',
      search: (query) =>
        this.contacts
          .list()
          .filter((contact) => matches(contact.name, query))
          .sort(byName)
          .map((contact) => ({
            id: contact.id,
            link: `/apps/contacts?id=${contact.id}`,
            value: highlight(contact.name, query),
            name: contact.name,
            avatar: contact.avatar,
          })),
    });
  }

  /** Every contact, sorted by name. */
  list(): ContactDto[] {
    return [...this.contacts.list()].sort(byName).map(toDto);
  }

  /** Contacts whose name holds the query, case-insensitively; an empty query returns all. */
  search(query = ''): ContactDto[] {
    const needle = query.trim();
    return [...this.contacts.list()]
      .filter((contact) => !needle || matches(contact.name, needle))
      .sort(byName)
      .map(toDto);
  }

  get(id: string): ContactDto {
    return toDto(this.existing(id));
  }

  /** A blank 'New Contact' (in `language`), first in the list. */
  async create(language: ContentLanguage): Promise<ContactDto> {
    const contact: Contact = {
      id: randomUUID(),
      avatar: null,
      background: null,
      name: NEW_CONTACT_NAMES[language],
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    };
    return toDto(await this.contacts.insert(contact, 'start'));
  }

  async update(id: string, patch: ContactPatchDto): Promise<ContactDto> {
    const current = this.existing(id);
    if (typeof patch.avatar === 'string' && patch.avatar !== current.avatar) {
      throw invalid(
        'avatar-invalid',
        'avatar must be null or the contact’s current avatar URL',
        'contact.avatar',
      );
    }
    const changes: Partial<Contact> = {};
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
    }
    if (changes.emails)
      changes.emails = changes.emails.map(({ email, label }) => ({ email, label }));
    if (changes.phoneNumbers) {
      changes.phoneNumbers = changes.phoneNumbers.map(({ country, phoneNumber, label }) => ({
        country,
        phoneNumber,
        label,
      }));
    }
    if (typeof changes.notes === 'string') changes.notes = sanitizeDocumentHtml(changes.notes);
    if (changes.tags) {
      const unknown = changes.tags.find((tagId) => !this.tags.get(tagId));
      if (unknown)
        throw invalid('reference-missing', `Unknown contact tag ${unknown}`, 'contact.tags');
      changes.tags = [...new Set(changes.tags)];
    }
    const updated = await this.contacts.update(id, changes);
    if (!updated) throw contactNotFound(id);
    if (current.avatar !== updated.avatar) await this.avatars.removeUrl(current.avatar);
    return toDto(updated);
  }

  async remove(id: string): Promise<true> {
    const contact = this.existing(id);
    if (!(await this.contacts.remove(id))) throw contactNotFound(id);
    await this.avatars.removeUrl(contact.avatar);
    return true;
  }

  /** Stores an image (already checked by its bytes) as the contact's avatar. */
  async setAvatar(id: string, image: AvatarUpload): Promise<ContactDto> {
    const contact = this.existing(id);
    const url = await this.avatars.save(image.bytes, image.extension);
    const updated = await this.contacts.update(id, { avatar: url });
    if (!updated) {
      await this.avatars.removeUrl(url);
      throw contactNotFound(id);
    }
    await this.avatars.removeUrl(contact.avatar);
    return toDto(updated);
  }

  async avatar(file: string): Promise<BlobReader> {
    const stored = await this.avatars.open(file);
    if (!stored) throw notFound('file-missing', `Could not found avatar ${file}!`);
    return stored;
  }

  countries(): CountryDto[] {
    return COUNTRIES.map((country) => ({ ...country }));
  }

  tagList(): ContactTag[] {
    return [...this.tags.list()];
  }

  async createTag(input: ContactTagInputDto): Promise<ContactTag> {
    this.assertTitleFree(input.title);
    return this.tags.insert({ id: randomUUID(), title: input.title });
  }

  async updateTag(id: string, input: ContactTagInputDto): Promise<ContactTag> {
    if (!this.tags.get(id)) throw tagNotFound(id);
    this.assertTitleFree(input.title, id);
    const updated = await this.tags.update(id, { title: input.title });
    if (!updated) throw tagNotFound(id);
    return updated;
  }

  /**
   * Deletes the tag and strips it from every contact, in one commit: after a crash no
   * contact carries a tag that is gone.
   */
  async removeTag(id: string): Promise<true> {
    return this.store.mutateTogether([this.tags, this.contacts], ([tags, contacts]) => {
      const index = tags.findIndex((tag) => tag.id === id);
      if (index === -1) throw tagNotFound(id);
      const stripped = contacts.some((contact) => contact.tags.includes(id))
        ? contacts.map((contact) =>
            contact.tags.includes(id)
              ? { ...contact, tags: contact.tags.filter((tagId) => tagId !== id) }
              : contact,
          )
        : contacts;
      return { lists: [tags.toSpliced(index, 1), stripped], result: true as const };
    });
  }

  private assertTitleFree(title: string, exceptId?: string): void {
    const taken = this.tags
      .list()
      .some(
        (tag) => tag.id !== exceptId && tag.title.toLocaleLowerCase() === title.toLocaleLowerCase(),
      );
    if (taken)
      throw conflict('name-taken', `A contact tag named ${title} already exists`, 'tag.title');
  }

  private existing(id: string): Contact {
    const contact = this.contacts.get(id);
    if (!contact) throw contactNotFound(id);
    return contact;
  }
}

function toDto(contact: Contact): ContactDto {
  return {
    ...contact,
    emails: contact.emails.map((email) => ({ ...email })),
    phoneNumbers: contact.phoneNumbers.map((phone) => ({ ...phone })),
    tags: [...contact.tags],
    job: { title: contact.title, company: contact.company },
  };
}

/** Worded as the chat module words its 'Could not found chat' message. */
function contactNotFound(id: string) {
  return notFound('not-found', `Could not found contact with id of ${id}!`);
}

function tagNotFound(id: string) {
  return notFound('not-found', `Could not found contact tag with id of ${id}!`);
}
