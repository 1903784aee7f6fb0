import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ChartFigure } from './ChartFigure';

const money = (value: number) => `$${value}`;

describe('ChartFigure', () => {
  it('names the chart with its caption and, for a short series, every value', async () => {
    renderWithProviders(
      <ChartFigure
        title="Hires per month"
        kind="bar"
        labels={['Jan', 'Feb']}
        series={[{ label: 'Hires', data: [3, 5] }]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Hires per month' })).toBeInTheDocument();
    expect(await screen.findByRole('img')).toHaveAttribute(
      'aria-label',
      'Hires per month. Jan: 3, Feb: 5',
    );
  });

  it('shows the figures as a table, with links to the list behind each label', async () => {
    const { user } = renderWithProviders(
      <ChartFigure
        title="Points"
        kind="line"
        labels={['Jan', 'Feb']}
        labelHeader="Month"
        series={[
          { label: 'Awarded', data: [10, 20] },
          { label: 'Spent', data: [4, 0] },
        ]}
        formatValue={money}
        linkFor={(index) => (index === 0 ? '/apps/canjes?month=1' : undefined)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = screen.getByRole('table', { name: 'Points' });
    expect(table).toHaveTextContent('MonthAwardedSpent');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jan$10$4');
    expect(rows[2]).toHaveTextContent('Feb$20$0');
    expect(screen.getByRole('link', { name: 'Jan' })).toHaveAttribute(
      'href',
      '/apps/canjes?month=1',
    );
    expect(screen.queryByRole('link', { name: 'Feb' })).not.toBeInTheDocument();
  });

  it('says there is nothing to draw when every value is zero', async () => {
    renderWithProviders(
      <ChartFigure
        title="Empty"
        kind="doughnut"
        labels={['A']}
        series={[{ label: 'n', data: [0] }]}
      />,
    );
    expect(screen.getByText('No data for this period.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });
});
