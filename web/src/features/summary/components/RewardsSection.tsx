import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts';
import { formatNumber } from '../../../lib/format';
import type { RewardsSummary } from '../api/summary';
import { KpiCard } from './KpiCard';

export function RewardsSection({ figures }: { figures: RewardsSummary }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <section className="summary-section" aria-labelledby="summary-rewards">
      <h2 id="summary-rewards" className="h5 mb-3">
        {t('summary.rewards')}
      </h2>
      <Row xs={1} sm={2} xl={4} className="g-3 mb-3">
        <Col>
          <KpiCard
            icon="bi-gift"
            label={t('summary.redemptions')}
            value={number(figures.redemptions.current)}
            comparison={figures.redemptions}
            hint={t('summary.pendingCount', { count: figures.redemptionsPending })}
            to="/apps/canjes?status=pending"
          />
        </Col>
        <Col>
          <KpiCard
            icon="bi-star"
            label={t('summary.pointsAwarded')}
            value={number(figures.pointsAwarded.current)}
            comparison={figures.pointsAwarded}
            to="/apps/users"
          />
        </Col>
        <Col>
          <KpiCard
            icon="bi-bag-check"
            label={t('summary.pointsSpent')}
            value={number(figures.pointsSpent.current)}
            comparison={figures.pointsSpent}
            to="/apps/canjes-completados"
          />
        </Col>
        <Col>
          <KpiCard
            icon="bi-receipt"
            label={t('summary.invoicesPending')}
            value={number(figures.invoicesPending)}
            hint={t('summary.invoicesPendingHint')}
            to="/apps/facturas-completadas?status=pending"
          />
        </Col>
      </Row>
      <Card>
        <Card.Body>
          <ChartFigure
            title={t('summary.pointsByMonth')}
            kind="bar"
            labels={figures.pointsByMonth.map((entry) =>
              monthName.format(new Date(`${entry.month}-01T00:00:00Z`)),
            )}
            labelHeader={t('summary.month')}
            series={[
              {
                label: t('summary.pointsAwarded'),
                data: figures.pointsByMonth.map((e) => e.awarded),
              },
              { label: t('summary.pointsSpent'), data: figures.pointsByMonth.map((e) => e.spent) },
            ]}
            formatValue={number}
          />
        </Card.Body>
      </Card>
    </section>
  );
}
