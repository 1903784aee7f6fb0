import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/errors';
import '../detail/detail.scss';

/** True for an answer that says the record does not exist (404, or a malformed id: 400). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);
}

/** A designed "not here" state: icon, title, text and the ways on. */
export function EmptyState({
  icon,
  title,
  text,
  actions,
  compact = false,
  testId,
}: {
  icon: string;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  compact?: boolean;
  testId?: string;
}) {
  return (
    <div className={`empty-state${compact ? ' empty-state--compact' : ''}`} data-testid={testId}>
      <span className="empty-state__icon" aria-hidden="true">
        <i className={`bi ${icon}`} />
      </span>
      <h2 className="empty-state__title">{title}</h2>
      {text && <p className="empty-state__text">{text}</p>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </div>
  );
}

/** Grey bars where text will be, while a record loads. */
export function CardSkeleton({ lines = 4, title = true }: { lines?: number; title?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="shadow-sm" aria-busy="true">
      <Card.Body>
        <span className="visually-hidden">{t('common.loading')}</span>
        {title && (
          <Placeholder as="div" animation="glow" className="mb-3">
            <Placeholder xs={5} size="lg" />
          </Placeholder>
        )}
        {Array.from({ length: lines }, (_, index) => (
          <Placeholder key={index} as="div" animation="glow" className="mb-2">
            <Placeholder xs={index % 3 === 0 ? 10 : index % 3 === 1 ? 7 : 8} />
          </Placeholder>
        ))}
      </Card.Body>
    </Card>
  );
}

/** A centred spinner for a small area. */
export function LoadingBlock({ className = 'py-4' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`text-center ${className}`}>
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </Spinner>
    </div>
  );
}
