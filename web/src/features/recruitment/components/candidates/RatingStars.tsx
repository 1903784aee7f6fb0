import { useTranslation } from 'react-i18next';
import './board.scss';

export interface RatingStarsProps {
  value: number;
  onChange?: (rating: number) => void;
  disabled?: boolean;
  /** Names the group, e.g. the candidate's name. */
  label: string;
}

/**
 * 0 to 5 stars. Each star is a button (its number is the rating it sets); choosing the
 * current rating again clears it to 0. Without onChange the stars only show the rating.
 */
export function RatingStars({ value, onChange, disabled, label }: RatingStarsProps) {
  const { t } = useTranslation();
  const stars = [1, 2, 3, 4, 5];
  if (!onChange) {
    return (
      <span
        className="rating-stars"
        role="img"
        aria-label={t('candidates.card.rated', { rating: value })}
      >
        {stars.map((star) => (
          <i
            key={star}
            className={`bi ${star <= value ? 'bi-star-fill rating-stars__on' : 'bi-star'}`}
            aria-hidden="true"
          />
        ))}
      </span>
    );
  }
  return (
    <div
      className="rating-stars"
      role="group"
      aria-label={`${t('candidates.card.rating')}: ${label}`}
    >
      {stars.map((star) => {
        const on = star <= value;
        const current = star === value;
        return (
          <button
            key={star}
            type="button"
            className="rating-stars__button"
            aria-pressed={current}
            aria-label={
              current
                ? t('candidates.card.clearRating')
                : t('candidates.card.rate', { rating: star })
            }
            title={
              current
                ? t('candidates.card.clearRating')
                : t('candidates.card.rate', { rating: star })
            }
            disabled={disabled}
            onClick={() => onChange(current ? 0 : star)}
            data-testid={`rate-${star}`}
          >
            <i
              className={`bi ${on ? 'bi-star-fill rating-stars__on' : 'bi-star'}`}
              aria-hidden="true"
            />
          </button>
        );
      })}
    </div>
  );
}
