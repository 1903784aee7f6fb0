import { screen, waitFor, within } from '@testing-library/react';
import { deferred, HEALTH_OK, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { healthKeys } from '../api/health';
import { HealthCard } from './HealthCard';

describe('HealthCard', () => {
  it('shows a spinner while the API answers', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    renderWithProviders(<HealthCard />);
    const card = screen.getByTestId('health-card');
    expect(within(card).getByRole('heading', { name: 'API status' })).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Checking the API…');
    answer.resolve(jsonResponse(HEALTH_OK));
    expect(await within(card).findByText('0.1.0')).toBeInTheDocument();
  });

  it('shows status, version, store and uptime', async () => {
    const fetch = stubFetch(() => jsonResponse(HEALTH_OK));
    renderWithProviders(<HealthCard />);
    const badge = await screen.findByTestId('health-status');
    expect(badge).toHaveTextContent('OK');
    expect(badge).toHaveClass('bg-success');
    expect(screen.getByText('0.1.0')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('accepts writes')).toBeInTheDocument();
    expect(screen.getByText('1 hr 2 min')).toBeInTheDocument();
    expect(fetch.mock.calls[0][0].url).toBe('http://localhost/api/health');
  });

  it('marks a degraded API', async () => {
    stubFetch(() =>
      jsonResponse({
        ...HEALTH_OK,
        status: 'degraded',
        store: { status: 'unavailable', collections: 0, writable: false },
      }),
    );
    renderWithProviders(<HealthCard />);
    const badge = await screen.findByTestId('health-status');
    expect(badge).toHaveTextContent('Degraded');
    expect(badge).toHaveClass('bg-warning');
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('read-only')).toBeInTheDocument();
  });

  it('shows the error with a Retry that asks again', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(
        {
          statusCode: 503,
          message: 'The data folder is not readable',
          error: 'Service Unavailable',
        },
        503,
      ),
    );
    const { user, queryClient } = renderWithProviders(<HealthCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not check the API');
    expect(alert).toHaveTextContent('The data folder is not readable');
    expect(screen.queryByTestId('health-status')).not.toBeInTheDocument();

    fetch.mockImplementation(async () => jsonResponse(HEALTH_OK));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('health-status')).toHaveTextContent('OK');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(healthKeys.detail())).toEqual(HEALTH_OK);
  });

  it('explains a network failure in words', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<HealthCard />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.'),
    );
  });
});

describe('healthKeys', () => {
  it('puts the resource first so invalidating `all` covers every health query', () => {
    expect(healthKeys.all).toEqual(['health']);
    expect(healthKeys.detail()).toEqual(['health', 'detail']);
  });
});
