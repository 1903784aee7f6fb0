import { useMutation } from '@tanstack/react-query';
import { session } from '../../../lib/session';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type UserStatus = components['schemas']['AccountUserDto']['status'];

/** In the order the user menu offers them. */
export const USER_STATUSES: readonly UserStatus[] = ['online', 'away', 'busy', 'not-visible'];

/**
 * Saves the signed-in user's status (PATCH api/common/user) and shows it at once; the
 * session holds the server's answer afterwards, or the old status again on failure.
 */
export function useUpdateUserStatus() {
  return useMutation({
    mutationFn: (status: UserStatus) => unwrap(api.PATCH('/api/common/user', { body: { status } })),
    onMutate: (status) => {
      const previous = session.getState().user;
      if (previous) session.updateUser({ ...previous, status });
      return { previous };
    },
    onSuccess: (user) => session.updateUser(user),
    onError: (_error, _status, result) => {
      if (result?.previous) session.updateUser(result.previous);
    },
  });
}
