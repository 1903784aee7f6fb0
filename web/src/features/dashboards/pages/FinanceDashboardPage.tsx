import { useTranslation } from 'react-i18next';
import { SoftBadge } from '../../../components/badges/SoftBadge';
import { ChartFigure } from '../../../components/charts';
import { formatDateTime, formatDay, formatMoney, PRODUCT_CURRENCY } from '../../../lib/format';
import {
  type FinanceDashboard,
  type Statement,
  type Transaction,
  useFinanceDashboard,
} from '../api/dashboards';
import { DashboardFrame } from '../components/DashboardFrame';
import { DashCard, Figure } from '../components/DashCard';
import { Meter } from '../components/Meter';
import { formatPercent, formatShortDay, formatAmount } from '../lib/format';

function StatusBadge({ status }: { status: Statement['status'] | Transaction['status'] }) {
  const { t } = useTranslation();
  if (status === 'pending') {
    return (
      <SoftBadge tone="warning" icon="bi-hourglass-split">
        {t('dashboards.finance.status.pending')}
      </SoftBadge>
    );
  }
  return (
    <SoftBadge tone="success" icon="bi-check-circle">
      {t(`dashboards.finance.status.${status}`)}
    </SoftBadge>
  );
}

function StatementCard({ title, statement }: { title: string; statement: Statement }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const used = (statement.spent / statement.limit) * 100;
  return (
    <DashCard
      title={title}
      subtitle={formatDay(statement.date, locale)}
      className="h-100"
      testId="dash-statement"
      actions={<StatusBadge status={statement.status} />}
    >
      <dl className="dash-figures mb-3">
        <Figure
          label={t('dashboards.finance.cardLimit')}
          value={formatAmount(statement.limit, PRODUCT_CURRENCY, locale)}
        />
        <Figure
          label={t('dashboards.finance.spent')}
          value={formatAmount(statement.spent, PRODUCT_CURRENCY, locale)}
        />
        <Figure
          label={t('dashboards.finance.minimum')}
          value={formatAmount(statement.minimum, PRODUCT_CURRENCY, locale)}
        />
      </dl>
      <Meter
        label={t('dashboards.finance.limitUsed')}
        amount={formatPercent(used, locale)}
        target={used}
        targetLabel={t('dashboards.finance.ofLimit', {
          limit: formatAmount(statement.limit, PRODUCT_CURRENCY, locale),
        })}
        over={statement.spent > statement.limit}
      />
    </DashCard>
  );
}

function BalanceCard({ balance }: { balance: FinanceDashboard['accountBalance'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const names: Record<string, string> = {
    Predicted: t('dashboards.finance.predicted'),
    Actual: t('dashboards.finance.actual'),
  };
  return (
    <DashCard
      title={t('dashboards.finance.accountBalance')}
      subtitle={t('dashboards.finance.accountBalanceText')}
      className="h-100"
    >
      <dl className="dash-figures mb-3">
        <Figure
          label={t('dashboards.finance.growRate')}
          value={formatPercent(balance.growRate, locale, 2)}
          size="lg"
        />
        <Figure
          label={t('dashboards.finance.ami')}
          value={formatAmount(balance.ami, PRODUCT_CURRENCY, locale)}
          size="lg"
        />
      </dl>
      <ChartFigure
        title={t('dashboards.finance.balanceChart')}
        kind="area"
        labels={(balance.series[0]?.data ?? []).map((point) => formatShortDay(point.x, locale))}
        series={balance.series.map((entry) => ({
          label: names[entry.name] ?? entry.name,
          data: entry.data.map((point) => point.y),
        }))}
        labelHeader={t('dashboards.day')}
        formatValue={(value) => formatPercent(value, locale, 2)}
        height={260}
      />
    </DashCard>
  );
}

function BudgetCard({ budget }: { budget: FinanceDashboard['budget'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = (value: number) => formatAmount(value, PRODUCT_CURRENCY, locale);
  const billsOver = budget.bills > budget.billsLimit;
  return (
    <DashCard
      title={t('dashboards.finance.budget')}
      subtitle={t('dashboards.finance.budgetText')}
      className="h-100"
      testId="dash-budget"
    >
      <div className="d-grid gap-3">
        <Meter
          label={t('dashboards.finance.expenses')}
          amount={money(budget.expenses)}
          target={(budget.expenses / budget.expensesLimit) * 100}
          targetLabel={t('dashboards.finance.ofLimit', { limit: money(budget.expensesLimit) })}
          over={budget.expenses > budget.expensesLimit}
        />
        <Meter
          label={t('dashboards.finance.savings')}
          amount={money(budget.savings)}
          target={(budget.savings / budget.savingsGoal) * 100}
          targetLabel={t('dashboards.finance.ofGoal', { goal: money(budget.savingsGoal) })}
        />
        <Meter
          label={t('dashboards.finance.bills')}
          amount={money(budget.bills)}
          target={(budget.bills / budget.billsLimit) * 100}
          targetLabel={t('dashboards.finance.ofLimit', { limit: money(budget.billsLimit) })}
          over={billsOver}
        />
      </div>
      {billsOver && (
        <p className="dash-warning mt-3 mb-0">
          <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />
          {t('dashboards.finance.limitExceeded')}
        </p>
      )}
    </DashCard>
  );
}

function TransactionsCard({ transactions }: { transactions: Transaction[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const pending = transactions.filter((entry) => entry.status === 'pending').length;
  const completed = transactions.length - pending;
  return (
    <DashCard
      title={t('dashboards.finance.transactions')}
      subtitle={t('dashboards.finance.transactionsCount', {
        pending: t('dashboards.finance.pendingCount', { count: pending }),
        completed: t('dashboards.finance.completedCount', { count: completed }),
      })}
      testId="dash-transactions"
    >
      {/* Amounts with their currency may be wider than a phone: the table then scrolls
          sideways, and a region that scrolls must take the keyboard's focus (the table inside
          names it). */}
      <div className="table-responsive" tabIndex={0}>
        <table className="table align-middle mb-0 dash-table">
          <caption className="visually-hidden">{t('dashboards.finance.transactions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboards.finance.transaction')}</th>
              <th scope="col" className="text-end">
                {t('dashboards.finance.amount')}
              </th>
              <th scope="col" className="text-end d-none d-sm-table-cell">
                {t('dashboards.finance.statusHeader')}
              </th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <span className="dash-table__name">{entry.name}</span>
                  <span className="dash-table__meta">
                    <span className="font-monospace">{entry.transactionId}</span>
                    <span aria-hidden="true"> · </span>
                    <time dateTime={entry.date} title={formatDateTime(entry.date, locale)}>
                      {formatDay(entry.date, locale)}
                    </time>
                  </span>
                </td>
                <td
                  className={`text-end text-nowrap dash-amount ${entry.amount < 0 ? 'dash-amount--out' : 'dash-amount--in'}`}
                >
                  {formatMoney(entry.amount, PRODUCT_CURRENCY, locale, { signDisplay: 'always' })}
                  {/* On a phone the status goes under the amount: three columns do not fit. */}
                  <span className="d-block d-sm-none mt-1">
                    <StatusBadge status={entry.status} />
                  </span>
                </td>
                <td className="text-end d-none d-sm-table-cell">
                  <StatusBadge status={entry.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashCard>
  );
}

/** dashboards/finance: statements, the account's balance, the budget and transactions. */
export function FinanceDashboardPage() {
  const { t } = useTranslation();
  const query = useFinanceDashboard();
  return (
    <DashboardFrame
      title={t('routes.finance')}
      subtitle={t('dashboards.finance.subtitle')}
      query={query}
    >
      {(data) => (
        <>
          <div className="row g-4">
            <div className="col-12 col-lg-6">
              <StatementCard
                title={t('dashboards.finance.previousStatement')}
                statement={data.previousStatement}
              />
            </div>
            <div className="col-12 col-lg-6">
              <StatementCard
                title={t('dashboards.finance.currentStatement')}
                statement={data.currentStatement}
              />
            </div>
          </div>
          <div className="row g-4">
            <div className="col-12 col-xl-8">
              <BalanceCard balance={data.accountBalance} />
            </div>
            <div className="col-12 col-xl-4">
              <BudgetCard budget={data.budget} />
            </div>
          </div>
          <TransactionsCard transactions={data.recentTransactions} />
        </>
      )}
    </DashboardFrame>
  );
}

export { FinanceDashboardPage as Component };
