import type { LayoutName } from '../config/config';

type Part = 'nav' | 'nav-compact' | 'nav-thin' | 'header' | 'band' | 'navrow' | 'frame' | 'card';

/** The pieces drawn in each layout's miniature. */
const PARTS: Record<LayoutName, Part[]> = {
  empty: [],
  centered: ['frame', 'header'],
  enterprise: ['band', 'navrow'],
  material: ['band', 'navrow', 'card'],
  modern: ['header', 'navrow'],
  classic: ['nav', 'header'],
  classy: ['nav', 'header'],
  compact: ['nav-compact', 'header'],
  dense: ['nav-thin', 'header'],
  futuristic: ['nav', 'header'],
  thin: ['nav-thin', 'header'],
};

/** A small wireframe of a layout, for the settings drawer. */
export function LayoutThumbnail({ layout }: { layout: LayoutName }) {
  const parts = PARTS[layout];
  return (
    <span className={`layout-thumb layout-thumb--${layout}`} aria-hidden="true">
      {parts.map((part) => (
        <span key={part} className={`layout-thumb__${part}`} />
      ))}
      <span className="layout-thumb__content">
        <span />
        <span />
        <span />
      </span>
    </span>
  );
}
