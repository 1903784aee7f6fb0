import { screen, within } from '@testing-library/react';
import { PROJECT } from '../testing/fixtures';
import { chartLabels, chartSeries, renderDashboard } from '../testing/render-dashboard';
import { ProjectDashboardPage } from './ProjectDashboardPage';

describe('ProjectDashboardPage', () => {
  it('shows issues, tasks and the schedule, then the budget and the team in their tabs', async () => {
    const { user } = renderDashboard('project', <ProjectDashboardPage />, PROJECT);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project dashboard' }),
    ).toBeInTheDocument();
    const issues = await screen.findByRole('region', { name: 'Issues summary' });
    const chart = await within(
      within(issues).getByRole('figure', { name: 'New and closed issues per day' }),
    ).findByRole('img');
    expect(chartLabels(chart)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(chartSeries(chart)).toEqual([
      [31, 36, 27, 29, 24, 11, 10],
      [18, 22, 25, 19, 21, 9, 7],
    ]);
    expect(issues).toHaveTextContent('New issues168');
    await user.click(within(issues).getByRole('button', { name: 'Last week' }));
    expect(issues).toHaveTextContent('New issues152');

    const tasks = screen.getByRole('region', { name: 'Task distribution' });
    expect(
      chartSeries(
        await within(within(tasks).getByRole('figure', { name: 'Tasks by area' })).findByRole(
          'img',
        ),
      ),
    ).toEqual([[18, 26, 34, 22]]);
    expect(tasks).toHaveTextContent('New tasks412');

    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(schedule).toHaveTextContent(/9:00\sAMStand-upRoom 2A/);
    await user.click(within(schedule).getByRole('button', { name: 'Tomorrow' }));
    expect(schedule).toHaveTextContent('Quarterly hiring plan');

    await user.click(screen.getByRole('tab', { name: 'Budget' }));
    const details = await screen.findByTestId('dash-budget-details');
    expect(within(details).getAllByRole('row')[1]).toHaveTextContent(
      'ConceptTotal MX$12,400.00MX$12,400.00MX$11,652.8093.97%MX$747.206.03%',
    );
    expect(screen.getByRole('figure', { name: 'Share of the budget by category' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const member = await screen.findByTestId('dash-member');
    expect(member).toHaveTextContent('Carolina MéndezProject Director');
    expect(within(member).getByRole('link', { name: 'E-mail Carolina Méndez' })).toHaveAttribute(
      'href',
      'mailto:carolina.mendez@talento.example',
    );
  });
});
