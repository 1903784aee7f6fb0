import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing settles for this long before a text field saves. */
export const AUTOSAVE_DELAY_MS = 600;

/**
 * A text field that saves itself: `save` runs once typing settles, at once on blur, and
 * before the field goes away, each time with the latest text and only when it changed
 * since the last save.
 */
export function useAutosaveText(initial: string, save: (value: string) => void) {
  const [value, setValue] = useState(initial);
  const saved = useRef(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current === saved.current) return;
    saved.current = latest.current;
    saveRef.current(latest.current);
  }, []);

  const onChange = useCallback(
    (next: string) => {
      setValue(next);
      latest.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** Shows `next` as the saved text (someone else's, loaded in place of these edits). */
  const reset = useCallback((next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    saved.current = next;
    latest.current = next;
    setValue(next);
  }, []);

  useEffect(() => flush, [flush]);

  return { value, onChange, onBlur: flush, reset };
}
