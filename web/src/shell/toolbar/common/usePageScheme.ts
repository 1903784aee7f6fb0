import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributeFilter: ['data-bs-theme'] });
  return () => observer.disconnect();
}

function read(): 'light' | 'dark' {
  return document.documentElement.dataset.bsTheme === 'dark' ? 'dark' : 'light';
}

/**
 * The page's colour scheme (<html data-bs-theme>). Panels set it on themselves so that a
 * panel opened from a dark band in a light page still looks like the page.
 */
export function usePageScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
