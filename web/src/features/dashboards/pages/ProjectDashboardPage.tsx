import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts';
import {
  type ProjectDashboard,
  type TeamMember,
  useProjectDashboard,
  type WeeklyFigure,
} from '../api/dashboards';
import { DashboardFrame } from '../components/DashboardFrame';
import { DashCard, Figure } from '../components/DashCard';
import { PeriodToggle } from '../components/PeriodToggle';
import { formatClock, formatPercent, formatAmount, formatWeek, formatWeekday } from '../lib/format';
import { PRODUCT_CURRENCY } from '../../../lib/format';

type Week = 'this-week' | 'last-week';
type Day = 'today' | 'tomorrow';

function useWeekOptions() {
  const { t } = useTranslation();
  return [
    { value: 'this-week' as const, label: t('dashboards.project.thisWeek') },
    { value: 'last-week' as const, label: t('dashboards.project.lastWeek') },
  ];
}

const ISSUE_COUNTS = [
  ['new-issues', 'newIssues'],
  ['closed-issues', 'closedIssues'],
  ['fixed', 'fixed'],
  ['wont-fix', 'wontFix'],
  ['re-opened', 'reOpened'],
  ['needs-triage', 'needsTriage'],
] as const;

function IssuesCard({ issues }: { issues: ProjectDashboard['githubIssues'] }) {
  const { t, i18n } = useTranslation();
  const [week, setWeek] = useState<Week>('this-week');
  const weeks = useWeekOptions();
  const overview = issues.overview[week];
  const names = [t('dashboards.project.newIssues'), t('dashboards.project.closedIssues')];
  return (
    <DashCard
      title={t('dashboards.project.issues')}
      className="h-100"
      actions={
        <PeriodToggle
          label={t('dashboards.project.issuesPeriod')}
          value={week}
          onChange={setWeek}
          options={weeks}
        />
      }
    >
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ChartFigure
            title={t('dashboards.project.newVsClosed')}
            kind="bar"
            labels={issues.labels.map((label) => formatWeekday(label, i18n.language))}
            series={issues.series[week].map((entry, index) => ({
              label: names[index] ?? entry.name,
              data: entry.data,
            }))}
            labelHeader={t('dashboards.project.day')}
            height={240}
          />
        </div>
        <div className="col-12 col-lg-5">
          <h3 className="dash-card__subheading">{t('dashboards.project.overview')}</h3>
          <dl className="dash-tiles">
            {ISSUE_COUNTS.map(([key, label], index) => (
              <div
                key={key}
                className={`dash-tile ${index < 2 ? 'dash-tile--main' : ''} dash-tile--${key}`}
              >
                <dt>{t(`dashboards.project.${label}`)}</dt>
                <dd>{new Intl.NumberFormat(i18n.language).format(overview[key])}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </DashCard>
  );
}

function TasksCard({ tasks }: { tasks: ProjectDashboard['taskDistribution'] }) {
  const { t, i18n } = useTranslation();
  const [week, setWeek] = useState<Week>('this-week');
  const weeks = useWeekOptions();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <DashCard
      title={t('dashboards.project.tasks')}
      className="h-100"
      actions={
        <PeriodToggle
          label={t('dashboards.project.tasksPeriod')}
          value={week}
          onChange={setWeek}
          options={weeks}
        />
      }
    >
      <ChartFigure
        title={t('dashboards.project.tasksByArea')}
        kind="doughnut"
        labels={tasks.labels}
        series={[{ label: t('dashboards.share'), data: tasks.series[week] }]}
        formatValue={(value) => formatPercent(value, i18n.language)}
        height={200}
      />
      <dl className="dash-figures dash-figures--center mt-3 mb-0">
        <Figure label={t('dashboards.project.newTasks')} value={number(tasks.overview[week].new)} />
        <Figure
          label={t('dashboards.project.completedTasks')}
          value={number(tasks.overview[week].completed)}
        />
      </dl>
    </DashCard>
  );
}

function ScheduleCard({ schedule }: { schedule: ProjectDashboard['schedule'] }) {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState<Day>('today');
  return (
    <DashCard
      title={t('dashboards.project.schedule')}
      className="h-100"
      actions={
        <PeriodToggle
          label={t('dashboards.project.scheduleDay')}
          value={day}
          onChange={setDay}
          options={[
            { value: 'today', label: t('dashboards.project.today') },
            { value: 'tomorrow', label: t('dashboards.project.tomorrow') },
          ]}
        />
      }
    >
      <ul className="dash-schedule">
        {schedule[day].map((item, index) => (
          <li key={`${item.time}-${index}`}>
            <time className="dash-schedule__time">{formatClock(item.time, i18n.language)}</time>
            <span className="dash-schedule__title">{item.title}</span>
            {item.location && (
              <span className="dash-schedule__where">
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {item.location}
              </span>
            )}
          </li>
        ))}
      </ul>
    </DashCard>
  );
}

function ExpensesCard({ title, figure }: { title: string; figure: WeeklyFigure }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatAmount(value, PRODUCT_CURRENCY, i18n.language, 0);
  return (
    <DashCard title={title} className="h-100">
      <dl className="mb-3">
        <Figure
          label={t('dashboards.lastWeeks', { count: figure.labels.length })}
          value={money(figure.amount)}
          size="lg"
        />
      </dl>
      <ChartFigure
        title={t('dashboards.perWeek', { name: title })}
        kind="area"
        labels={figure.labels.map((label) => formatWeek(label, i18n.language))}
        series={figure.series.map((entry) => ({
          label: t('dashboards.project.expenses'),
          data: entry.data,
        }))}
        labelHeader={t('dashboards.week')}
        formatValue={money}
        height={120}
      />
    </DashCard>
  );
}

function BudgetDetails({ details }: { details: ProjectDashboard['budgetDetails'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <DashCard
      title={t('dashboards.project.budgetDetails')}
      className="h-100"
      testId="dash-budget-details"
    >
      {/* Amounts with their currency may be wider than a phone: the table then scrolls
          sideways, and a region that scrolls must take the keyboard's focus (the table inside
          names it). */}
      <div className="table-responsive" tabIndex={0}>
        <table className="table align-middle mb-0 dash-table">
          <caption className="visually-hidden">{t('dashboards.project.budgetDetails')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboards.project.type')}</th>
              <th scope="col" className="text-end d-none d-sm-table-cell">
                {t('dashboards.project.total')}
              </th>
              <th scope="col" className="text-end">
                {t('dashboards.project.spentAmount')}
              </th>
              <th scope="col" className="text-end">
                {t('dashboards.project.remaining')}
              </th>
            </tr>
          </thead>
          <tbody>
            {details.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="fw-semibold">
                  {row.type}
                  {/* On a phone the total goes under the category: four columns do not fit. */}
                  <span className="dash-table__meta fw-normal d-sm-none">
                    {t('dashboards.project.totalOf', {
                      total: formatAmount(row.total, PRODUCT_CURRENCY, locale),
                    })}
                  </span>
                </th>
                <td className="text-end text-nowrap d-none d-sm-table-cell">
                  {formatAmount(row.total, PRODUCT_CURRENCY, locale)}
                </td>
                <td className="text-end text-nowrap">
                  {formatAmount(row.expensesAmount, PRODUCT_CURRENCY, locale)}
                  <span className="dash-table__share">
                    {formatPercent(row.expensesPercentage, locale, 2)}
                  </span>
                </td>
                <td className="text-end text-nowrap">
                  {formatAmount(row.remainingAmount, PRODUCT_CURRENCY, locale)}
                  <span
                    className={`dash-table__share ${row.remainingPercentage < 30 ? 'dash-table__share--low' : ''}`}
                  >
                    {formatPercent(row.remainingPercentage, locale, 2)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashCard>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <article className="card dash-member h-100" data-testid="dash-member">
      <img src={member.avatar} alt="" className="dash-member__avatar" width={80} height={80} />
      <h3 className="dash-member__name">{member.name}</h3>
      <p className="dash-member__title">{member.title}</p>
      <div className="dash-member__actions">
        <a href={`mailto:${member.email}`} className="btn btn-sm btn-outline-secondary">
          <i className="bi bi-envelope me-1" aria-hidden="true" />
          {t('dashboards.project.email')}
          <span className="visually-hidden"> {member.name}</span>
        </a>
        <a
          href={`tel:${member.phone.replace(/\s/g, '')}`}
          className="btn btn-sm btn-outline-secondary"
        >
          <i className="bi bi-telephone me-1" aria-hidden="true" />
          {t('dashboards.project.call')}
          <span className="visually-hidden"> {member.name}</span>
        </a>
      </div>
    </article>
  );
}

/** dashboards/project: issues, tasks and schedule; the budget; the team. */
export function ProjectDashboardPage() {
  const { t, i18n } = useTranslation();
  const query = useProjectDashboard();
  return (
    <DashboardFrame
      title={t('routes.project')}
      subtitle={t('dashboards.project.subtitle')}
      query={query}
    >
      {(data) => (
        <Tabs defaultActiveKey="home" mountOnEnter className="dash-tabs" id="dash-project-tabs">
          <Tab eventKey="home" title={t('dashboards.project.home')}>
            <div className="row g-4">
              <div className="col-12">
                <IssuesCard issues={data.githubIssues} />
              </div>
              <div className="col-12 col-lg-6">
                <TasksCard tasks={data.taskDistribution} />
              </div>
              <div className="col-12 col-lg-6">
                <ScheduleCard schedule={data.schedule} />
              </div>
            </div>
          </Tab>
          <Tab eventKey="budget" title={t('dashboards.project.budget')}>
            <div className="row g-4">
              {(
                [
                  ['weeklyExpenses', data.weeklyExpenses],
                  ['monthlyExpenses', data.monthlyExpenses],
                  ['yearlyExpenses', data.yearlyExpenses],
                ] as const
              ).map(([key, figure]) => (
                <div key={key} className="col-12 col-md-4">
                  <ExpensesCard title={t(`dashboards.project.${key}`)} figure={figure} />
                </div>
              ))}
              <div className="col-12 col-xl-5">
                <DashCard title={t('dashboards.project.budgetDistribution')} className="h-100">
                  <ChartFigure
                    title={t('dashboards.project.budgetShare')}
                    kind="bar"
                    horizontal
                    labels={data.budgetDistribution.categories}
                    series={data.budgetDistribution.series.map((entry) => ({
                      label: t('dashboards.share'),
                      data: entry.data,
                    }))}
                    formatValue={(value) => formatPercent(value, i18n.language)}
                    height={280}
                  />
                </DashCard>
              </div>
              <div className="col-12 col-xl-7">
                <BudgetDetails details={data.budgetDetails} />
              </div>
            </div>
          </Tab>
          <Tab eventKey="team" title={t('dashboards.project.team')}>
            <div className="row g-4">
              {data.teamMembers.map((member) => (
                <div key={member.id} className="col-12 col-sm-6 col-lg-4 col-xl-3">
                  <MemberCard member={member} />
                </div>
              ))}
            </div>
          </Tab>
        </Tabs>
      )}
    </DashboardFrame>
  );
}

export { ProjectDashboardPage as Component };
