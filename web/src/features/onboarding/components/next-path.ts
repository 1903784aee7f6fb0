import { useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../lib/forms';

/**
 * Where the person was going when the onboarding began (`?next=`), carried from page to
 * page; without one the root, which sends each account to its home screen.
 */
export function useNextPath(): { next: string; withNext: (path: string) => string } {
  const [params] = useSearchParams();
  const raw = params.get('next');
  const next = safeRedirectPath(raw);
  const withNext = (path: string) => (raw ? `${path}?next=${encodeURIComponent(next)}` : path);
  return { next, withNext };
}
