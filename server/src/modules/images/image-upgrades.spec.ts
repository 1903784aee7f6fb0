/**
 * The collection upgrades that move stored image references from the web's `/images/...`
 * to the API's `/api/images/...`: old data in, new data out, and the same array back
 * when nothing needed a change (so the store writes nothing).
 */
import type { Account } from '../accounts/account.types';
import { upgradeAccountAvatars } from '../accounts/accounts.repository';
import { upgradeChatContacts } from '../chat/chat.repository';
import type { ChatContact } from '../chat/chat.types';
import { upgradeNoticeImages } from '../shell/notices/notices.repository';
import type { Notice } from '../shell/notices/notice.types';
import { upgradeCompanyLogos } from '../companies/companies.repository';
import type { Company } from '../companies/company.types';
import { upgradeContactImages } from '../contacts/contacts.repository';
import { upgradeProductImages } from '../inventory/inventory.repository';
import type { Product } from '../inventory/inventory.types';
import { sampleNotices } from '../../store/seed/common';
import { sampleContacts } from '../../store/seed/contacts';
import { sampleProducts } from '../../store/seed/inventory';
import { readSeedJson } from '../../store/seed/seed-files';

const OLD = '/images/avatars/female-04.svg';
const NEW = '/api/images/avatars/female-04.svg';

describe('image reference upgrades', () => {
  it('messages and notifications: image', () => {
    const [first, second] = sampleNotices('messages', 'account-1');
    const old: Notice[] = [
      { ...first!, image: OLD },
      { ...second!, image: undefined },
    ];
    const upgraded = upgradeNoticeImages(old);
    expect(upgraded[0]).toEqual({ ...old[0], image: NEW });
    expect(upgraded[1]).toBe(old[1]);
    expect(upgradeNoticeImages(upgraded)).toBe(upgraded);
  });

  it('chat contacts: avatar, media and lower-case phone countries', () => {
    const [first, second] = readSeedJson<ChatContact[]>('chat/contacts.json');
    const old: ChatContact[] = [
      {
        ...first!,
        avatar: OLD,
        attachments: { ...first!.attachments, media: ['/images/cards/01.jpg', 'https://x/y.png'] },
        details: {
          ...first!.details,
          phoneNumbers: [{ country: 'AR', phoneNumber: '11 5555 0101', label: 'Mobile' }],
        },
      },
      second!,
    ];
    const upgraded = upgradeChatContacts(old);
    expect(upgraded[0]).toEqual({
      ...old[0],
      avatar: NEW,
      attachments: {
        ...first!.attachments,
        media: ['/api/images/cards/01.jpg', 'https://x/y.png'],
      },
      details: {
        ...first!.details,
        phoneNumbers: [{ country: 'ar', phoneNumber: '11 5555 0101', label: 'Mobile' }],
      },
    });
    expect(upgraded[1]).toBe(old[1]);
    expect(upgradeChatContacts(upgraded)).toBe(upgraded);
  });

  it('accounts: avatar', () => {
    const account = { id: 'a1', avatar: OLD, roles: ['admin'] } as unknown as Account;
    const none = { id: 'a2', avatar: null, roles: ['rewards'] } as unknown as Account;
    const upgraded = upgradeAccountAvatars([account, none]);
    expect(upgraded).toEqual([{ ...account, avatar: NEW }, none]);
    expect(upgradeAccountAvatars(upgraded)).toBe(upgraded);
  });

  it('companies: logo', () => {
    const company = { id: 'c1', name: 'Acme', logo: '/images/logos/acme.png' } as Company;
    const upgraded = upgradeCompanyLogos([company]);
    expect(upgraded).toEqual([{ ...company, logo: '/api/images/logos/acme.png' }]);
    expect(upgradeCompanyLogos(upgraded)).toBe(upgraded);
  });

  it('products: thumbnail and images', () => {
    const [product, other] = sampleProducts();
    const old: Product[] = [
      {
        ...product!,
        thumbnail: '/images/products/watch-thumb.jpg',
        images: ['/images/products/watch-01.jpg', 'https://cdn.example.com/watch.jpg'],
      },
      other!,
    ];
    const upgraded = upgradeProductImages(old);
    expect(upgraded[0]).toEqual({
      ...old[0],
      thumbnail: '/api/images/products/watch-thumb.jpg',
      images: ['/api/images/products/watch-01.jpg', 'https://cdn.example.com/watch.jpg'],
    });
    expect(upgraded[1]).toBe(old[1]);
    expect(upgradeProductImages(upgraded)).toBe(upgraded);
  });

  it('contacts: background', () => {
    const [contact] = sampleContacts();
    const old = [{ ...contact!, background: '/images/cards/14-640x480.jpg' }];
    const upgraded = upgradeContactImages(old);
    expect(upgraded).toEqual([{ ...old[0], background: '/api/images/cards/14-640x480.jpg' }]);
    expect(upgradeContactImages(upgraded)).toBe(upgraded);
  });

  it('finds nothing to move in the sample data', () => {
    const notices = [
      ...sampleNotices('messages', 'account-1'),
      ...sampleNotices('notifications', 'account-1'),
    ];
    expect(upgradeNoticeImages(notices)).toBe(notices);
    const chatContacts = readSeedJson<ChatContact[]>('chat/contacts.json');
    expect(upgradeChatContacts(chatContacts)).toBe(chatContacts);
    const products = sampleProducts();
    expect(upgradeProductImages(products)).toBe(products);
    const contacts = sampleContacts();
    expect(upgradeContactImages(contacts)).toBe(contacts);
  });
});
