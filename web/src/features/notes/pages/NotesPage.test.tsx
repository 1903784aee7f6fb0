import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { resetScreen, setWideScreen } from '../../../test/media';
import { renderRoutes } from '../../../test/render';
import type { Note, NoteLabel } from '../api/notes-api';
import { NotesPage } from './NotesPage';

const LABELS: NoteLabel[] = [
  { id: 'l-work', title: 'Work' },
  { id: 'l-home', title: 'Home' },
];

function note(id: string, over: Partial<Note>): Note {
  return {
    id,
    title: '',
    content: '',
    tasks: null,
    image: null,
    reminder: null,
    labels: [],
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    ...over,
  };
}

/** The notes API over in-memory lists; every change's body is kept, in order. */
function fakeServer() {
  const notes: Note[] = [
    note('n-plan', { title: 'Plan', content: 'Hiring plan', labels: [LABELS[0]!] }),
    note('n-shop', {
      title: 'Shopping',
      tasks: [
        { id: 't-milk', content: 'Milk', completed: false },
        { id: 't-eggs', content: 'Eggs', completed: true },
      ],
    }),
    note('n-old', { title: 'Old rota', archived: true }),
  ];
  const sent: { method: string; path: string; body: unknown }[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => null);
    if (request.method !== 'GET') sent.push({ method: request.method, path: url.pathname, body });
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/apps/notes/all':
        return jsonResponse(notes);
      case 'GET /api/apps/notes/labels':
        return jsonResponse(LABELS);
      case 'POST /api/apps/notes': {
        const input = (body as { note: Partial<Note> & { labels: string[] } }).note;
        const created = note('n-new', {
          ...input,
          tasks: input.tasks?.map((task, index) => ({ ...task, id: `t-new-${index}` })) ?? null,
          labels: LABELS.filter((label) => input.labels.includes(label.id)),
        });
        notes.unshift(created);
        return jsonResponse({ ...created, labels: input.labels }, 201);
      }
      case 'PATCH /api/apps/notes': {
        const patch = (body as { updatedNote: Partial<Note> & { id: string; labels?: string[] } })
          .updatedNote;
        const index = notes.findIndex((one) => one.id === patch.id);
        const labels = patch.labels
          ? LABELS.filter((label) => patch.labels!.includes(label.id))
          : notes[index]!.labels;
        notes[index] = { ...notes[index]!, ...patch, labels, updatedAt: '2026-02-02T00:00:00Z' };
        return jsonResponse({ ...notes[index], labels: labels.map((label) => label.id) });
      }
      case 'DELETE /api/apps/notes': {
        const index = notes.findIndex((one) => one.id === url.searchParams.get('id'));
        notes.splice(index, 1);
        return jsonResponse(true);
      }
      default:
        return jsonResponse({ statusCode: 404, message: 'NOT FOUND', error: 'Not Found' }, 404);
    }
  });
  return { notes, sent };
}

function renderPage(path = '/apps/notes') {
  const element = <NotesPage />;
  return renderRoutes(
    [
      { path: '/apps/notes', element },
      { path: '/apps/notes/reminders', element },
      { path: '/apps/notes/archived', element },
      { path: '/apps/notes/label/:labelId', element },
    ],
    { initialEntries: [path] },
  );
}

afterEach(resetScreen);

const cardTitles = () =>
  screen.queryAllByTestId('note-card').map((card) => within(card).getByRole('heading').textContent);

describe('NotesPage', () => {
  it('shows the notes, the archive and a label, each at its own path', async () => {
    setWideScreen(true);
    fakeServer();
    const { user, router } = renderPage();
    await screen.findByRole('button', { name: 'Open the note Plan' });
    expect(cardTitles()).toEqual(['Plan', 'Shopping']);

    const panel = screen.getByRole('navigation', { name: 'Note views and labels' });
    await user.click(within(panel).getByRole('link', { name: /^Archive/ }));
    expect(router.state.location.pathname).toBe('/apps/notes/archived');
    await waitFor(() => expect(cardTitles()).toEqual(['Old rota']));

    await user.click(within(panel).getByRole('link', { name: /^Work/ }));
    expect(router.state.location.pathname).toBe('/apps/notes/label/l-work');
    await waitFor(() => expect(cardTitles()).toEqual(['Plan']));
  });

  it('opens the views and labels in a drawer on a small screen', async () => {
    setWideScreen(false);
    fakeServer();
    const { user, router } = renderPage();
    await screen.findByRole('button', { name: 'Open the note Plan' });
    expect(screen.queryByRole('navigation', { name: 'Note views and labels' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Views and labels' }));
    const panel = await screen.findByRole('navigation', { name: 'Note views and labels' });
    await user.click(within(panel).getByRole('link', { name: /^Reminders/ }));
    expect(router.state.location.pathname).toBe('/apps/notes/reminders');
    expect(await screen.findByText('No reminders')).toBeInTheDocument();
  });

  it('searches titles and text, and says when nothing matches', async () => {
    fakeServer();
    const { user } = renderPage();
    await screen.findByRole('button', { name: 'Open the note Plan' });
    const search = screen.getByRole('searchbox', { name: 'Search notes' });
    await user.type(search, 'hiring');
    expect(cardTitles()).toEqual(['Plan']);
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(await screen.findByText('No results found!')).toBeInTheDocument();
  });

  it('closes the new note on Escape from its label menu’s button, and the open menu first', async () => {
    fakeServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Take a note…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    const labels = within(dialog).getByRole('button', { name: 'Label' });
    await user.click(labels);
    expect(labels).toHaveAttribute('aria-expanded', 'true');
    // The first Escape closes the menu only; the next one, the dialog.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(labels).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('dialog', { name: 'New note' })).toBeInTheDocument();
    labels.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New note' })).toBeNull());
  });

  it('creates a note with a checklist, in the label being viewed, and says so', async () => {
    const server = fakeServer();
    const { user } = renderPage('/apps/notes/label/l-home');
    await user.click(await screen.findByRole('button', { name: 'Take a note…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Errands');
    await user.click(within(dialog).getByRole('button', { name: 'Add a checklist' }));
    const item = within(dialog).getByRole('textbox', { name: 'Add an item' });
    await user.type(item, 'Post office{Enter}');
    await user.type(item, 'Bank{Enter}');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bank' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New note' })).toBeNull());
    expect(await screen.findByText('Note created.')).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        method: 'POST',
        path: '/api/apps/notes',
        body: {
          note: {
            title: 'Errands',
            content: '',
            tasks: [
              { content: 'Post office', completed: false },
              { content: 'Bank', completed: true },
            ],
            image: null,
            reminder: null,
            labels: ['l-home'],
          },
        },
      },
    ]);
    await waitFor(() => expect(cardTitles()).toEqual(['Errands']));
  });

  it('ticks an item of a note, keeping the ids, and archives it', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open the note Shopping' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Milk' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Shopping” saved.')).toBeInTheDocument();
    expect(server.sent[0]!.body).toMatchObject({
      updatedNote: {
        id: 'n-shop',
        tasks: [
          { id: 't-milk', content: 'Milk', completed: true },
          { id: 't-eggs', content: 'Eggs', completed: true },
        ],
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Open the note Shopping' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('“Shopping” archived.')).toBeInTheDocument();
    expect(server.sent[1]!.body).toMatchObject({ updatedNote: { id: 'n-shop', archived: true } });
    await waitFor(() => expect(cardTitles()).toEqual(['Plan']));
  });

  it('deletes a note with Undo: taken back, nothing is sent; else sent as the toast goes', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    const deleteShopping = async () => {
      await user.click(await screen.findByRole('button', { name: 'Open the note Shopping' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete note' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(cardTitles()).toEqual(['Plan']));
      return (await screen.findByText('“Shopping” deleted.')).closest('.toast') as HTMLElement;
    };

    await user.click(within(await deleteShopping()).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Shopping” is back.')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toContain('Shopping'));
    expect(server.sent).toEqual([]);

    await user.click(within(await deleteShopping()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(server.sent).toMatchObject([{ method: 'DELETE' }]));
    expect(server.notes.map((note) => note.id)).not.toContain('n-shop');
  });

  it('ticks a checklist line right on its card, without opening the note', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    const card = (await screen.findByRole('button', { name: 'Open the note Shopping' })).closest(
      'article',
    )!;
    const milk = within(card).getByRole('checkbox', { name: 'Milk' });
    expect(milk).not.toBeChecked();
    await user.click(milk);
    expect(within(card).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(await screen.findByText('“Milk” done.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/apps/notes',
        body: {
          updatedNote: {
            id: 'n-shop',
            tasks: [
              { id: 't-milk', content: 'Milk', completed: true },
              { id: 't-eggs', content: 'Eggs', completed: true },
            ],
          },
        },
      },
    ]);
  });

  it('asks before closing a note with unsaved changes', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open the note Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' B');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit note' })).toBeNull());
    expect(server.sent).toEqual([]);
  });
});
