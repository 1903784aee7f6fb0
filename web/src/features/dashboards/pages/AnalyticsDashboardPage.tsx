import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts';
import {
  type AnalyticsDashboard,
  type AudienceShare,
  useAnalyticsDashboard,
  type WeeklyFigure,
} from '../api/dashboards';
import { DashboardFrame } from '../components/DashboardFrame';
import { DashCard, Figure } from '../components/DashCard';
import { PeriodToggle } from '../components/PeriodToggle';
import { formatPercent, formatShortDay, formatWeek } from '../lib/format';

type Year = 'this-year' | 'last-year';

function VisitorsCard({ visitors }: { visitors: AnalyticsDashboard['visitors'] }) {
  const { t, i18n } = useTranslation();
  const [year, setYear] = useState<Year>('this-year');
  const series = visitors.series[year];
  const points = series[0]?.data ?? [];
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <DashCard
      title={t('dashboards.analytics.visitors')}
      subtitle={t('dashboards.analytics.visitorsText')}
      actions={
        <PeriodToggle
          label={t('dashboards.analytics.visitorsPeriod')}
          value={year}
          onChange={setYear}
          options={[
            { value: 'this-year', label: t('dashboards.analytics.thisYear') },
            { value: 'last-year', label: t('dashboards.analytics.lastYear') },
          ]}
        />
      }
    >
      <ChartFigure
        title={t('dashboards.analytics.visitorsChart', {
          period:
            year === 'this-year'
              ? t('dashboards.analytics.thisYear')
              : t('dashboards.analytics.lastYear'),
        })}
        kind="area"
        labels={points.map((point) => formatShortDay(point.x, i18n.language))}
        series={series.map((entry) => ({
          label: t('dashboards.analytics.visitorsSeries'),
          data: entry.data.map((point) => point.y),
        }))}
        labelHeader={t('dashboards.day')}
        formatValue={number}
        height={300}
      />
    </DashCard>
  );
}

function WeeklyCard({ title, figure }: { title: string; figure: WeeklyFigure }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <DashCard title={title} className="h-100">
      <dl className="mb-3">
        <Figure
          label={t('dashboards.lastWeeks', { count: figure.labels.length })}
          value={number(figure.amount)}
          size="lg"
        />
      </dl>
      <ChartFigure
        title={t('dashboards.perWeek', { name: title })}
        kind="bar"
        labels={figure.labels.map((label) => formatWeek(label, i18n.language))}
        series={figure.series.map((entry) => ({ label: title, data: entry.data }))}
        labelHeader={t('dashboards.week')}
        formatValue={number}
        height={140}
      />
    </DashCard>
  );
}

function PageViewsCard({ figures }: { figures: AnalyticsDashboard['visitorsVsPageViews'] }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const names = [t('dashboards.analytics.pageViews'), t('dashboards.analytics.visitorsSeries')];
  return (
    <DashCard
      title={t('dashboards.analytics.visitorsVsPageViews')}
      subtitle={t('dashboards.analytics.visitorsVsPageViewsText')}
    >
      <dl className="dash-figures mb-3">
        <Figure
          label={t('dashboards.analytics.overallScore')}
          value={number(figures.overallScore)}
        />
        <Figure
          label={t('dashboards.analytics.averageRatio')}
          value={formatPercent(figures.averageRatio, i18n.language)}
        />
        <Figure
          label={t('dashboards.analytics.predictedRatio')}
          value={formatPercent(figures.predictedRatio, i18n.language)}
        />
      </dl>
      <ChartFigure
        title={t('dashboards.analytics.pageViewsChart')}
        kind="line"
        labels={(figures.series[0]?.data ?? []).map((point) =>
          formatShortDay(point.x, i18n.language),
        )}
        series={figures.series.map((entry, index) => ({
          label: names[index] ?? entry.name,
          data: entry.data.map((point) => point.y),
        }))}
        labelHeader={t('dashboards.day')}
        formatValue={number}
        height={260}
      />
    </DashCard>
  );
}

function AudienceCard({ title, share }: { title: string; share: AudienceShare }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <div className="card dash-card dash-card--figure h-100" data-testid="dash-audience">
      <ChartFigure
        title={title}
        kind="doughnut"
        labels={share.labels}
        series={[{ label: t('dashboards.share'), data: share.series }]}
        formatValue={(value) => formatPercent(value, i18n.language)}
        height={180}
      />
      <ul className="dash-legend">
        {share.labels.map((label, index) => {
          const percent = share.series[index] ?? 0;
          return (
            <li key={label}>
              <span className="dash-legend__label">{label}</span>
              <span className="dash-legend__count">
                {t('dashboards.analytics.visitorCount', {
                  count: Math.round((share.uniqueVisitors * percent) / 100),
                  formatted: number(Math.round((share.uniqueVisitors * percent) / 100)),
                })}
              </span>
              <span className="dash-legend__share">{formatPercent(percent, i18n.language)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** dashboards/analytics: visitors, conversions, impressions, visits and the audience. */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  const query = useAnalyticsDashboard();
  return (
    <DashboardFrame
      title={t('routes.analytics')}
      subtitle={t('dashboards.analytics.subtitle')}
      query={query}
    >
      {(data) => (
        <>
          <VisitorsCard visitors={data.visitors} />
          <div className="row g-4">
            <div className="col-12 col-md-4">
              <WeeklyCard title={t('dashboards.analytics.conversions')} figure={data.conversions} />
            </div>
            <div className="col-12 col-md-4">
              <WeeklyCard title={t('dashboards.analytics.impressions')} figure={data.impressions} />
            </div>
            <div className="col-12 col-md-4">
              <WeeklyCard title={t('dashboards.analytics.visits')} figure={data.visits} />
            </div>
          </div>
          <PageViewsCard figures={data.visitorsVsPageViews} />
          <section className="dash-section" aria-labelledby="dash-audience">
            <h2 id="dash-audience" className="dash-section__title">
              {t('dashboards.analytics.audience')}
            </h2>
            <p className="text-body-secondary">{t('dashboards.analytics.audienceText')}</p>
            <div className="row g-4">
              {(['newVsReturning', 'gender', 'age', 'language'] as const).map((key) => (
                <div key={key} className="col-12 col-sm-6 col-xl-3">
                  <AudienceCard title={t(`dashboards.analytics.${key}`)} share={data[key]} />
                </div>
              ))}
            </div>
          </section>
        </>
      )}
    </DashboardFrame>
  );
}

export { AnalyticsDashboardPage as Component };
