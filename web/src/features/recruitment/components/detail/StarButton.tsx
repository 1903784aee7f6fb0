import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { type FavouriteKind, useFavouriteTargets, useToggleFavourite } from '../../api/favourites';

export interface StarButtonProps {
  kind: FavouriteKind;
  id: string;
  /** The accessible names, e.g. "Star Ana López" / "Remove the star from Ana López". */
  starLabel: string;
  unstarLabel: string;
  /** Show the words beside the star (the detail pages); default icon only. */
  text?: { star: string; starred: string };
  /** Default sm; null for the regular size. */
  size?: 'sm' | 'lg' | null;
  className?: string;
}

/**
 * A star that toggles the signed-in account's favourite at once (rolled back on failure). */
export function StarButton({
  kind,
  id,
  starLabel,
  unstarLabel,
  text,
  size = 'sm',
  className,
}: StarButtonProps) {
  const { t } = useTranslation();
  const starred = useFavouriteTargets(kind);
  const toggle = useToggleFavourite();
  const on = starred.data?.has(id) ?? false;
  const failed = toggle.isError && toggle.variables?.id === id;
  return (
    <Button
      variant={text ? (on ? 'warning' : 'outline-secondary') : 'link'}
      size={size ?? undefined}
      className={[text ? '' : 'star-toggle p-1', className].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={text ? undefined : on ? unstarLabel : starLabel}
      title={failed ? t('detail.starFailed') : on ? unstarLabel : starLabel}
      disabled={starred.isPending}
      onClick={() => toggle.mutate({ kind, id, starred: !on })}
      data-testid="star-toggle"
    >
      <i
        className={`bi ${on ? 'bi-star-fill' : 'bi-star'}${text ? ' me-2' : ''}`}
        aria-hidden="true"
      />
      {text && (on ? text.starred : text.star)}
      {failed && (
        <i className="bi bi-exclamation-triangle-fill text-danger ms-1" aria-hidden="true" />
      )}
    </Button>
  );
}
