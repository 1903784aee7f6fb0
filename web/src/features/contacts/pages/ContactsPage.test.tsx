import { act, screen, waitFor, within } from '@testing-library/react';
import es from '../../../../public/i18n/es.json';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { ContactsPage } from './ContactsPage';

interface FakeContact {
  id: string;
  name: string;
  [field: string]: unknown;
}

function contact(id: string, name: string): FakeContact {
  return {
    id,
    name,
    avatar: null,
    background: null,
    emails: [],
    phoneNumbers: [],
    birthday: null,
    address: null,
    notes: null,
    tags: [],
    title: '',
    company: '',
    job: { title: '', company: '' },
  };
}

/** The contacts API over an in-memory list; every request is kept, in order. */
function fakeServer() {
  const contacts: FakeContact[] = [contact('c-ana', 'Ana Torres')];
  let created = 0;
  const requests: string[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const id = url.searchParams.get('id');
    requests.push(`${request.method} ${url.pathname}${id ? `?id=${id}` : ''}`);
    const missing = () =>
      jsonResponse({ statusCode: 404, message: 'Contact not found', error: 'Not Found' }, 404);
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/apps/contacts/all':
        return jsonResponse(contacts);
      case 'GET /api/apps/contacts/contact': {
        const found = contacts.find((item) => item.id === id);
        return found ? jsonResponse(found) : missing();
      }
      case 'POST /api/apps/contacts/contact': {
        created += 1;
        // Named as the server names it, in the language asked for.
        const name = { en: 'New Contact', es: 'Nuevo contacto' }[url.searchParams.get('lang')!];
        const blank = contact(`c-new-${created}`, name ?? 'no lang');
        contacts.unshift(blank);
        return jsonResponse(blank, 201);
      }
      case 'DELETE /api/apps/contacts/contact': {
        const index = contacts.findIndex((item) => item.id === id);
        if (index === -1) return missing();
        contacts.splice(index, 1);
        return jsonResponse(true);
      }
      case 'GET /api/apps/contacts/countries':
      case 'GET /api/apps/contacts/tags':
        return jsonResponse([]);
      default:
        return jsonResponse({}, 404);
    }
  });
  return { contacts, requests };
}

function renderPage(path = '/apps/contacts') {
  return renderRoutes([{ path: '/apps/contacts', element: <ContactsPage /> }], {
    initialEntries: [path],
  });
}

describe('ContactsPage', () => {
  it('leaves no blank contact behind when Add is cancelled', async () => {
    const server = fakeServer();
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('New Contact');
    expect(server.contacts.map((item) => item.name)).toContain('New Contact');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(server.contacts.map((item) => item.name)).toEqual(['Ana Torres']));
    expect(server.requests).toContain('DELETE /api/apps/contacts/contact?id=c-new-1');
    expect(router.state.location.search).not.toContain('id=');
    await waitFor(() => expect(screen.queryByText('New Contact')).not.toBeInTheDocument());
  });

  it('makes one contact for a double click on Add', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await user.dblClick(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('New Contact');
    const creations = server.requests.filter((request) => request.startsWith('POST '));
    expect(creations).toEqual(['POST /api/apps/contacts/contact']);
  });

  it('deletes the contact Add made when the page goes before it is saved', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('New Contact');

    // A reload or a closed tab: the page is hidden for good.
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() =>
      expect(server.requests).toContain('DELETE /api/apps/contacts/contact?id=c-new-1'),
    );
    expect(server.contacts.map((item) => item.name)).toEqual(['Ana Torres']);
  });

  it('keeps a saved contact when the page goes', async () => {
    const server = fakeServer();
    renderPage('/apps/contacts?id=c-ana');
    await screen.findByRole('dialog', { name: 'Contact details' });
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.filter((line) => line.startsWith('DELETE'))).toEqual([]);
  });

  it('asks for the blank contact in the interface’s language', async () => {
    fakeServer();
    const { user, i18n } = renderPage();
    i18n.addResourceBundle('es', 'translation', es);
    await act(() => i18n.changeLanguage('es'));
    await user.click(await screen.findByRole('button', { name: 'Añadir' }));
    expect(await screen.findByDisplayValue('Nuevo contacto')).toBeInTheDocument();
  });

  async function deleteAna() {
    const server = fakeServer();
    const rendered = renderPage('/apps/contacts?id=c-ana');
    const { user, router } = rendered;
    const drawer = await screen.findByRole('dialog', { name: 'Contact details' });
    await user.click(await within(drawer).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete contact' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.search).not.toContain('id='));
    const toast = (await screen.findByText('Ana Torres was deleted.')).closest('.toast');
    await waitFor(() => expect(screen.queryByText('Ana Torres')).not.toBeInTheDocument());
    // Nothing is sent while Undo is offered.
    expect(server.requests.filter((line) => line.startsWith('DELETE'))).toEqual([]);
    return { ...rendered, server, toast: toast as HTMLElement };
  }

  it('deletes a contact once its Undo is no longer offered, not asking for it again', async () => {
    const { user, server, toast } = await deleteAna();
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.requests).toContain('DELETE /api/apps/contacts/contact?id=c-ana'),
    );
    await waitFor(() =>
      expect(server.requests.filter((line) => line === 'GET /api/apps/contacts/all')).toHaveLength(
        2,
      ),
    );
    const deleted = server.requests.indexOf('DELETE /api/apps/contacts/contact?id=c-ana');
    expect(
      server.requests
        .slice(deleted)
        .filter((line) => line.startsWith('GET /api/apps/contacts/contact')),
    ).toEqual([]);
    expect(server.contacts).toEqual([]);
  });

  it('puts a deleted contact back on Undo and sends no delete', async () => {
    const { user, server, toast, unmount } = await deleteAna();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Ana Torres is back.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ana Torres/ })).toBeInTheDocument();
    unmount();
    expect(server.requests.filter((line) => line.startsWith('DELETE'))).toEqual([]);
    expect(server.contacts.map((item) => item.name)).toEqual(['Ana Torres']);
  });
});
