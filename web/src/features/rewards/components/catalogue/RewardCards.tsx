import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reward } from '../../api/rewards';
import { formatNumber } from '../../lib/format';
import { ActiveBadge } from '../shared/ActiveBadge';
import { RewardThumbnail } from './RewardThumbnail';
import { StockBadge } from './StockBadge';

export interface RewardCardsProps {
  rewards: Reward[];
  loading: boolean;
  fetching: boolean;
  categoryName: (id: string) => string | undefined;
  editPath: (reward: Reward) => string;
  actions: (reward: Reward) => ReactNode;
  /** The reward just created, shown first and marked. */
  isNew?: (reward: Reward) => boolean;
}

/** The catalogue as a grid of cards: picture first, then name, category, points and stock. */
export function RewardCards({
  rewards,
  loading,
  fetching,
  categoryName,
  editPath,
  actions,
  isNew,
}: RewardCardsProps) {
  const { t, i18n } = useTranslation();
  if (loading) {
    return (
      <div className="reward-cards-frame">
        <ul className="reward-cards list-unstyled mb-0" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Card className="h-100 placeholder-glow">
                <span className="reward-thumb reward-thumb--card placeholder" />
                <Card.Body>
                  <span className="placeholder col-8 rounded d-block mb-2" />
                  <span className="placeholder col-5 rounded d-block" />
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="reward-cards-frame">
      <ul
        className={`reward-cards list-unstyled mb-0${fetching ? ' is-fetching' : ''}`}
        aria-label={t('rewards.cards.label')}
        aria-busy={fetching}
      >
        {rewards.map((reward) => (
          <li key={reward.id} data-testid="reward-card">
            <Card
              className={`reward-card h-100${reward.active ? '' : ' is-inactive'}${
                isNew?.(reward) ? ' reward-card--new' : ''
              }`}
            >
              <RewardThumbnail src={reward.image} size="card" />
              <Card.Body className="d-flex flex-column gap-2">
                <div className="d-flex align-items-start gap-2">
                  <h2 className="h6 mb-0 flex-grow-1 min-w-0">
                    <Link to={editPath(reward)} className="reward-card__name text-body">
                      {reward.name}
                    </Link>
                  </h2>
                  <ActiveBadge active={reward.active} />
                </div>
                <div className="small text-body-secondary">
                  {categoryName(reward.categoryId) ?? '—'}
                </div>
                <dl className="reward-card__facts small mb-0">
                  <div>
                    <dt>{t('rewards.columns.pointsCost')}</dt>
                    <dd className="fw-semibold">
                      {formatNumber(reward.pointsCost, i18n.language)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('rewards.columns.stock')}</dt>
                    <dd>
                      <StockBadge stock={reward.stock} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('rewards.columns.redemptionCount')}</dt>
                    <dd>{formatNumber(reward.redemptionCount, i18n.language)}</dd>
                  </div>
                </dl>
              </Card.Body>
              <Card.Footer className="bg-transparent d-flex justify-content-end">
                {actions(reward)}
              </Card.Footer>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
