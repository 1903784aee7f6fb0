import { useSyncExternalStore } from 'react';

/** Series colours, as Bootstrap colour names: read from the page so themes and schemes apply. */
const SERIES_COLOURS = ['primary', 'info', 'success', 'warning', 'danger', 'secondary'] as const;

export interface ChartPalette {
  series: string[];
  text: string;
  grid: string;
}

function cssVariable(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  // The body carries the theme class, whose colours override the root's.
  const value = getComputedStyle(document.body).getPropertyValue(name).trim();
  return value || fallback;
}

/** The colours of the page as it is drawn now (theme and light or dark scheme). */
export function readPalette(): ChartPalette {
  return {
    series: SERIES_COLOURS.map((name) => cssVariable(`--bs-${name}`, '#6c757d')),
    text: cssVariable('--bs-secondary-color', '#6c757d'),
    grid: cssVariable('--bs-border-color-translucent', 'rgba(0,0,0,.175)'),
  };
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-bs-theme'] });
  observer.observe(document.body, { attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const schemeSnapshot = () =>
  `${document.documentElement.getAttribute('data-bs-theme') ?? ''}|${document.body.className}`;

/** A key that changes when the scheme or theme does, so charts redraw in the new colours. */
export function useThemeKey(): string {
  return useSyncExternalStore(subscribe, schemeSnapshot, () => '');
}
