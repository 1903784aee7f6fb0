import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

const STORAGE_KEY = 'talento.fileManager.view';

function remembered(): ViewMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered in this browser. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(remembered);
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }, []);
  return [mode, change];
}
