import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { ToolbarSearch } from './ToolbarSearch';

const PAGES = {
  id: 'pages',
  label: 'Pages',
  results: [
    {
      id: 'p1',
      title: 'Tablero Resumen',
      link: '/apps/tablero',
      value: '<mark>Ta</mark>blero Resumen',
    },
    { id: 'p2', title: 'Canjes', link: '/apps/canjes', value: 'Can<mark>je</mark>s' },
  ],
};
const CONTACTS = {
  id: 'contacts',
  label: 'Contacts',
  results: [{ id: 'c1', name: 'Tamara', link: '/apps/contacts/c1', value: '<mark>Ta</mark>mara' }],
};

/** api/common/search answering from a table; records every query sent. */
function serveSearch() {
  const queries: string[] = [];
  const fetch = stubFetch(async (request) => {
    const { query } = (await request.json()) as { query: string };
    queries.push(query);
    return jsonResponse(query.toLowerCase().startsWith('ta') ? [PAGES, CONTACTS] : []);
  });
  return { fetch, queries };
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
    const { fetch } = serveSearch();
    const { user } = setup();
    await user.type(await openSearch(user), 't');
    await wait(1_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('waits 300 ms after the last key before searching, and sends one request', async () => {
    const { fetch, queries } = serveSearch();
    const { user } = setup();
    const input = await openSearch(user);
    await user.type(input, 'tab');
    await wait(299);
    expect(fetch).not.toHaveBeenCalled();
    await wait(1);
    expect(queries).toEqual(['tab']);
  });

  it('shows the results grouped by set, with the server’s highlight', async () => {
    serveSearch();
    const { user } = setup();
    await user.type(await openSearch(user), 'ta');
    await wait(300);
    const list = await screen.findByRole('listbox');
    const pages = within(list).getByRole('group', { name: 'Pages' });
    const contacts = within(list).getByRole('group', { name: 'Contacts' });
    expect(within(pages).getAllByRole('option')).toHaveLength(2);
    expect(within(contacts).getByRole('option')).toHaveTextContent('Tamara');
    expect(within(pages).getAllByRole('option')[0].querySelector('mark')).toHaveTextContent('Ta');
  });

  it('clears the results at once when the query gets shorter than 2 characters', async () => {
    serveSearch();
    const { user } = setup();
    const input = await openSearch(user);
    await user.type(input, 'ta');
    await wait(300);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
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
    await user.type(input, 'ta');
    await wait(300);
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/apps/tablero');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens a result on click', async () => {
    serveSearch();
    const { user, router } = setup();
    await user.type(await openSearch(user), 'ta');
    await wait(300);
    const options = await screen.findAllByRole('option');
    expect(options[1]).toHaveTextContent('Canjes');
    await user.click(options[1]);
    expect(router.state.location.pathname).toBe('/apps/canjes');
  });

  it('closes the suggestion list with Escape first, then the search, clearing the query', async () => {
    serveSearch();
    const { user } = setup();
    const input = await openSearch(user);
    await user.type(input, 'ta');
    await wait(300);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('ta');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(await openSearch(user)).toHaveValue('');
  });

  it('closes with its close button, clearing the query', async () => {
    serveSearch();
    const { user } = setup();
    await user.type(await openSearch(user), 'ta');
    await user.click(screen.getByRole('button', { name: 'Close the search' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await openSearch(user)).toHaveValue('');
  });
});
