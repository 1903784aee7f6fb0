import { act, screen, within } from '@testing-library/react';
import es from '../../../../public/i18n/es.json';
import type { FinanceDashboard } from '../api/dashboards';
import { FINANCE } from '../testing/fixtures';
import { askedLanguages, chartSeries, renderDashboard } from '../testing/render-dashboard';
import { FinanceDashboardPage } from './FinanceDashboardPage';

describe('FinanceDashboardPage', () => {
  it('shows the statements, the balance chart, the budget and the transactions', async () => {
    renderDashboard('finance', <FinanceDashboardPage />, FINANCE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finance dashboard' }),
    ).toBeInTheDocument();
    const [previous, current] = await screen.findAllByTestId('dash-statement');
    expect(previous).toHaveTextContent('Previous statement');
    expect(previous).toHaveTextContent('Paid');
    expect(previous).toHaveTextContent('Card limitMX$34,500.00');
    expect(previous).toHaveTextContent('SpentMX$21,845.60');
    expect(current).toHaveTextContent('Pending');
    expect(current).toHaveTextContent('Minimum paymentMX$8,517.04');

    const balance = screen.getByRole('figure', { name: 'Balance growth, predicted and actual' });
    expect(chartSeries(await within(balance).findByRole('img'))).toEqual([
      [30, 31],
      [28, 33],
    ]);
    expect(screen.getByRole('region', { name: 'Account balance' })).toHaveTextContent(
      'Average monthly incomeMX$38,120.00',
    );

    const budget = screen.getByTestId('dash-budget');
    expect(
      within(budget).getByRole('progressbar', { name: /^Expenses: MX\$14,382\.50/ }),
    ).toHaveAttribute('aria-valuenow', '72');
    expect(budget).toHaveTextContent('of the MX$250,000.00 goal');
    // The bills are over their limit of 1,000.
    expect(budget).toHaveTextContent('The bills are over their limit.');

    const transactions = screen.getByRole('region', { name: 'Recent transactions' });
    expect(transactions).toHaveTextContent('1 pending, 1 completed');
    const rows = within(within(transactions).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('TransactionAmountStatus');
    // The status shows in its own column, or under the amount on a phone.
    expect(rows[1]).toHaveTextContent(
      'Lucía Romero604218733KD · Mar 17, 2026+MX$2,150.00CompletedCompleted',
    );
    expect(rows[2]).toHaveTextContent(
      'Nordic Staffing Ltd.604197250PL · Mar 16, 2026-MX$874.35PendingPending',
    );
  });

  it('asks for the sample in the reader’s language and shows its texts in Spanish', async () => {
    // The server's answer: a payment's description in the language asked for, names as they are.
    const inLanguage = (lang: string | null): FinanceDashboard => ({
      ...FINANCE,
      recentTransactions: [
        ...FINANCE.recentTransactions,
        {
          id: 'a3',
          transactionId: '603751906RT',
          name: lang === 'es' ? 'Hospedaje en la nube' : 'Cloud hosting',
          amount: -249.99,
          status: 'completed',
          date: '2026-03-12T08:30:00.000Z',
        },
      ],
    });
    const { fetch, i18n } = renderDashboard('finance', <FinanceDashboardPage />, inLanguage);
    const english = await screen.findByRole('region', { name: 'Recent transactions' });
    expect(english).toHaveTextContent('Cloud hosting');

    i18n.addResourceBundle('es', 'translation', es);
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('Hospedaje en la nube')).toBeInTheDocument();
    const transactions = screen.getByRole('region', { name: 'Transacciones recientes' });
    expect(transactions).toHaveTextContent('Lucía Romero');
    expect(transactions).toHaveTextContent('Nordic Staffing Ltd.');
    expect(transactions).not.toHaveTextContent('Cloud hosting');
    expect(askedLanguages(fetch)).toEqual(['en', 'es']);
  });
});
