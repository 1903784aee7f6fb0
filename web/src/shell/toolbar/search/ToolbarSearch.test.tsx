import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import tr from '../../../../public/i18n/tr.json';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { ToolbarSearch } from './ToolbarSearch';

/** The server's pages: titled in Spanish only, so the web finds pages in its own menu. */
const PAGES = {
  id: 'pages',
  label: 'Pages',
  results: [
    {
      id: 'p1',
      title: 'Tablero Resumen',
      link: '/apps/tablero',
      value: 'T<mark>as</mark>blero Resumen',
    },
  ],
};

/** The menu (GET api/common/navigation): items with translation keys, one without. */
const MENU = {
  default: [
    {
      id: 'dashboards',
      type: 'group',
      title: 'Dashboards',
      children: [
        {
          id: 'tablero',
          type: 'basic',
          title: 'Tablero Resumen',
          translation: 'nav.tablero',
          link: '/apps/tablero',
        },
        {
          id: 'tareas',
          type: 'basic',
          title: 'Tareas',
          translation: 'nav.tareas',
          link: '/apps/tasks',
        },
        { id: 'casa', type: 'basic', title: 'Casa propia', link: '/apps/notes' },
        {
          id: 'oculta',
          type: 'basic',
          title: 'Asas',
          translation: 'nav.tareas',
          link: '/x',
          hidden: true,
        },
      ],
    },
  ],
  compact: [],
  futuristic: [],
  horizontal: [],
};
const CONTACTS = {
  id: 'contacts',
  label: 'Contacts',
  results: [{ id: 'c1', name: 'Tamara', link: '/apps/contacts/c1', value: '<mark>Ta</mark>mara' }],
};

const TASKS = {
  id: 'tasks',
  label: 'Tasks',
  results: [
    {
      id: 't1',
      title: 'Ask about salaries',
      completed: true,
      link: '/apps/tasks/t1',
      value: '<mark>As</mark>k about salaries',
    },
    {
      id: 't2',
      title: 'Assign the rooms',
      completed: false,
      link: '/apps/tasks/t2',
      value: '<mark>As</mark>sign the rooms',
    },
  ],
};

/** api/common/search answering from a table; records every query sent. */
function serveSearch() {
  const queries: string[] = [];
  const fetch = stubFetch(async (request) => {
    if (new URL(request.url).pathname === '/api/common/navigation') return jsonResponse(MENU);
    const { query } = (await request.json()) as { query: string };
    queries.push(query);
    if (query.toLowerCase() === 'ask') return jsonResponse([TASKS]);
    return jsonResponse(query.toLowerCase().startsWith('as') ? [PAGES, CONTACTS] : []);
  });
  const searches = () =>
    fetch.mock.calls.filter(([request]) => request.url.endsWith('/api/common/search'));
  return { queries, searches };
}

function setup() {
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <header>
            <ToolbarSearch />
          </header>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...view, user };
}

/** Lets the debounce run out and the (stubbed) request answer. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function openSearch(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.getByRole('combobox', { name: 'Search pages and records' });
}

describe('ToolbarSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a search bar from its icon, with the input focused', async () => {
    serveSearch();
    const { user } = setup();
    const input = await openSearch(user);
    expect(input).toHaveFocus();
  });

  it('sends nothing for a single character', async () => {
    const { searches } = serveSearch();
    const { user } = setup();
    await user.type(await openSearch(user), 'a');
    await wait(1_000);
    expect(searches()).toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('waits 300 ms after the last key before searching, and sends one request', async () => {
    const { searches, queries } = serveSearch();
    const { user } = setup();
    const input = await openSearch(user);
    await user.type(input, 'ash');
    await wait(299);
    expect(searches()).toHaveLength(0);
    await wait(1);
    expect(queries).toEqual(['ash']);
  });

  it('shows the results grouped by set, pages by their title in the reader’s language', async () => {
    serveSearch();
    const { user } = setup();
    await user.type(await openSearch(user), 'as');
    await wait(300);
    const list = await screen.findByRole('listbox');
    const pages = within(list).getByRole('group', { name: 'Pages' });
    const contacts = within(list).getByRole('group', { name: 'Contacts' });
    const found = within(pages).getAllByRole('option');
    // Summary Dashboard, Tasks and the untranslated "Casa propia"; not the hidden item,
    // nor the server's Spanish "Tablero Resumen".
    expect(found.map((option) => option.textContent)).toEqual([
      'Summary Dashboard',
      'Tasks',
      'Casa propia',
    ]);
    expect(found[0].querySelector('mark')).toHaveTextContent('as');
    expect(found[1].querySelector('mark')).toHaveTextContent('as');
    expect(found[2].querySelector('[lang="es"]')).toHaveTextContent('Casa propia');
    expect(list).not.toHaveTextContent('Tablero Resumen');
    expect(within(contacts).getByRole('option')).toHaveTextContent('Tamara');
  });

  it('shows tasks by their title, a completed one marked so', async () => {
    serveSearch();
    const { user, router } = setup();
    await user.type(await openSearch(user), 'ask');
    await wait(300);
    const tasks = within(await screen.findByRole('listbox')).getByRole('group', { name: 'Tasks' });
    const [done, open] = within(tasks).getAllByRole('option');
    expect(done).toHaveTextContent('Ask about salaries (completed)');
    expect(done.querySelector('.bi-check2-circle')).not.toBeNull();
    expect(open).toHaveTextContent(/^Assign the rooms$/);
    expect(open.querySelector('.bi-check2-square')).not.toBeNull();
    await user.click(open);
    expect(router.state.location.pathname).toBe('/apps/tasks/t2');
  });

  it('finds pages by their Turkish title once the language is Turkish', async () => {
    serveSearch();
    const { user, i18n } = setup();
    i18n.addResourceBundle('tr', 'translation', tr);
    await act(() => i18n.changeLanguage('tr'));
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await user.type(screen.getByRole('combobox'), 'özet');
    await wait(300);
    const list = await screen.findByRole('listbox');
    const option = within(list).getByRole('option');
    expect(option).toHaveTextContent('Özet Panosu');
    expect(option.querySelector('mark')).toHaveTextContent('Özet');
  });

  it('clears the results at once when the query gets shorter than 2 characters', async () => {
    serveSearch();
    const { user } = setup();
    const input = await openSearch(user);
    await user.type(input, 'as');
    await wait(300);
    await screen.findByRole('group', { name: 'Contacts' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says No results found! when the server finds nothing', async () => {
    serveSearch();
    const { user } = setup();
    await user.type(await openSearch(user), 'qwxz');
    await wait(300);
    expect(await screen.findByText('No results found!')).toBeInTheDocument();
  });

  it('moves with the arrows and opens the chosen result with Enter', async () => {
    serveSearch();
    const { user, router } = setup();
    const input = await openSearch(user);
    await user.type(input, 'as');
    await wait(300);
    await screen.findByRole('group', { name: 'Contacts' });
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/apps/tablero');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens a result on click', async () => {
    serveSearch();
    const { user, router } = setup();
    await user.type(await openSearch(user), 'as');
    await wait(300);
    const options = await screen.findAllByRole('option');
    expect(options[1]).toHaveTextContent('Tasks');
    await user.click(options[1]);
    expect(router.state.location.pathname).toBe('/apps/tasks');
  });

  it('closes the suggestion list with Escape first, then the search, clearing the query', async () => {
    serveSearch();
    const { user } = setup();
    const input = await openSearch(user);
    await user.type(input, 'as');
    await wait(300);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('as');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(await openSearch(user)).toHaveValue('');
  });

  it('closes with its close button, clearing the query', async () => {
    serveSearch();
    const { user } = setup();
    await user.type(await openSearch(user), 'as');
    await user.click(screen.getByRole('button', { name: 'Close the search' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await openSearch(user)).toHaveValue('');
  });
});
