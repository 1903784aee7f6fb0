import { act, screen, within } from '@testing-library/react';
import es from '../../../../public/i18n/es.json';
import type { ProjectDashboard } from '../api/dashboards';
import { PROJECT } from '../testing/fixtures';
import {
  askedLanguages,
  chartLabels,
  chartSeries,
  renderDashboard,
} from '../testing/render-dashboard';
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

  it('shows the schedule, the budget’s categories and job titles in Spanish', async () => {
    const SPANISH: ProjectDashboard = {
      ...PROJECT,
      taskDistribution: {
        ...PROJECT.taskDistribution,
        labels: ['API', 'Servidor', 'Interfaz', 'Incidencias'],
      },
      schedule: {
        today: [{ title: 'Junta diaria', time: '09:00', location: 'Sala 2A' }],
        tomorrow: [{ title: 'Plan trimestral de contrataciones', time: '09:30' }],
      },
      budgetDistribution: { ...PROJECT.budgetDistribution, categories: ['Concepto', 'Diseño'] },
      budgetDetails: {
        ...PROJECT.budgetDetails,
        rows: PROJECT.budgetDetails.rows.map((row) => ({ ...row, type: 'Concepto' })),
      },
      teamMembers: PROJECT.teamMembers.map((member) => ({
        ...member,
        title: 'Directora de proyectos',
      })),
    };
    const inLanguage = (lang: string | null) => (lang === 'es' ? SPANISH : PROJECT);
    const { fetch, i18n, user } = renderDashboard('project', <ProjectDashboardPage />, inLanguage);
    i18n.addResourceBundle('es', 'translation', es);
    await act(() => i18n.changeLanguage('es'));

    const schedule = await screen.findByRole('region', { name: 'Agenda' });
    expect(await within(schedule).findByText('Junta diaria')).toBeInTheDocument();
    expect(schedule).toHaveTextContent('Sala 2A');
    const tasks = screen.getByRole('region', { name: 'Distribución de tareas' });
    expect(
      chartLabels(
        await within(within(tasks).getByRole('figure', { name: 'Tareas por área' })).findByRole(
          'img',
        ),
      ),
    ).toEqual(['API', 'Servidor', 'Interfaz', 'Incidencias']);

    await user.click(screen.getByRole('tab', { name: 'Presupuesto' }));
    const details = await screen.findByTestId('dash-budget-details');
    expect(within(details).getAllByRole('row')[1]).toHaveTextContent(/^Concepto/);
    await user.click(screen.getByRole('tab', { name: 'Equipo' }));
    expect(await screen.findByTestId('dash-member')).toHaveTextContent(
      'Carolina MéndezDirectora de proyectos',
    );
    expect(askedLanguages(fetch).at(-1)).toBe('es');
  });
});
