import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an announcement stays in the region before it is cleared. */
export const ANNOUNCEMENT_CLEAR_MS = 5_000;

/**
 * A screen reader's live region that says each message once: every announcement is a new
 * node (so the same words twice are read twice), and the region is emptied after a while,
 * so a later visit never reads an old message as news.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const nextId = useRef(1);
  const announce = useCallback((text: string) => {
    setMessage({ id: nextId.current++, text });
  }, []);
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => setMessage(null), ANNOUNCEMENT_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const region = (
    <div className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true">
      {message && <span key={message.id}>{message.text}</span>}
    </div>
  );
  return { announce, region };
}
