/**
 * What a screen does when its code cannot be fetched: after a new version is deployed, the
 * files the running app names (their names carry a hash of their content) are gone, so
 * the first visit to a screen not opened yet fails. Loading the page again brings the new
 * version, at the same address.
 */

/** How browsers word a module (or its stylesheet) that could not be fetched. */
const MISSING_CODE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the error of a screen whose code could not be fetched. */
export function isMissingCode(error: unknown): boolean {
  return error instanceof Error && MISSING_CODE.test(error.message);
}

const RELOADED_KEY = 'talento.reloadedForNewVersion';
/** Within this time, a second failure at the same address is not the deploy's: no reload. */
const RETRY_WINDOW_MS = 60_000;

interface Reload {
  /** Loads the page again (window.location.reload; a test's stand-in). */
  reload?: () => void;
  now?: () => number;
}

/**
 * Loads the page again, once a minute at most for the same address, when the server
 * answers: offline, a reload would trade the app for the browser's own error page.
 * Answers whether it did.
 */
export async function reloadForNewVersion({
  reload = () => window.location.reload(),
  now = Date.now,
}: Reload = {}): Promise<boolean> {
  const address = window.location.pathname + window.location.search;
  if (reloadedLately(address, now())) return false;
  try {
    const answer = await fetch('/api/health/live', { cache: 'no-store' });
    if (!answer.ok) return false;
  } catch {
    return false;
  }
  sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ address, at: now() }));
  reload();
  return true;
}

function reloadedLately(address: string, at: number): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      address?: string;
      at?: number;
    } | null;
    return (
      last?.address === address && typeof last.at === 'number' && at - last.at < RETRY_WINDOW_MS
    );
  } catch {
    return false;
  }
}
