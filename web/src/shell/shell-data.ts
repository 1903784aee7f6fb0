import type { QueryClient } from '@tanstack/react-query';
import { navigationTreeQuery } from './navigation/navigation-api';
import { chatsQuery } from './toolbar/api/chat';
import { noticesQuery } from './toolbar/api/notices';

/**
 * Starts loading what the frame of every signed-in screen shows (the menu, the messages,
 * notifications and chats of the toolbar) with the first screen's code (routes.tsx),
 * not once the frame has rendered. Otherwise their answers arrive while React renders
 * the first screen in slices, and each such component renders again, at once, in the
 * task that commits the screen.
 */
export function prefetchShellData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(navigationTreeQuery()),
    queryClient.prefetchQuery(noticesQuery('messages')),
    queryClient.prefetchQuery(noticesQuery('notifications')),
    queryClient.prefetchQuery(chatsQuery()),
  ]);
}
