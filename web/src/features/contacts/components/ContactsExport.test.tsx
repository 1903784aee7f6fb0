import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { Contact } from '../api/contacts-api';
import { ContactsExport } from './ContactsExport';

function contact(id: string, name: string, extra: Partial<Contact> = {}): Contact {
  return {
    id,
    name,
    avatar: null,
    background: null,
    emails: [{ email: `${id}@example.com`, label: 'Work' }],
    phoneNumbers: [],
    birthday: null,
    address: null,
    notes: null,
    tags: [],
    title: 'Buyer',
    company: 'Acme',
    job: { title: 'Buyer', company: 'Acme' },
    ...extra,
  };
}

const MATCHES = [
  contact('c1', 'Ana Pérez', { tags: ['t1'], birthday: '1990-04-02T00:00:00.000Z' }),
  contact('c2', 'Anselmo Ruiz'),
];
const EVERYONE = [...MATCHES, contact('c3', 'Luis Gómez')];

describe('ContactsExport', () => {
  it('exports the contacts the search finds, with their tags by name', async () => {
    const fetch = stubFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/apps/contacts/tags') {
        return jsonResponse([{ id: 't1', title: 'Supplier' }]);
      }
      if (url.pathname === '/api/apps/contacts/search') {
        return jsonResponse(url.searchParams.get('query') === 'an' ? MATCHES : []);
      }
      return jsonResponse(EVERYONE);
    });
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<ContactsExport search="an" total={2} />);
    await exportWholeListAsCsv(user);
    await screen.findByText(/2 rows exported/);
    expect(downloads.names[0]).toMatch(/^contacts-filtered-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.csv()).toEqual([
      'Name,Job title,Company,Emails,Phone numbers,Address,Birthday,Tags',
      'Ana Pérez,Buyer,Acme,c1@example.com,,,1990-04-02,Supplier',
      'Anselmo Ruiz,Buyer,Acme,c2@example.com,,,,',
    ]);
    expect(
      fetch.mock.calls.some(([request]) => new URL(request.url).pathname.endsWith('/all')),
    ).toBe(false);
    downloads.restore();
  });

  it('exports the whole address book without a search', async () => {
    stubFetch((request) =>
      jsonResponse(new URL(request.url).pathname.endsWith('/tags') ? [] : EVERYONE),
    );
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<ContactsExport search="" total={3} />);
    await exportWholeListAsCsv(user);
    await screen.findByText(/3 rows exported/);
    expect(downloads.names[0]).toMatch(/^contacts-\d{4}/);
    expect((await downloads.csv()).slice(1).map((line) => line.split(',')[0])).toEqual([
      'Ana Pérez',
      'Anselmo Ruiz',
      'Luis Gómez',
    ]);
    downloads.restore();
  });
});
