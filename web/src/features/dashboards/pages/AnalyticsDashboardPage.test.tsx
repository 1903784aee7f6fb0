import { screen, within } from '@testing-library/react';
import { ANALYTICS } from '../testing/fixtures';
import { chartSeries, renderDashboard } from '../testing/render-dashboard';
import { AnalyticsDashboardPage } from './AnalyticsDashboardPage';

describe('AnalyticsDashboardPage', () => {
  it('draws the visitors of the year chosen, the weekly figures and the audience', async () => {
    const { user } = renderDashboard('analytics', <AnalyticsDashboardPage />, ANALYTICS);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analytics dashboard' }),
    ).toBeInTheDocument();
    const visitors = await screen.findByRole('figure', { name: 'Unique visitors, This year' });
    expect(chartSeries(await within(visitors).findByRole('img'))).toEqual([[410, 420, 433]]);
    await user.click(screen.getByRole('button', { name: 'Last year' }));
    expect(screen.getByRole('button', { name: 'Last year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const lastYear = screen.getByRole('figure', { name: 'Unique visitors, Last year' });
    expect(chartSeries(await within(lastYear).findByRole('img'))).toEqual([[210, 220, 230]]);

    const conversions = screen.getByRole('region', { name: 'Conversions' });
    expect(conversions).toHaveTextContent('Last 2 weeks1,873');
    expect(
      chartSeries(
        await within(
          within(conversions).getByRole('figure', { name: 'Conversions per week' }),
        ).findByRole('img'),
      ),
    ).toEqual([[900, 973]]);

    const scores = screen.getByRole('region', { name: 'Visitors vs. page views' });
    expect(scores).toHaveTextContent('Overall score386');
    expect(scores).toHaveTextContent('Average ratio41%');

    const gender = screen.getByRole('figure', { name: 'Gender' });
    expect(chartSeries(await within(gender).findByRole('img'))).toEqual([[52, 48]]);
    const [female] = within(gender.closest('.card') as HTMLElement).getAllByRole('listitem');
    expect(female).toHaveTextContent('Female520 visitors52%');
  });

  it('shows the table behind a chart', async () => {
    const { user } = renderDashboard('analytics', <AnalyticsDashboardPage />, ANALYTICS);
    const impressions = await screen.findByRole('region', { name: 'Impressions' });

    await user.click(within(impressions).getByRole('button', { name: 'Show as table' }));

    const rows = within(within(impressions).getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('WeekImpressions');
    expect(rows[2]).toHaveTextContent(/Mar 8\s–\s14\s*2,700/);
  });
});
