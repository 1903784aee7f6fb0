import { FALLBACK_GLYPH, iconGlyph } from './icon-table';

export interface AppIconProps {
  /** An icon name of the specification's sets, e.g. 'heroicons_outline:chart-pie'. */
  name: string | null | undefined;
  /** Classes for size, colour and placement. */
  className?: string;
  /** An accessible name when the icon alone says something; decorative (aria-hidden) without. */
  label?: string;
}

/**
 * An icon named as the API names icons (navigation, shortcuts, messages, notifications,
 * activities), drawn with bootstrap-icons through the one mapping table; a name the
 * table does not know shows a generic glyph, so the space never stays blank.
 */
export function AppIcon({ name, className, label }: AppIconProps) {
  const glyph = iconGlyph(name);
  const classes = [
    'app-icon',
    'bi',
    `bi-${glyph ?? FALLBACK_GLYPH}`,
    glyph ? null : 'app-icon--unknown',
    className || null,
  ]
    .filter(Boolean)
    .join(' ');
  return label ? (
    <i className={classes} role="img" aria-label={label} data-icon={name ?? ''} />
  ) : (
    <i className={classes} aria-hidden="true" data-icon={name ?? ''} />
  );
}
