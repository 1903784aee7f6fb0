import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { itTellsOfAChangeMeanwhile, VERSIONS } from '../../../test/version-conflict';
import { toLocalInput } from '../lib/format';
import { banner, fakeRewardsApi } from '../testing/fake-api';
import { BannerFormPage } from './BannerFormPage';

function renderPage(path = '/apps/new-banner') {
  return renderRoutes(
    [
      { path: '/apps/new-banner', element: <BannerFormPage /> },
      { path: '/apps/banners', element: <h1>The banners</h1> },
    ],
    { initialEntries: [path] },
  );
}

/** A start well in the future, so the banner shows as scheduled. */
const NEXT_YEAR = `${new Date().getFullYear() + 1}-12-01T09:00`;

describe('BannerFormPage', () => {
  it('shows the server’s messages beside the fields and keeps everything typed', async () => {
    const server = fakeRewardsApi();
    server.fail('POST', '/api/banners', {
      status: 422,
      body: {
        message: 'endsAt must come after startsAt',
        error: 'Unprocessable Entity',
        fields: { endsAt: ['endsAt must come after startsAt'] },
      },
    });
    const { user, router } = renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Winter trivia');
    await user.type(screen.getByLabelText('Link'), '/apps/premios');
    await user.type(screen.getByLabelText('Shows from'), NEXT_YEAR);
    await user.click(screen.getByRole('button', { name: 'Add banner' }));

    expect(await screen.findByText('endsAt must come after startsAt')).toBeInTheDocument();
    expect(screen.getByLabelText('Shows until')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Title')).toHaveValue('Winter trivia');
    expect(screen.getByLabelText('Link')).toHaveValue('/apps/premios');
    expect(screen.getByLabelText('Shows from')).toHaveValue(NEXT_YEAR);
    expect(router.state.location.pathname).toBe('/apps/new-banner');
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/banners',
        body: {
          title: 'Winter trivia',
          link: '/apps/premios',
          active: true,
          startsAt: new Date(NEXT_YEAR).toISOString(),
          endsAt: null,
        },
      },
    ]);
    expect(screen.getByText('Scheduled')).toBeInTheDocument();

    server.pass('POST', '/api/banners');
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/banners'));
    expect(router.state.location.state).toEqual({
      flash: { text: 'Winter trivia was added, last in the order.' },
    });
  });

  it('checks the link and the dates as the server does, before asking it', async () => {
    const server = fakeRewardsApi();
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Broken');
    await user.type(screen.getByLabelText('Link'), 'www.example.com');
    await user.type(screen.getByLabelText('Shows from'), '2026-12-10T09:00');
    await user.type(screen.getByLabelText('Shows until'), '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(
      await screen.findByText(
        'Enter a path that starts with / or an address that starts with http:// or https://.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The end must come after the start.')).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
  });

  it('edits a banner, keeping the dates it did not touch', async () => {
    const startsAt = '2026-11-01T08:30:15.250Z';
    const server = fakeRewardsApi({
      banners: [banner('b9', 'Points week', 0, { startsAt, link: 'https://example.com/x' })],
    });
    const { user, router } = renderPage('/apps/new-banner?id=b9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Points week' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Shows from')).toHaveValue(toLocalInput(startsAt));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Double points week');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/banners'));
    expect(server.changes()).toMatchObject([
      {
        method: 'PATCH',
        path: '/api/banners/b9',
        body: {
          title: 'Double points week',
          link: 'https://example.com/x',
          active: false,
          startsAt,
          endsAt: null,
        },
      },
    ]);
  });

  describe('when the live stream brings someone else’s change before any save', () => {
    const READ = { ...banner('b1', 'Winter trivia', 1), version: VERSIONS.read };
    itTellsOfAChangeMeanwhile({
      isRead: (request) => new URL(request.url).pathname === '/api/banners/b1',
      read: READ,
      theirs: { ...READ, link: '/apps/trivias', active: false, version: VERSIONS.theirs },
      open: async () => {
        const rendered = renderPage('/apps/new-banner?id=b1');
        expect(await screen.findByLabelText('Title')).toHaveValue('Winter trivia');
        return rendered;
      },
      edit: (user) => user.type(screen.getByLabelText('Title'), ' quiz'),
      expectEdited: () => expect(screen.getByLabelText('Title')).toHaveValue('Winter trivia quiz'),
      changed: 'Link, Active',
      expectTheirs: () => {
        expect(screen.getByLabelText('Title')).toHaveValue('Winter trivia');
        expect(screen.getByLabelText('Link')).toHaveValue('/apps/trivias');
      },
    });
  });
});
