import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';

/** Bootstrap's colours a soft badge may take. */
export type BadgeTone = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';

/**
 * A state as a soft pill: a subtle background in its tone, an icon and a word, so the
 * state never rests on colour alone.
 */
export function SoftBadge({
  tone,
  icon,
  children,
}: {
  tone: BadgeTone;
  /** A bootstrap-icons class, e.g. 'bi-check-circle'. */
  icon: string;
  children: ReactNode;
}) {
  return (
    <Badge
      pill
      bg=""
      className={`bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
    >
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {children}
    </Badge>
  );
}
