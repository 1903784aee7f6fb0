import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import './app-icon.css';
import { iconInSet, iconSetQuery, iconSvgUrl, type IconSetSlug } from './icon-sets';
import { FALLBACK_GLYPH, iconGlyph } from './icon-table';

export interface AppIconProps {
  /** An icon name of the original client's sets, e.g. 'heroicons_outline:chart-pie'. */
  name: string | null | undefined;
  /** Classes for size, colour and placement. */
  className?: string;
  /** An accessible name when the icon alone says something; decorative (aria-hidden) without. */
  label?: string;
}

/**
 * An icon named as the API names icons (navigation, shortcuts, messages, notifications,
 * activities). The common ones are drawn with bootstrap-icons through the one mapping
 * table; any other icon of a set (one chosen in the icon browser) is drawn from its SVG
 * once its set's list confirms it exists. A name no set has shows a generic glyph, so the
 * space never stays blank.
 */
export function AppIcon({ name, className, label }: AppIconProps) {
  const glyph = iconGlyph(name);
  const inSet = !glyph && name ? iconInSet(name) : null;
  if (inSet) {
    return <SetIcon {...inSet} icon={name ?? ''} className={className} label={label} />;
  }
  return <GlyphIcon glyph={glyph} icon={name ?? ''} className={className} label={label} />;
}

interface DrawnProps {
  /** The icon's full name, kept in `data-icon` (tests and debugging read it). */
  icon: string;
  className?: string;
  label?: string;
}

function GlyphIcon({ glyph, icon, className, label }: DrawnProps & { glyph?: string }) {
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
    <i className={classes} role="img" aria-label={label} data-icon={icon} />
  ) : (
    <i className={classes} aria-hidden="true" data-icon={icon} />
  );
}

/** An icon outside the table, as a mask of its SVG over the text colour. */
function SetIcon({ set, name, ...drawn }: DrawnProps & { set: IconSetSlug; name: string }) {
  const exists = useQuery({ ...iconSetQuery(set), select: (list) => list.list.includes(name) });
  if (exists.isError || exists.data === false) return <GlyphIcon {...drawn} />;
  const image = `url("${iconSvgUrl(set, name)}")`;
  // While the set's list loads, the space is kept, blank.
  const style: CSSProperties | undefined = exists.data
    ? { maskImage: image, WebkitMaskImage: image }
    : undefined;
  const classes = ['app-icon', 'app-icon--svg', style ? null : 'app-icon--pending', drawn.className]
    .filter(Boolean)
    .join(' ');
  return drawn.label ? (
    <span
      className={classes}
      style={style}
      role="img"
      aria-label={drawn.label}
      data-icon={drawn.icon}
    />
  ) : (
    <span className={classes} style={style} aria-hidden="true" data-icon={drawn.icon} />
  );
}
