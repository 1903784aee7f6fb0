import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatDuration } from '../../../lib/format';
import { type Health, useHealth } from '../api/health';
import './health-card.css';

const STATUS_VARIANT: Record<Health['status'], string> = { ok: 'success', degraded: 'warning' };
const STORE_VARIANT: Record<Health['store']['status'], string> = {
  ok: 'success',
  unavailable: 'danger',
};

function HealthDetails({ health }: { health: Health }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="health-card__list mb-0">
      <div className="health-card__row">
        <dt>{t('health.status')}</dt>
        <dd>
          <Badge
            data-testid="health-status"
            bg={STATUS_VARIANT[health.status]}
            text={health.status === 'degraded' ? 'dark' : undefined}
            pill
          >
            <i
              className={`bi ${health.status === 'ok' ? 'bi-check-circle-fill' : 'bi-exclamation-triangle-fill'} me-1`}
              aria-hidden="true"
            />
            {t(`health.statusValue.${health.status}`)}
          </Badge>
        </dd>
      </div>
      <div className="health-card__row">
        <dt>{t('health.version')}</dt>
        <dd>
          <code className="health-card__version">{health.version}</code>
        </dd>
      </div>
      <div className="health-card__row">
        <dt>{t('health.store')}</dt>
        <dd className="d-flex flex-wrap align-items-center justify-content-end gap-2">
          <Badge bg={STORE_VARIANT[health.store.status]} className="fw-semibold" pill>
            {t(`health.storeValue.${health.store.status}`)}
          </Badge>
          <span className="text-body-secondary small">
            {health.store.writable ? t('health.writable') : t('health.readOnly')}
          </span>
        </dd>
      </div>
      <div className="health-card__row">
        <dt>{t('health.collections')}</dt>
        <dd>{health.store.collections.toLocaleString(i18n.language)}</dd>
      </div>
      <div className="health-card__row">
        <dt>{t('health.uptime')}</dt>
        <dd>{formatDuration(health.uptimeSeconds, i18n.language)}</dd>
      </div>
    </dl>
  );
}

/** "API status": whether the server and its data store are up, with version and uptime. */
export function HealthCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const health = useHealth();

  return (
    <Card as="section" className="health-card" data-testid="health-card" aria-labelledby={titleId}>
      <Card.Header className="d-flex align-items-center gap-2">
        <i className="bi bi-activity text-primary" aria-hidden="true" />
        <Card.Title as="h2" id={titleId} className="h6 mb-0">
          {t('health.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body aria-busy={health.isPending}>
        {health.isPending ? (
          <div role="status" className="d-flex align-items-center gap-2 text-body-secondary">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{t('health.checking')}</span>
          </div>
        ) : health.isError ? (
          <ErrorAlert
            error={health.error}
            title={t('health.loadFailed')}
            onRetry={() => void health.refetch()}
            retrying={health.isFetching}
          />
        ) : (
          <HealthDetails health={health.data} />
        )}
      </Card.Body>
    </Card>
  );
}
