import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { dayBounds } from '../../../lib/local-time';
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
});
