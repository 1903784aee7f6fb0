import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Shortcut } from '../api/shortcuts';
import { ToolbarToasts } from '../common/toasts';
import { ShortcutsPanel } from './ShortcutsPanel';

const TABLERO: Shortcut = {
  id: '00000000-0000-4000-8000-000000000001',
  label: 'Tablero',
  description: 'Resumen del día',
  icon: 'heroicons_outline:presentation-chart-bar',
  link: '/apps/tablero',
  useRouter: true,
};

/** An in-memory api/common/shortcuts. */
function serveShortcuts(initial: Shortcut[]) {
  let items = [...initial];
  const bodies: unknown[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET') return jsonResponse(items);
    if (request.method === 'DELETE') {
      const id = url.searchParams.get('id');
      items = items.filter((item) => item.id !== id);
      return jsonResponse(initial.find((item) => item.id === id));
    }
    const body = (await request.json()) as { id?: string; shortcut: Omit<Shortcut, 'id'> };
    bodies.push(body);
    if (request.method === 'POST') {
      const created = {
        id: `00000000-0000-4000-8000-00000000000${items.length + 2}`,
        ...body.shortcut,
      };
      items = [...items, created];
      return jsonResponse(created, 201);
    }
    items = items.map((item) => (item.id === body.id ? { ...item, ...body.shortcut } : item));
    return jsonResponse(items.find((item) => item.id === body.id));
  });
  return { bodies, items: () => items };
}

function renderPanel() {
  const element = (
    <ToolbarToasts>
      <ShortcutsPanel />
    </ToolbarToasts>
  );
  return renderRoutes([{ path: '*', element }]);
}

const modeOf = () => screen.getByTestId('shortcuts-body').dataset.mode;

describe('ShortcutsPanel', () => {
  it('opens in view mode with the shortcuts as links', async () => {
    serveShortcuts([TABLERO]);
    const { user, router } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open the shortcuts' }));
    const panel = screen.getByRole('dialog', { name: 'Shortcuts' });
    expect(modeOf()).toBe('view');
    const link = await within(panel).findByRole('link', { name: /Tablero/ });
    // The icon's API name drawn with the glyph the web ships.
    expect(link.querySelector('.shortcut-tile__icon i')).toHaveClass(
      'app-icon',
      'bi-bar-chart-line',
    );
    await user.click(link);
    expect(router.state.location.pathname).toBe('/apps/tablero');
  });

  it('says No shortcuts when there are none', async () => {
    serveShortcuts([]);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open the shortcuts' }));
    expect(await screen.findByText('No shortcuts')).toBeInTheDocument();
    expect(screen.getByText('When you have shortcuts, they will appear here.')).toBeInTheDocument();
  });

  it('adds a shortcut: Add stays disabled until the form is valid, then modify mode', async () => {
    const server = serveShortcuts([TABLERO]);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open the shortcuts' }));
    await user.click(await screen.findByRole('button', { name: 'Add shortcut' }));
    expect(modeOf()).toBe('add');
    // The form loads with the first add or edit.
    const add = await screen.findByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Label'), 'Premios');
    await user.click(screen.getByRole('radio', { name: 'trophy' }));
    await user.type(screen.getByLabelText('Link'), 'https://example.com');
    // An internal link must be a route.
    expect(await screen.findByText('Enter an app route starting with /')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.click(screen.getByLabelText('Internal link (opens in the app)'));
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(modeOf()).toBe('modify'));
    expect(server.bodies[0]).toEqual({
      shortcut: {
        label: 'Premios',
        icon: 'heroicons_outline:trophy',
        link: 'https://example.com',
        useRouter: false,
      },
    });
    expect(await screen.findByRole('button', { name: /Premios/ })).toBeInTheDocument();
  });

  it('takes any icon of any set from the icon browser, the panel open all along', async () => {
    const server = serveShortcuts([]);
    const serveShortcutsToo = globalThis.fetch;
    stubFetch((request) =>
      new URL(request.url).pathname === '/api/ui/icons/heroicons-outline'
        ? jsonResponse({
            namespace: 'heroicons_outline',
            name: 'Heroicons Outline',
            grid: 'icon-size-6',
            list: ['academic-cap', 'cursor-arrow-rays', 'hand-raised'],
          })
        : serveShortcutsToo(request),
    );
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open the shortcuts' }));
    await user.click(await screen.findByRole('button', { name: 'Add shortcut' }));
    await user.type(await screen.findByLabelText('Label'), 'Entrevistas');
    await user.click(screen.getByRole('button', { name: 'More icons…' }));
    const browser = await screen.findByRole('dialog', { name: 'Choose an icon' });
    await user.click(
      await within(browser).findByRole('button', {
        name: 'Choose heroicons_outline:cursor-arrow-rays',
      }),
    );
    await waitFor(() => expect(browser).not.toBeInTheDocument());
    // The click on the browser landed outside the panel, which stayed open with the form.
    expect(screen.getByRole('button', { name: 'Open the shortcuts' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('heroicons_outline:cursor-arrow-rays')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'cursor-arrow-rays' })).toBeChecked();
    await user.type(screen.getByLabelText('Link'), '/apps/interviews');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(modeOf()).toBe('modify'));
    expect(server.bodies[0]).toMatchObject({
      shortcut: { label: 'Entrevistas', icon: 'heroicons_outline:cursor-arrow-rays' },
    });
  });

  it('edits and deletes from modify mode, asking before deleting', async () => {
    const server = serveShortcuts([TABLERO]);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open the shortcuts' }));
    await screen.findByRole('link', { name: /Tablero/ });
    await user.click(screen.getByRole('button', { name: 'Enter edit mode' }));
    expect(modeOf()).toBe('modify');
    await user.click(screen.getByRole('button', { name: /Tablero/ }));
    expect(modeOf()).toBe('edit');
    expect(await screen.findByLabelText('Label')).toHaveValue('Tablero');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete shortcut' });
    expect(question).toHaveTextContent('Are you sure you want to delete the shortcut "Tablero"?');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(modeOf()).toBe('modify'));
    expect(server.items()).toEqual([]);
    expect(await screen.findByText('No shortcuts')).toBeInTheDocument();
  });

  it('cancels back: edit to modify, add to view, and exits modify to view', async () => {
    serveShortcuts([TABLERO]);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open the shortcuts' }));
    await screen.findByRole('link', { name: /Tablero/ });
    await user.click(screen.getByRole('button', { name: 'Add shortcut' }));
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);
    expect(modeOf()).toBe('view');
    await user.click(screen.getByRole('button', { name: 'Enter edit mode' }));
    await user.click(screen.getByRole('button', { name: /Tablero/ }));
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[1]);
    expect(modeOf()).toBe('modify');
    await user.click(screen.getByRole('button', { name: 'Exit edit mode' }));
    expect(modeOf()).toBe('view');
  });
});
