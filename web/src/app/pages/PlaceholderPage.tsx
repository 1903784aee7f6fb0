import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { HealthCard } from '../../features/health/components/HealthCard';
import { useRouteHandle } from '../../shell/route-handle';

/** Stands in for a screen that a later issue builds: its title, a note and the API status. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey) : t('common.appName');
  const standalone = handle?.layout === 'empty';

  return (
    <div className={`placeholder-page${standalone ? ' placeholder-page--standalone' : ''}`}>
      <div className="page-header">
        {standalone ? (
          <div className="page-header__brand">
            <Logo size={40} />
            <span>{t('common.appName')}</span>
          </div>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
      </div>
      <Row className="g-4">
        <Col xs={12} lg={standalone ? 12 : 7}>
          <Card as="section" className="coming-soon" aria-labelledby="coming-soon-title">
            <Card.Body className="d-flex gap-3">
              <span className="coming-soon__icon" aria-hidden="true">
                <i className="bi bi-hourglass-split" />
              </span>
              <div>
                <h2 id="coming-soon-title" className="h5 mb-2">
                  {t('shell.placeholder.comingSoonTitle')}
                </h2>
                <p className="mb-2">{t('shell.placeholder.comingSoonText')}</p>
                <p className="text-body-secondary small mb-0">{t('shell.placeholder.apiNote')}</p>
              </div>
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12} lg={standalone ? 12 : 5}>
          <HealthCard />
        </Col>
      </Row>
    </div>
  );
}
