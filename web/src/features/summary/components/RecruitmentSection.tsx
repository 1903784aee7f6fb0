import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartFigure } from '../../../components/charts';
import { formatDay, formatNumber } from '../../../lib/format';
import type { RecruitmentSummary } from '../api/summary';
import { KpiCard } from './KpiCard';

const STAGE_LINK = '/apps/Busquedapostulante';

export function RecruitmentSection({ figures }: { figures: RecruitmentSummary }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
      value,
    );
  const funnelLabels = figures.funnel.map((step) =>
    step.conversion === null
      ? t(`summary.stages.${step.stage}`)
      : t('summary.stageWithConversion', {
          stage: t(`summary.stages.${step.stage}`),
          conversion: percent(step.conversion),
        }),
  );

  return (
    <section className="summary-section" aria-labelledby="summary-recruitment">
      <h2 id="summary-recruitment" className="h5 mb-3">
        {t('summary.recruitment')}
      </h2>
      <Row xs={1} sm={2} xl={4} className="g-3 mb-3">
        <Col>
          <KpiCard
            icon="bi-briefcase"
            label={t('summary.openVacancies')}
            value={number(figures.openVacancies)}
            to="/apps/listadovacanciaInterna?status=open"
          />
        </Col>
        <Col>
          <KpiCard
            icon="bi-person-plus"
            label={t('summary.applications')}
            value={number(figures.applications.current)}
            comparison={figures.applications}
            to={STAGE_LINK}
          />
        </Col>
        <Col>
          <KpiCard
            icon="bi-trophy"
            label={t('summary.hires')}
            value={number(figures.hires.current)}
            comparison={figures.hires}
          />
        </Col>
        <Col>
          <KpiCard
            icon="bi-stopwatch"
            label={t('summary.timeToHire')}
            value={
              figures.medianDaysToHire === null
                ? '–'
                : t('summary.days', { count: figures.medianDaysToHire })
            }
            hint={t('summary.timeToHireHint')}
          />
        </Col>
      </Row>
      <Row className="g-3">
        <Col lg={7}>
          <Card className="h-100">
            <Card.Body>
              <ChartFigure
                title={t('summary.funnel')}
                kind="bar"
                horizontal
                labels={funnelLabels}
                labelHeader={t('summary.stage')}
                series={[
                  { label: t('summary.applications'), data: figures.funnel.map((s) => s.count) },
                ]}
                formatValue={number}
              />
              <p className="small text-body-secondary mb-0 mt-2">
                {t('summary.funnelHint', { count: figures.rejected })}
              </p>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card className="h-100">
            <Card.Body>
              <h3 className="h6 mb-3">{t('summary.closingSoon')}</h3>
              {figures.closingSoon.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('summary.closingSoonNone')}</p>
              ) : (
                <ul className="list-unstyled mb-0 summary-closing">
                  {figures.closingSoon.map((vacancy) => (
                    <li key={vacancy.id} className="d-flex align-items-center gap-2 py-2">
                      <div className="me-auto min-w-0">
                        <Link
                          to={`/apps/candidates?vacancy=${vacancy.id}`}
                          className="fw-semibold text-break"
                        >
                          {vacancy.title || vacancy.code}
                        </Link>
                        <div className="small text-body-secondary">
                          {vacancy.code} ·{' '}
                          {t('summary.closesOn', {
                            day: formatDay(vacancy.closesAt, i18n.language),
                          })}
                        </div>
                      </div>
                      <span className="badge bg-body-tertiary text-body border">
                        {t('summary.applicationCount', { count: vacancy.applications })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
