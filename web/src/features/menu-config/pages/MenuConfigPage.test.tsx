import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SideMenuPreviewContext } from '../../../components/side-menu-preview/side-menu-preview';
import { SideMenuPreview } from '../../../shell/navigation/SideMenuPreview';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { findItem, type MenuItem } from '../lib/menu-tree';
import { MenuConfigPage } from './MenuConfigPage';

const ITEMS: MenuItem[] = [
  {
    id: 'apps',
    type: 'group',
    title: 'Aplicaciones',
    translation: 'nav.aplicaciones',
    children: [
      {
        id: 'apps.chat',
        type: 'basic',
        title: 'Chat',
        translation: 'nav.chat',
        link: '/apps/chat',
      },
      {
        id: 'apps.contacts',
        type: 'basic',
        title: 'Contactos',
        translation: 'nav.contactos',
        link: '/apps/contacts',
      },
    ],
  },
  { id: 'divider.apps', type: 'divider' },
  {
    id: 'paneles',
    type: 'group',
    title: 'Paneles',
    translation: 'nav.paneles',
    children: [
      {
        id: 'paneles.analytics',
        type: 'basic',
        title: 'Analítica',
        translation: 'nav.analitica',
        link: '/dashboards/analytics',
      },
    ],
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

/**
 * The menu editor's API: the config with its version, saving it (refused with `refusal`,
 * or with 409 when If-Match names an older version), resetting; `theirSave` is another
 * administrator's save.
 */
function fakeApi(refusal?: { status: number; body: Record<string, unknown> }) {
  let items = structuredClone(ITEMS);
  let saves = 1;
  const version = () => `v${saves}`;
  const config = () => ({ items, version: version() });
  const calls: Call[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    const call = {
      method: request.method,
      path: url.pathname,
      body: body && JSON.parse(body),
      ifMatch: request.headers.get('If-Match'),
    };
    if (request.method !== 'GET') calls.push(call);
    if (url.pathname === '/api/common/navigation/config' && request.method === 'GET')
      return jsonResponse(config());
    if (url.pathname === '/api/common/navigation/config' && request.method === 'PUT') {
      if (refusal) return jsonResponse(refusal.body, refusal.status);
      if (call.ifMatch && call.ifMatch !== `"${version()}"`) {
        return jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'version-conflict',
            message: 'Record default changed since it was read',
            currentVersion: version(),
            current: config(),
          },
          409,
        );
      }
      items = (call.body as { items: MenuItem[] }).items;
      saves += 1;
      return jsonResponse(config());
    }
    if (url.pathname === '/api/common/navigation/config/reset') {
      items = structuredClone(ITEMS);
      saves += 1;
      return jsonResponse(config());
    }
    if (url.pathname === '/api/common/navigation')
      return jsonResponse({ default: items, compact: [], futuristic: [], horizontal: [] });
    return jsonResponse({ message: 'Not found', error: 'Not Found', statusCode: 404 }, 404);
  });
  const theirSave = (change: (theirs: MenuItem[]) => void) => {
    change(items);
    saves += 1;
  };
  return { calls, saved: () => items, theirSave };
}

function renderPage() {
  // The shell lends its side menu to the screens it frames.
  const page = (
    <SideMenuPreviewContext.Provider value={SideMenuPreview}>
      <MenuConfigPage />
    </SideMenuPreviewContext.Provider>
  );
  return renderRoutes([{ path: '/apps/menuconfig', element: page }], {
    initialEntries: ['/apps/menuconfig'],
  });
}

const rows = () =>
  screen
    .getAllByTestId('menu-tree-row')
    .map((row) => row.querySelector('.menu-tree__name')?.textContent);
const preview = () => screen.getByRole('navigation', { name: 'Preview of the side menu' });
const previewLinks = () =>
  within(preview())
    .getAllByRole('link')
    .map((link) => link.querySelector('.vnav-item__title')?.textContent);

/** Chooses the item whose row starts with `row` and names it `name` in English. */
async function renameInEnglish(user: UserEvent, row: RegExp, name: string) {
  await user.click(await screen.findByRole('button', { name: row }));
  const english = screen.getByRole('textbox', { name: 'English' });
  await user.clear(english);
  await user.type(english, name);
}

describe('MenuConfigPage', () => {
  it('renames an item in English, shows it in the preview and saves it', async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await screen.findByRole('button', { name: /^Chat/ });
    expect(rows()).toEqual(['Applications', 'Chat', 'Contacts', 'Divider', 'Panels', 'Analytics']);
    expect(previewLinks()).toEqual(['Chat', 'Contacts', 'Analytics']);

    await user.click(screen.getByRole('button', { name: /^Chat/ }));
    const english = screen.getByRole('textbox', { name: 'English' });
    expect(english).toHaveValue('Chat');
    expect(english).toHaveAttribute('placeholder', 'Chat');
    await user.clear(english);
    await user.type(english, 'Team chat');

    expect(rows()).toContain('Team chat');
    expect(previewLinks()).toEqual(['Team chat', 'Contacts', 'Analytics']);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The menu was saved.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/common/navigation/config',
        ifMatch: '"v1"',
      }),
    ]);
    const sent = (api.calls[0].body as { items: MenuItem[] }).items;
    expect(sent[0].children?.[0]).toEqual({
      ...ITEMS[0].children![0],
      titles: { en: 'Team chat' },
    });
    await waitFor(() => expect(screen.getByText('Everything is saved.')).toBeInTheDocument());
  });

  it("shows the names in use as the fields' values, and keeps an emptied name a default", async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const english = screen.getByRole('textbox', { name: 'English' });
    expect(english).toHaveValue('Chat');

    await user.clear(english);
    expect(english).toHaveValue('');
    expect(rows()).toContain('Chat');
    await user.type(english, 'Chat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The menu was saved.')).toBeInTheDocument();
    const sent = (api.calls[0].body as { items: MenuItem[] }).items;
    expect(sent[0].children?.[0].titles?.en).toBeUndefined();
  });

  it('reorders items by keyboard with their move buttons, keeping the focus', async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await screen.findByRole('button', { name: /^Contacts/ });
    screen.getByRole('button', { name: 'Move Contacts up' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(rows()).toEqual([
        'Applications',
        'Contacts',
        'Chat',
        'Divider',
        'Panels',
        'Analytics',
      ]),
    );
    expect(previewLinks()).toEqual(['Contacts', 'Chat', 'Analytics']);
    expect(screen.getByText('Contacts moved to position 1 of 2.')).toHaveAttribute(
      'role',
      'status',
    );
    // At the top it cannot go up: the focus waits on its "down" twin.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Contacts down' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Move Contacts up' })).toBeDisabled();

    // Whole groups move too.
    screen.getByRole('button', { name: 'Move Panels up' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()[0]).toBe('Panels'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The menu was saved.');
    expect(api.saved().map((item) => item.id)).toEqual(['paneles', 'apps', 'divider.apps']);
    expect(api.saved()[1].children?.map((item) => item.id)).toEqual(['apps.contacts', 'apps.chat']);
  });

  it('adds a link to the chosen group, and asks for what it lacks before saving', async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Applications/ }));
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(rows()).toEqual([
      'Applications',
      'Chat',
      'Contacts',
      'New link',
      'Divider',
      'Panels',
      'Analytics',
    ]);
    expect(screen.getByRole('heading', { name: 'Edit New link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('One item needs attention before saving.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link' })).toBeInvalid();
    expect(api.calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Link' }), '/apps/notes');
    const english = screen.getByRole('textbox', { name: 'English' });
    await user.clear(english);
    await user.type(english, 'My notes');
    expect(previewLinks()).toContain('My notes');
    // Hidden items stay in the list, and leave the menu.
    await user.click(screen.getByRole('checkbox', { name: 'Hide this item' }));
    expect(previewLinks()).not.toContain('My notes');
    expect(rows()).toContain('My notes');
    await user.click(screen.getByRole('checkbox', { name: 'Hide this item' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The menu was saved.');
    expect(api.saved()[0].children?.[2]).toEqual({
      id: 'custom-link-1',
      type: 'basic',
      titles: { en: 'My notes' },
      link: '/apps/notes',
    });
  });

  it('shows the server’s refusal on the item it names', async () => {
    fakeApi({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'navigation-invalid',
        message:
          'items.2.children.0.link of "Analítica" (paneles.analytics) "/apps/nope" is not a screen of this console',
        fields: {
          'items.2.children.0.link': [
            'items.2.children.0.link of "Analítica" (paneles.analytics) "/apps/nope" is not a screen of this console',
          ],
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Analytics/ }));
    const link = screen.getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.type(link, '/apps/nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const row = (
      await screen.findByText(/"\/apps\/nope" is not a screen of this console/, {
        selector: '.menu-tree__problem',
      })
    ).closest('li')!;
    expect(row).toHaveAttribute('data-item-id', 'paneles.analytics');
    expect(within(row).getByRole('button', { name: /^Analytics/ })).toHaveAccessibleDescription(
      /is not a screen of this console/,
    );
    expect(screen.getByRole('textbox', { name: 'Link' })).toBeInvalid();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('deletes an item once confirmed, and resets the menu to the default', async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Panels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Panels?' });
    expect(dialog).toHaveTextContent('Panels and the item inside it leave the draft');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toEqual(['Applications', 'Chat', 'Contacts', 'Divider']));

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset the menu to the default?' });
    await user.click(within(reset).getByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByText('The menu is back to the default.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/common/navigation/config/reset' }),
    ]);
    await waitFor(() => expect(rows()).toContain('Panels'));
  });

  it('discards the draft once confirmed, and the chosen item shows its saved name again', async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await renameInEnglish(user, /^Chat/, 'Team chat');

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(rows()).toContain('Chat'));
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue('Chat');
    expect(screen.getByText('Everything is saved.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  describe('when someone else saved the menu meanwhile', () => {
    /** Renames Chat in the draft, while another administrator renames Analytics. */
    async function editAgainstTheirs() {
      const api = fakeApi();
      const { user } = renderPage();
      await renameInEnglish(user, /^Chat/, 'Team chat');
      api.theirSave((theirs) => {
        theirs[2].children![0] = { ...theirs[2].children![0], titles: { en: 'Insights' } };
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const alert = await screen.findByTestId('version-conflict');
      return { api, user, alert };
    }

    it('saves nothing and names what they changed', async () => {
      const { api, alert } = await editAgainstTheirs();
      expect(alert).toHaveTextContent('Someone else saved the menu while you were editing it');
      expect(alert).toHaveTextContent('Changed meanwhile: Insights.');
      expect(api.calls.map((call) => call.ifMatch)).toEqual(['"v1"']);
      expect(findItem(api.saved(), 'apps.chat')?.titles).toBeUndefined();
      expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
      expect(rows()).toContain('Team chat');
    });

    it('saves the draft over theirs when asked, naming their version', async () => {
      const { api, user, alert } = await editAgainstTheirs();
      await user.click(within(alert).getByRole('button', { name: 'Save my version over theirs' }));
      expect(await screen.findByText('The menu was saved.')).toBeInTheDocument();
      expect(api.calls.map((call) => call.ifMatch)).toEqual(['"v1"', '"v2"']);
      expect(findItem(api.saved(), 'apps.chat')?.titles).toEqual({ en: 'Team chat' });
      expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
    });

    it('says the save failed when the refusal does not carry their menu', async () => {
      fakeApi({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'version-conflict',
          message: 'The record was changed by someone else since it was read; nothing was written',
          currentVersion: 'v2',
        },
      });
      const { user } = renderPage();
      await renameInEnglish(user, /^Chat/, 'Team chat');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(/The menu was not saved: .*changed by someone else/),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
      expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    });

    it('loads their menu in place of the draft when asked', async () => {
      const { api, user, alert } = await editAgainstTheirs();
      await user.click(
        within(alert).getByRole('button', { name: 'Load their version (discard my changes)' }),
      );
      await waitFor(() => expect(rows()).toContain('Insights'));
      expect(rows()).toContain('Chat');
      expect(rows()).not.toContain('Team chat');
      expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue('Chat');
      expect(screen.getByText('Everything is saved.')).toBeInTheDocument();
      expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();

      // The next save starts from their version.
      await renameInEnglish(user, /^Contacts/, 'People');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The menu was saved.')).toBeInTheDocument();
      expect(api.calls.map((call) => call.ifMatch)).toEqual(['"v1"', '"v2"']);
    });
  });
});
