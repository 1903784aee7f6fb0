import { screen, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Summary } from '../api/summary';
import { Component as SummaryBoardPage } from './SummaryBoardPage';

const comparison = (current: number, previous: number) => ({ current, previous });

const RECRUITMENT: NonNullable<Summary['recruitment']> = {
  openVacancies: 12,
  applications: comparison(30, 20),
  funnel: [
    { stage: 'applied', count: 30, conversion: null },
    { stage: 'screening', count: 15, conversion: 0.5 },
    { stage: 'interview', count: 6, conversion: 0.4 },
    { stage: 'offer', count: 3, conversion: 0.5 },
    { stage: 'hired', count: 2, conversion: 0.667 },
  ],
  rejected: 4,
  hires: comparison(2, 4),
  medianDaysToHire: 18.5,
  closingSoon: [
    {
      id: 'v1',
      code: 'VAC-0007',
      title: 'Analista de datos',
      closesAt: '2026-05-22',
      applications: 9,
    },
  ],
};

const REWARDS: NonNullable<Summary['rewards']> = {
  redemptions: comparison(5, 0),
  pointsAwarded: comparison(1200, 1000),
  pointsSpent: comparison(400, 400),
  pointsByMonth: [{ month: '2026-05', awarded: 1200, spent: 400 }],
  invoicesPending: 3,
  redemptionsPending: 1,
};

function stubSummary(parts: Partial<Pick<Summary, 'recruitment' | 'rewards'>>) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/summary') return jsonResponse({ message: 'NOT FOUND' }, 404);
    return jsonResponse({
      period: {
        preset: (url.searchParams.get('period') ?? 'this-month') as Summary['period']['preset'],
        from: '2026-05-01',
        to: '2026-05-20',
        previousFrom: '2026-04-01',
        previousTo: '2026-04-30',
      },
      ...parts,
    } satisfies Summary);
  });
}

const renderBoard = (path = '/apps/tablero') =>
  renderRoutes([{ path: '/apps/tablero', element: <SummaryBoardPage /> }], {
    initialEntries: [path],
  });

describe('the summary board', () => {
  it('shows the recruitment figures with their change and links to the lists behind them', async () => {
    stubSummary({ recruitment: RECRUITMENT, rewards: REWARDS });
    renderBoard();
    const open = await screen.findByRole('link', { name: 'Open vacancies' });
    expect(open).toHaveAttribute('href', '/apps/listadovacanciaInterna?status=open');
    const applications = open.closest('.card')!.parentElement!.nextElementSibling as HTMLElement;
    expect(applications).toHaveTextContent('Applications30+50% against 20 before');
    expect(screen.getByText('18.5 days')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^Pipeline funnel/ })).toBeInTheDocument();
    const closing = screen.getByRole('link', { name: 'Analista de datos' });
    expect(closing).toHaveAttribute('href', '/apps/candidates?vacancy=v1');
    expect(screen.getByText(/4 were rejected/)).toBeInTheDocument();
    expect(
      screen.getByText('May 1, 2026 to May 20, 2026, compared with Apr 1, 2026 to Apr 30, 2026'),
    ).toBeInTheDocument();
  });

  it('reads the funnel as a table, with each stage’s conversion', async () => {
    stubSummary({ recruitment: RECRUITMENT });
    const { user } = renderBoard();
    const funnel = await screen.findByRole('figure', { name: 'Pipeline funnel' });
    await user.click(within(funnel).getByRole('button', { name: 'Show as table' }));
    const rows = within(funnel).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StageApplications',
      'Applied30',
      'Screening (50%)15',
      'Interview (40%)6',
      'Offer (50%)3',
      'Hired (67%)2',
    ]);
  });

  it('shows only the parts the server sends for the role', async () => {
    stubSummary({ rewards: REWARDS });
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recruitment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoices to review' })).toHaveAttribute(
      'href',
      '/apps/facturas-completadas?status=pending',
    );
    const redemptions = screen.getByRole('link', { name: 'Redemptions' }).closest('.card')!;
    expect(redemptions).toHaveTextContent('Nothing in the period before');
    expect(redemptions).toHaveTextContent('1 waiting for approval');
  });

  it('asks for the period chosen and keeps it in the address', async () => {
    const fetch = stubSummary({ recruitment: RECRUITMENT });
    const { user, router } = renderBoard('/apps/tablero?period=last-month');
    await screen.findByRole('link', { name: 'Open vacancies' });
    expect(new URL(fetch.mock.calls[0][0].url).searchParams.get('period')).toBe('last-month');
    expect(screen.getByLabelText('Period')).toHaveValue('last-month');
    await user.selectOptions(screen.getByLabelText('Period'), 'This quarter');
    expect(router.state.location.search).toBe('?period=this-quarter');
    const last = fetch.mock.calls.at(-1)![0];
    expect(new URL(last.url).searchParams.get('period')).toBe('this-quarter');
  });
});
