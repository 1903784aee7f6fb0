import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { keepFocusNear, placeOf } from '../../../../lib/focus-nearby';
import { type FavouriteKind, useFavouriteTargets, useToggleFavourite } from '../../api/favourites';

export interface FavouriteToggleProps {
  kind: FavouriteKind;
  id: string;
  /** Names the record for screen readers, e.g. the vacancy's title. */
  name: string;
  size?: 'sm' | 'lg';
  /** Shows "Star" / "Starred" beside the icon. */
  withLabel?: boolean;
  className?: string;
}

/**
 * The star of an applicant or vacancy: one click stars or unstars it for the signed-in
 * account, at once (optimistic), and favoritos shows it.
 */
export function FavouriteToggle({
  kind,
  id,
  name,
  size = 'sm',
  withLabel = false,
  className,
}: FavouriteToggleProps) {
  const { t } = useTranslation();
  const targets = useFavouriteTargets(kind);
  const toggle = useToggleFavourite();
  const starred = targets.data?.has(id) ?? false;
  const label = starred ? t('favourites.unstar', { name }) : t('favourites.star', { name });
  return (
    <Button
      variant={withLabel ? (starred ? 'warning' : 'outline-secondary') : 'link'}
      size={size}
      className={[
        'favourite-toggle',
        withLabel ? '' : 'p-1 lh-1',
        starred ? 'is-starred' : withLabel ? '' : 'text-body-secondary',
        className ?? '',
      ].join(' ')}
      aria-pressed={starred}
      aria-label={withLabel ? undefined : label}
      title={label}
      disabled={targets.isPending}
      onClick={(event) => {
        // Unstarred on favoritos, its card goes: the focus goes to the next card's star.
        if (starred) keepFocusNear(event.currentTarget, placeOf(event.currentTarget));
        toggle.mutate({ kind, id, starred: !starred });
      }}
      data-testid="favourite-toggle"
    >
      <i
        className={`bi ${starred ? 'bi-star-fill' : 'bi-star'}${withLabel ? ' me-1' : ''}`}
        style={withLabel ? undefined : { color: starred ? 'var(--bs-warning)' : undefined }}
        aria-hidden="true"
      />
      {withLabel && (starred ? t('favourites.starred') : t('favourites.starAction'))}
    </Button>
  );
}
