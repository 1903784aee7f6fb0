import type { ColumnDef } from '@tanstack/react-table';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { stubFetch } from '../../test/fetch';
import { renderRoutes } from '../../test/render';
import { DataTable } from './DataTable';
import type { ListConfig } from './list-params';
import { useListParams } from './useListParams';

interface Person {
  id: string;
  name: string;
  city: string;
}

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Ana Pérez', city: 'Mérida' },
  { id: 'p2', name: 'Luis Gómez', city: 'León' },
];

const COLUMNS: ColumnDef<Person, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', meta: { label: 'Name', sortField: 'name' } },
  { id: 'city', header: 'City', accessorKey: 'city', meta: { label: 'City' } },
];

const CONFIG: ListConfig<'city'> = { filters: ['city'], sorts: ['name'], defaultSort: 'name' };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function PeopleTable({
  items = PEOPLE,
  withActions = false,
  phoneHidden,
  failure,
}: {
  items?: Person[];
  withActions?: boolean;
  phoneHidden?: string[];
  /** The list's load failed, with no page to show: the table gets a city filter too. */
  failure?: { error: Error; onRetry: () => void };
}) {
  const list = useListParams(CONFIG);
  return (
    <>
      <DataTable
        tableId="people"
        caption="People"
        accountId="acc-1"
        columns={COLUMNS}
        list={list}
        getRowId={(person) => person.id}
        data={
          failure
            ? undefined
            : {
                items,
                pagination: {
                  length: items.length ? 30 : 0,
                  size: 10,
                  page: list.params.page,
                  lastPage: items.length ? 3 : 1,
                  ...(items.length ? { startIndex: 0, endIndex: 9 } : {}),
                },
              }
        }
        error={failure?.error}
        onRetry={failure?.onRetry}
        filters={
          failure ? (
            <select
              aria-label="City"
              value={list.params.filters.city ?? ''}
              onChange={(event) => list.setFilter('city', event.target.value)}
            >
              <option value="">Any city</option>
              <option value="León">León</option>
            </select>
          ) : undefined
        }
        emptyState={<p>No people yet</p>}
        phoneHidden={phoneHidden}
        rowActions={
          withActions ? (person) => <button type="button">Edit {person.name}</button> : undefined
        }
      />
      <Location />
    </>
  );
}

/** jsdom's Blob has no text(); the BOM must survive, so decode by hand. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

/** The headers are drawn again, draggable, once the drag code has loaded (after the first paint). */
async function columnDragLoaded() {
  const grip = () =>
    screen.getByRole('columnheader', { name: 'Name' }).querySelector('.data-table__grip');
  await waitFor(() => expect(grip()).toHaveClass('data-table__grip--ready'));
}

/** Adds a person to the list that ChangingPeople shows, as a refetch after a change would. */
let addPerson: (person: Person) => void = () => {};

/** The people table on a page that draws anew when its list changes. */
function ChangingPeople() {
  const [items, setItems] = useState(PEOPLE);
  useEffect(() => {
    addPerson = (person) => setItems((now) => [person, ...now]);
  }, []);
  return <PeopleTable items={items} withActions />;
}

function setup(path = '/people', items?: Person[]) {
  return renderRoutes([{ path: '/people', element: <PeopleTable items={items} /> }], {
    initialEntries: [path],
  });
}

describe('DataTable', () => {
  it('makes the header row one Tab stop, with sort, move and resize on its keys, each said aloud', async () => {
    const { user } = renderRoutes([{ path: '/people', element: <PeopleTable withActions /> }], {
      initialEntries: ['/people'],
    });
    await columnDragLoaded();
    const page = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    const headers = () => screen.getAllByRole('columnheader');
    // One Tab stop in the whole header row: the first header's control.
    const stops = [page, ...headers()].filter((element) => element.tabIndex === 0);
    expect(stops).toEqual([page]);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();

    act(() => page.focus());
    await user.keyboard('{ArrowRight}');
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(/Enter sorts by this column/);
    // The header last used keeps the Tab stop.
    expect(page).toHaveAttribute('tabindex', '-1');
    expect(name).toHaveAttribute('tabindex', '0');

    // Enter sorts (ascending is the default here, so descending).
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=name&order=desc');
    expect(screen.getByText('Sorted by Name, descending.')).toHaveAttribute('role', 'status');

    // Alt+Right moves the column, and the focus stays on it.
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(headers().map((header) => header.getAttribute('aria-label'))).toEqual([
      null,
      'City',
      'Name',
      'Actions',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    expect(screen.getByText('Name moved to position 2 of 2.')).toHaveAttribute('role', 'status');

    // Alt+Shift+Right widens it by 16 px, remembered with the other choices.
    await user.keyboard('{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}');
    expect(screen.getByText('Name is 176 pixels wide.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveStyle({ width: '176px' });
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('talento.table.people.acc-1') ?? '{}'),
      ).toMatchObject({ order: ['city', 'name'], sizes: { name: 176 } }),
    );
    // Home and End go to the ends of the row.
    await user.keyboard('{End}');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toHaveFocus();
  });

  it('keeps the keyboard’s place when the list changes under it', async () => {
    renderRoutes([{ path: '/people', element: <ChangingPeople /> }], {
      initialEntries: ['/people'],
    });
    await columnDragLoaded();
    // Each focused control must be the same element once a new row has arrived: a column
    // made anew on the page's render would draw every cell again, and the focus would fall
    // back to the page.
    const controls = [
      screen.getByRole('checkbox', { name: 'Select every row on this page' }),
      screen.getAllByRole('checkbox', { name: 'Select this row' })[1],
      screen.getByRole('button', { name: 'Edit Luis Gómez' }),
    ];
    for (const [index, control] of controls.entries()) {
      act(() => control.focus());
      const name = `Persona ${index}`;
      act(() => addPerson({ id: `new-${index}`, name, city: 'Vigo' }));
      await screen.findByText(name);
      expect(control.isConnected).toBe(true);
      expect(control).toHaveFocus();
    }
  });

  it('shows rows, the range and sorts through the URL', async () => {
    const { user } = setup();
    await columnDragLoaded();
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
    const nameHeader = screen.getByRole('columnheader', { name: /name/i });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=name&order=desc');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
    // The arrows and the current page are named in the reader's words only.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(pages).not.toHaveTextContent(/Previous(?! page)|\(current\)/);
  });

  it('remembers hidden and reordered columns per account', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /columns/i }));
    await user.click(screen.getByRole('switch', { name: 'City' }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move City left' }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('talento.table.people.acc-1') ?? '{}')).toEqual(
        { order: ['city', 'name'], hidden: ['city'], sizes: {} },
      ),
    );
  });

  describe('on a phone', () => {
    const desk = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = desk;
    });

    const phoneTable = (phoneHidden?: string[]) =>
      renderRoutes([{ path: '/people', element: <PeopleTable phoneHidden={phoneHidden} /> }], {
        initialEntries: ['/people'],
      });

    it('hides the columns a phone can do without, until the person shows them', async () => {
      const { user } = phoneTable(['city']);
      expect(screen.getByRole('columnheader', { name: /name/i })).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
      expect(screen.queryByText('Mérida')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /columns/i }));
      await user.click(screen.getByRole('switch', { name: 'City' }));
      expect(screen.getByText('Mérida')).toBeInTheDocument();
      // The phone's choice is its own: the desk's columns are untouched.
      await waitFor(() =>
        expect(
          JSON.parse(window.localStorage.getItem('talento.table.people.phone.acc-1') ?? '{}'),
        ).toMatchObject({ hidden: [] }),
      );
      expect(window.localStorage.getItem('talento.table.people.acc-1')).toBeNull();
    });

    it('draws only the rows on the screen of a long page, and all of them for the keyboard', async () => {
      // jsdom lays nothing out: each row is 60 px tall, and the body starts 100 px down a
      // 768 px window, so some 11 rows are on the screen (and 3 more drawn beyond it).
      const top = jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ top: 100, bottom: 100, height: 0 } as DOMRect);
      const height = jest
        .spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
        .mockImplementation(function (this: HTMLElement) {
          return this.tagName === 'TR' ? 60 : 0;
        });
      const many = Array.from({ length: 40 }, (_, index) => ({
        id: `p${index + 1}`,
        name: `Person ${index + 1}`,
        city: 'Mérida',
      }));
      try {
        renderRoutes([{ path: '/people', element: <PeopleTable items={many} /> }], {
          initialEntries: ['/people'],
        });
        const table = screen.getByRole('table', { name: 'People' });
        expect(table).toHaveAttribute('aria-rowcount', '41');
        const drawn = () => table.querySelectorAll('tbody tr[data-row-id]');
        expect(drawn().length).toBeGreaterThanOrEqual(11);
        expect(drawn().length).toBeLessThan(20);
        expect(drawn()[0]).toHaveAttribute('aria-rowindex', '2');
        expect(screen.queryByText('Person 40')).not.toBeInTheDocument();

        // Tab reaches every row: once the keyboard is in the body, the page is drawn in full.
        const checkbox = within(drawn()[0] as HTMLElement).getByRole('checkbox');
        act(() => checkbox.focus());
        await waitFor(() => expect(drawn()).toHaveLength(40));
        expect(screen.getByText('Person 40').closest('tr')).toHaveAttribute('aria-rowindex', '41');
      } finally {
        top.mockRestore();
        height.mockRestore();
      }
    });

    it('has the rows in place when it first reads where the body is: one layout, not two', () => {
      // Reading the body's place makes the browser lay the page out; rows added after it
      // would make it lay the page out again before the first paint.
      const rowsWhenRead: number[] = [];
      const place = jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(function (this: HTMLElement) {
          if (this.tagName === 'TBODY')
            rowsWhenRead.push(this.querySelectorAll('tr[data-row-id]').length);
          return { top: 100, bottom: 100, height: 0 } as DOMRect;
        });
      try {
        phoneTable();
        expect(rowsWhenRead.length).toBeGreaterThan(0);
        expect(rowsWhenRead[0]).toBeGreaterThan(0);
      } finally {
        place.mockRestore();
      }
    });

    it('shows every column of a table that names none to hide', () => {
      phoneTable();
      expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
      expect(screen.getByText('Mérida')).toBeInTheDocument();
    });
  });

  describe('in a card too narrow for every column', () => {
    interface Contact {
      id: string;
      name: string;
      city: string;
      email: string;
      notes: string;
    }
    const CONTACT_COLUMNS: ColumnDef<Contact, unknown>[] = [
      { id: 'name', header: 'Name', accessorKey: 'name', meta: { label: 'Name', locked: true } },
      { id: 'city', header: 'City', accessorKey: 'city', meta: { label: 'City', priority: 2 } },
      {
        id: 'email',
        header: 'Email',
        accessorKey: 'email',
        size: 200,
        meta: { label: 'Email', priority: 4 },
      },
      { id: 'notes', header: 'Notes', accessorKey: 'notes', meta: { label: 'Notes', priority: 5 } },
    ];
    function Contacts() {
      const list = useListParams(CONFIG);
      return (
        <DataTable
          tableId="contacts"
          caption="Contacts"
          accountId="acc-1"
          columns={CONTACT_COLUMNS}
          list={list}
          getRowId={(contact) => contact.id}
          data={{
            items: [
              {
                id: 'c1',
                name: 'Ana Pérez',
                city: 'Mérida',
                email: 'ana@example.com',
                notes: 'VIP',
              },
            ],
            pagination: { length: 1, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
          }}
        />
      );
    }
    // jsdom lays nothing out: the card is given a width (the selection column is 40 px,
    // the others 160 px but Email's 200).
    let cardWidth = 0;
    let width: jest.SpyInstance;
    beforeEach(() => {
      width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.classList.contains('data-table__scroll') ? cardWidth : 0;
      });
    });
    afterEach(() => width.mockRestore());
    const shown = () =>
      screen
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('aria-label'))
        .filter(Boolean);

    it('shows every column where they fit, and shares the room left among them', () => {
      cardWidth = 1000;
      renderRoutes([{ path: '/', element: <Contacts /> }]);
      expect(shown()).toEqual(['Name', 'City', 'Email', 'Notes']);
      // 720 px of columns in 1000: the table fills the card, no wider.
      expect(screen.getByRole('table')).toHaveStyle({ width: '1000px' });
    });

    it('leaves out the columns of least priority first, and the chooser brings one back', async () => {
      cardWidth = 450;
      const { user } = renderRoutes([{ path: '/', element: <Contacts /> }]);
      // Notes (5) then Email (4) give way; the locked name and City (2) stay.
      expect(shown()).toEqual(['Name', 'City']);
      expect(screen.getByRole('table')).toHaveStyle({ width: '450px' });
      expect(screen.getByRole('cell', { name: 'Ana Pérez' })).toBeInTheDocument();
      expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Columns' }));
      const email = screen.getByRole('switch', { name: 'Email (hidden to fit)' });
      expect(email).not.toBeChecked();
      expect(screen.getByRole('switch', { name: 'Notes (hidden to fit)' })).not.toBeChecked();
      expect(screen.getByRole('switch', { name: 'City' })).toBeChecked();
      await user.click(email);
      // Kept in sight now: City gives way for it instead.
      expect(shown()).toEqual(['Name', 'Email']);
      expect(screen.getByText('ana@example.com')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'City (hidden to fit)' })).not.toBeChecked();
      await waitFor(() =>
        expect(
          JSON.parse(window.localStorage.getItem('talento.table.contacts.acc-1') ?? '{}'),
        ).toMatchObject({ shown: ['email'] }),
      );
    });

    it('keeps the locked column however narrow the card, and scrolls rather than hide it', () => {
      cardWidth = 120;
      renderRoutes([{ path: '/', element: <Contacts /> }]);
      expect(shown()).toEqual(['Name']);
      expect(screen.getByRole('table')).toHaveStyle({ width: '200px' });
    });
  });

  it('remembers the compact density the person chose', async () => {
    const { user, unmount } = setup();
    const compact = screen.getByRole('button', { name: 'Compact' });
    expect(compact).toHaveAttribute('aria-pressed', 'false');
    await user.click(compact);
    expect(compact).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table').closest('.data-table')).toHaveClass('data-table--compact');
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('talento.table.people.acc-1') ?? '{}'),
      ).toMatchObject({ density: 'compact' }),
    );
    unmount();

    setup();
    expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table').closest('.data-table')).toHaveClass('data-table--compact');
  });

  it('groups the view controls into one Tab stop', async () => {
    const { user } = setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Table view' });
    const controls = within(toolbar).getAllByRole('button');
    expect(controls.map((control) => control.textContent)).toEqual([
      'Columns',
      'Compact',
      'Export',
    ]);
    expect(controls.map((control) => control.tabIndex)).toEqual([0, -1, -1]);
    controls[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(controls[1]).toHaveFocus();
    expect(controls.map((control) => control.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{End}');
    expect(controls[2]).toHaveFocus();
  });

  it('titles the column chooser and the export menu with headings of a level', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /columns/i }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Show and order columns' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });

  it('offers a reset when the list is filtered and nothing matches', async () => {
    const { user } = setup('/people?city=Oaxaca&q=zz', []);
    expect(screen.getByText('Nothing matches this search')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Reset view' })[0]);
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
  });

  it('keeps the toolbar when the list fails to load, with the error and Retry in the table’s place', async () => {
    const onRetry = jest.fn();
    const failure = { error: new Error('Server unavailable'), onRetry };
    const { user } = renderRoutes(
      [{ path: '/people', element: <PeopleTable failure={failure} /> }],
      {
        initialEntries: ['/people?q=zz&city=Oaxaca'],
      },
    );
    // The search that failed can still be read, changed and reset.
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('zz');
    expect(screen.getByRole('combobox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset view' })).toBeInTheDocument();
    // The error takes the table's place, not the toolbar's.
    expect(screen.queryByRole('table', { name: 'People' })).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('Server unavailable');
    expect(screen.queryByText('No people yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing matches this search')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'León');
    expect(screen.getByTestId('location')).toHaveTextContent('city=Le%C3%B3n');
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
  });

  it('shows its own empty state for an empty list', () => {
    setup('/people', []);
    expect(screen.getByText('No people yet')).toBeInTheDocument();
  });

  it('exports the selected rows as CSV', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = setup();
    await user.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[1]);
    expect(screen.getByText('1 row selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /export/i }));
    await user.click(screen.getByRole('button', { name: 'Selected row as CSV (1)' }));
    expect(click).toHaveBeenCalled();
    expect(await blobText(blobs[0])).toBe('\uFEFFName,City\r\nLuis Gómez,León\r\n');
    click.mockRestore();
  });

  it('has the server write the selected rows as XLSX, from the same columns', async () => {
    const fetch = stubFetch(
      () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    );
    // The request's multipart body is not readable under jsdom: look at what went into it.
    const append = jest.spyOn(FormData.prototype, 'append');
    URL.createObjectURL = jest.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = setup();
    await user.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[0]);
    await user.click(screen.getByRole('button', { name: /export/i }));
    await user.click(screen.getByRole('button', { name: 'Selected row as XLSX (1)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^people-selected-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/export/xlsx');
    const [name, table, fileName] = append.mock.calls[0] as [string, Blob, string];
    expect([name, fileName]).toEqual(['table', 'table.json']);
    expect(JSON.parse(await blobText(table))).toEqual({
      title: 'People',
      headers: ['Name', 'City'],
      rows: [['Ana Pérez', 'Mérida']],
    });
    append.mockRestore();
    click.mockRestore();
  });

  it('writes the CSV columns in the order and visibility the person chose', async () => {
    window.localStorage.setItem(
      'talento.table.people.acc-1',
      JSON.stringify({ order: ['city', 'name'], hidden: [], sizes: {} }),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = setup();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'City',
      'Name',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(screen.getByRole('button', { name: /export/i }));
    await user.click(screen.getByRole('button', { name: 'Selected rows as CSV (2)' }));
    expect(await blobText(blobs[0])).toBe(
      '\uFEFFCity,Name\r\nMérida,Ana Pérez\r\nLeón,Luis Gómez\r\n',
    );
    click.mockRestore();
  });
});
