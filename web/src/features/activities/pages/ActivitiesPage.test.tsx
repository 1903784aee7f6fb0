import { act, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '../../../lib/access';
import { session } from '../../../lib/session';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { FeedActivity } from '../api/activity-feed';
import { ActivitiesPage } from './ActivitiesPage';

const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lucía',
  surname: 'Fernández',
  email: 'lucia@talento.local',
  avatar: null,
  empresa: 'Talento',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: true,
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['recruiter'] as Role[],
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function activity(id: string, overrides: Partial<FeedActivity> = {}): FeedActivity {
  return {
    id,
    icon: 'heroicons_outline:user-plus',
    image: null,
    description: `<strong>Activity ${id}</strong> happened`,
    date: minutesAgo(Number(id.replace(/\D/g, '')) || 1),
    extraContent: null,
    linkedContent: null,
    link: null,
    useRouter: true,
    kind: 'applicant',
    author: null,
    canDelete: false,
    ...overrides,
  };
}

/** The feed API: pages by the `before` cursor, as the server does (array + X-Next-Cursor). */
function fakeFeed(pages: Record<string, FeedActivity[]>, options: { remove?: boolean } = {}) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'DELETE') {
      return options.remove
        ? jsonResponse(activity(url.pathname.split('/').pop()!, { kind: 'posted' }))
        : jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
    }
    const key = url.searchParams.get('before') ?? url.searchParams.get('kind') ?? 'first';
    const items = pages[key] ?? [];
    const next = pages[`${key}:next`]?.[0]?.id;
    const response = jsonResponse(items);
    if (next) response.headers.set('X-Next-Cursor', next);
    return response;
  });
}

function renderFeed(path = '/apps/activities', roles: Role[] = ['recruiter']) {
  session.start({ user: { ...USER, roles }, accessToken: 'token', tokenType: 'bearer' });
  return renderRoutes(
    [
      { path: '/apps/activities', element: <ActivitiesPage /> },
      { path: '/apps/new-activity', element: <h1>New activity form</h1> },
      { path: '/apps/candidates', element: <h1>The pipeline</h1> },
    ],
    { initialEntries: [path] },
  );
}

describe('ActivitiesPage', () => {
  afterEach(() => act(() => session.forget()));

  it('shows the newest activities by day, each with its icon, HTML, date, link and picture', async () => {
    const fetch = fakeFeed({
      first: [
        activity('a1', {
          kind: 'posted',
          icon: 'heroicons_outline:chat-bubble-bottom-center-text',
          description: '<p>Welcome <em>Ana</em>!</p>',
          link: '/apps/candidates?vacancy=v1',
          linkedContent: 'See the pipeline',
          image: '/api/pages/activities/images/x.png',
          author: { id: USER.id, name: 'Lucía Fernández', avatar: null },
        }),
        activity('a2', {
          link: 'https://example.com/news',
          linkedContent: 'The news',
          useRouter: false,
          extraContent: 'Applied → Screening',
          date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        }),
      ],
    });
    const { user, router } = renderFeed();
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    const entries = await screen.findAllByTestId('activity-entry');
    expect(entries).toHaveLength(2);

    const [posted, event] = entries as [HTMLElement, HTMLElement];
    expect(within(posted).getByText('Ana').tagName).toBe('EM');
    expect(posted.querySelector('[data-icon]')).toHaveAttribute(
      'data-icon',
      'heroicons_outline:chat-bubble-bottom-center-text',
    );
    expect(within(posted).getByText('Posted by Lucía Fernández')).toBeInTheDocument();
    expect(
      within(posted).getByRole('img', { name: 'Picture posted with the activity' }),
    ).toHaveAttribute('src', '/api/pages/activities/images/x.png');
    expect(within(posted).getByRole('time')).toHaveAttribute('datetime', expect.any(String));
    expect(within(event).getByText('Applied → Screening')).toBeInTheDocument();
    const external = within(event).getByRole('link', { name: /The news/ });
    expect(external).toHaveAttribute('href', 'https://example.com/news');
    expect(external).toHaveAttribute('target', '_blank');
    // Two days: today's heading, then the older one.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Today');
    expect(headings).toHaveLength(2);
    expect(screen.getByText('That is everything in the feed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const request = new URL(fetch.mock.calls[0]![0].url);
    expect(request.pathname).toBe('/api/pages/activities');
    expect(request.searchParams.get('limit')).toBe('20');

    await user.click(within(posted).getByRole('link', { name: /See the pipeline/ }));
    expect(router.state.location.pathname).toBe('/apps/candidates');
    expect(router.state.location.search).toBe('?vacancy=v1');
  });

  it('loads more after the last activity shown, and says when the feed ends', async () => {
    const fetch = fakeFeed({
      first: [activity('a1'), activity('a2')],
      'first:next': [activity('a2')],
      a2: [activity('a3'), activity('a4')],
    });
    const { user } = renderFeed();
    await screen.findAllByTestId('activity-entry');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(4));
    expect(new URL(fetch.mock.calls[1]![0].url).searchParams.get('before')).toBe('a2');
    expect(screen.getByRole('status')).toHaveTextContent('2 more activities loaded');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByTestId('activity-entry')[2]),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is everything in the feed.')).toBeInTheDocument();
  });

  it('filters by kind through the URL, offering the kinds of the account’s programmes', async () => {
    const fetch = fakeFeed({
      first: [activity('a1')],
      posted: [activity('p1', { kind: 'posted', description: 'Only the posts' })],
    });
    const { user, router } = renderFeed();
    await screen.findAllByTestId('activity-entry');
    const select = screen.getByLabelText('Show');
    // A recruiter: recruitment kinds and posts, no rewards kinds.
    expect(within(select).getByRole('group', { name: 'Recruitment' })).toBeInTheDocument();
    expect(within(select).queryByRole('group', { name: 'Rewards' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'posted');
    expect(await screen.findByText('Only the posts')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=posted');
    expect(new URL(fetch.mock.calls.at(-1)![0].url).searchParams.get('kind')).toBe('posted');
    await user.click(screen.getByRole('button', { name: 'Show all activity' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an empty feed, and an empty kind with a way back to everything', async () => {
    fakeFeed({});
    const { user, router } = renderFeed('/apps/activities?kind=trivia', ['rewards']);
    expect(await screen.findByText('Nothing of this kind yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Show all activity' }).at(-1)!);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getAllByRole('link', { name: 'Post an activity' }).at(-1)!);
    expect(router.state.location.pathname).toBe('/apps/new-activity');
  });

  it('deletes the account’s own post after asking, with a toast', async () => {
    const fetch = fakeFeed(
      {
        first: [
          activity('p1', { kind: 'posted', canDelete: true, description: 'Mine' }),
          activity('a2'),
        ],
      },
      { remove: true },
    );
    const { user } = renderFeed();
    const [mine, other] = (await screen.findAllByTestId('activity-entry')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(
      within(other).queryByRole('button', { name: 'Delete this post' }),
    ).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Delete this post' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this post?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = (await screen.findByText('The post was deleted.')).closest('.toast');
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(1));
    const deletes = () => fetch.mock.calls.filter(([request]) => request.method === 'DELETE');
    // Undo puts it back, with nothing sent.
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The post is back.')).toBeInTheDocument();
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(2);
    expect(deletes()).toEqual([]);

    // Deleted again, the request goes once its toast is closed.
    await user.click(screen.getByRole('button', { name: 'Delete this post' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const again = (await screen.findByText('The post was deleted.')).closest('.toast');
    await user.click(within(again as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(new URL(deletes()[0][0].url).pathname).toBe('/api/pages/activities/p1');
  });
});
