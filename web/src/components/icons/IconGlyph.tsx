import type { CSSProperties } from 'react';
import './app-icon.css';
import { iconSvgUrl, type IconSetSlug } from './icon-sets';

export interface IconGlyphProps {
  set: IconSetSlug;
  /** The icon's name within the set (`star`, `account_circle`). */
  name: string;
  /** Size and placement, e.g. the set's grid class (`icon-size-6`). */
  className?: string;
}

/**
 * One icon of a set, drawn from its SVG as a mask over the text colour, so it follows
 * the colour scheme (an <img> would stay black). Always decorative: name what it does
 * on the control around it.
 */
export function IconGlyph({ set, name, className }: IconGlyphProps) {
  const image = `url("${iconSvgUrl(set, name)}")`;
  const style: CSSProperties = { maskImage: image, WebkitMaskImage: image };
  return (
    <span
      className={['icon-glyph', className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
      data-icon={`${set}/${name}`}
    />
  );
}
