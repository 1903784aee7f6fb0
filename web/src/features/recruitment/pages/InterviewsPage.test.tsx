import { act, screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { dayBounds, localInstant } from '../../../lib/local-time';
import { InterviewsPage } from './InterviewsPage';

describe('InterviewsPage (apps/interviews)', () => {
  it('asks for the slots of the chosen day in local time, and steps a day at a time', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ items: [], pagination: { length: 0, size: 100, page: 1, lastPage: 1 } }),
    );
    const { user, router } = renderRoutes(
      [{ path: '/apps/interviews', element: <InterviewsPage /> }],
      {
        initialEntries: ['/apps/interviews?day=2030-03-04'],
      },
    );
    expect(await screen.findByTestId('interviews-empty')).toHaveTextContent(
      'No interview slots on this day.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Monday, March 4, 2030' })).toBeVisible();
    const asked = new URL(fetch.mock.calls[0][0].url).searchParams;
    expect({ from: asked.get('from'), to: asked.get('to') }).toEqual(dayBounds('2030-03-04'));

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(router.state.location.search).toBe('?day=2030-03-05');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tuesday, March 5, 2030' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(router.state.location.search).toBe('?day=2030-03-03');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe('');
  });

  it('points an empty day to the next day with slots, and goes there', async () => {
    const page = (items: unknown[]) =>
      jsonResponse({
        items,
        pagination: { length: items.length, size: 100, page: 1, lastPage: 1 },
      });
    const later = {
      id: '55555555-5555-4555-8555-555555555555',
      vacancyId: '44444444-4444-4444-8444-444444444444',
      vacancy: {
        id: '44444444-4444-4444-8444-444444444444',
        code: 'VAC-0001',
        title: 'Analista QA',
        status: 'open',
        companyName: 'Acme',
        openings: 1,
      },
      startsAt: localInstant('2030-03-07', '09:00'),
      endsAt: localInstant('2030-03-07', '09:30'),
      capacity: 2,
      remaining: 2,
      bookings: [],
    };
    const fetch = stubFetch((request) => {
      const query = new URL(request.url).searchParams;
      // The day's list has an end; the look-ahead for the next slot has none.
      if (query.get('to'))
        return page(query.get('from') === dayBounds('2030-03-07').from ? [later] : []);
      return page([later]);
    });
    const { user, router } = renderRoutes(
      [{ path: '/apps/interviews', element: <InterviewsPage /> }],
      { initialEntries: ['/apps/interviews?day=2030-03-04'] },
    );
    const pointer = await screen.findByRole('button', {
      name: 'Next day with slots: Thursday, March 7, 2030',
    });
    const lookAhead = fetch.mock.calls
      .map(([request]) => new URL(request.url).searchParams)
      .find((query) => !query.get('to'));
    expect(lookAhead?.get('from')).toBe(dayBounds('2030-03-04').to);
    expect(lookAhead?.get('size')).toBe('1');

    await user.click(pointer);
    expect(router.state.location.search).toBe('?day=2030-03-07');
    expect(await screen.findByText('Analista QA', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('interviews-next-day')).not.toBeInTheDocument();
  });

  it('offers no pointer when no later day has slots', async () => {
    stubFetch(() =>
      jsonResponse({ items: [], pagination: { length: 0, size: 100, page: 1, lastPage: 1 } }),
    );
    renderRoutes([{ path: '/apps/interviews', element: <InterviewsPage /> }], {
      initialEntries: ['/apps/interviews?day=2030-03-04'],
    });
    await screen.findByTestId('interviews-empty');
    // Time for the question about later days to be answered (and drawn, inside act).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('interviews-next-day')).not.toBeInTheDocument();
  });
});
