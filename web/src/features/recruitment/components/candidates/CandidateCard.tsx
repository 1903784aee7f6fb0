import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import {
  type CSSProperties,
  forwardRef,
  type KeyboardEventHandler,
  type PointerEventHandler,
} from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  APPLICATION_STAGES,
  type Application,
  type ApplicationStage,
} from '../../api/applications';
import { daysInStage } from './pipeline-logic';
import { RatingStars } from './RatingStars';
import { MenuHeading } from '../../../../components/MenuHeading';

export interface CandidateCardProps {
  application: Application;
  name: string;
  /** null while unknown. */
  hasCv: boolean | null;
  onMove?: (stage: ApplicationStage) => void;
  onRate?: (rating: number) => void;
  /** The drag handle's attributes and keyboard listener (dnd-kit). */
  handle?: {
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
    ref: (node: HTMLElement | null) => void;
  };
  /** The card's pointer listener, so the whole card drags with a mouse or finger. */
  onPointerDown?: PointerEventHandler;
  style?: CSSProperties;
  dragging?: boolean;
  overlay?: boolean;
  busy?: boolean;
}

/** One candidate on the board: name, rating, days in stage, CV, and a move menu. */
export const CandidateCard = forwardRef<HTMLDivElement, CandidateCardProps>(function CandidateCard(
  {
    application,
    name,
    hasCv,
    onMove,
    onRate,
    handle,
    onPointerDown,
    style,
    dragging,
    overlay,
    busy,
  },
  ref,
) {
  const { t } = useTranslation();
  const days = daysInStage(application);
  return (
    <div
      ref={ref}
      style={style}
      className={`candidate-card stage-${application.stage}${dragging ? ' candidate-card--ghost' : ''}${overlay ? ' candidate-card--overlay' : ''}`}
      onPointerDown={onPointerDown}
      data-testid="candidate-card"
      data-application-id={application.id}
      data-stage={application.stage}
      aria-busy={busy || undefined}
    >
      <div className="candidate-card__top">
        <button
          type="button"
          className="candidate-card__handle"
          ref={handle?.ref}
          {...handle?.attributes}
          onKeyDown={handle?.listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-label={t('candidates.card.drag', { name })}
          data-testid="candidate-handle"
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
        <Link
          to={`/apps/detail?applicant=${application.applicantId}`}
          className="candidate-card__name"
          title={t('candidates.card.open', { name })}
          onPointerDown={(event) => event.stopPropagation()}
        >
          {name}
        </Link>
        {onMove && (
          <Dropdown align="end" onPointerDown={(event) => event.stopPropagation()}>
            <Dropdown.Toggle
              variant="link"
              size="sm"
              className="candidate-card__menu no-caret p-0"
              aria-label={t('candidates.card.moveTo', { name })}
              data-testid="candidate-menu"
            >
              <i className="bi bi-three-dots-vertical" aria-hidden="true" />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <MenuHeading>{t('candidates.card.moveMenu')}</MenuHeading>
              {APPLICATION_STAGES.filter((stage) => stage !== application.stage).map((stage) => (
                <Dropdown.Item
                  key={stage}
                  as="button"
                  onClick={() => onMove(stage)}
                  data-testid={`move-to-${stage}`}
                >
                  <span className={`stage-dot stage-${stage}`} aria-hidden="true" />
                  {t(`candidates.stages.${stage}`)}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        )}
      </div>
      <div className="candidate-card__meta">
        <span onPointerDown={(event) => event.stopPropagation()}>
          <RatingStars value={application.rating} onChange={onRate} label={name} />
        </span>
        {hasCv !== null && (
          <i
            className={`bi ${hasCv ? 'bi-file-earmark-person-fill text-success' : 'bi-file-earmark-x text-body-tertiary'} candidate-card__cv`}
            role="img"
            aria-label={hasCv ? t('candidates.card.hasCv') : t('candidates.card.noCv')}
            title={hasCv ? t('candidates.card.hasCv') : t('candidates.card.noCv')}
          />
        )}
      </div>
      <div className="candidate-card__days">
        <i className="bi bi-clock me-1" aria-hidden="true" />
        {busy
          ? t('candidates.card.moving')
          : days === 0
            ? t('candidates.card.today')
            : t('candidates.card.days', { count: days })}
      </div>
    </div>
  );
});
