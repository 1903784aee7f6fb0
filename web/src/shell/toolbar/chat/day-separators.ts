import { localDayKey } from '../common/format';

export type ChatThreadItem<Message> =
  { kind: 'day'; key: string; date: string } | { kind: 'message'; key: string; message: Message };

/**
 * The messages of a chat (oldest first) with a day separator before the first message
 * and wherever the calendar day changes between two messages.
 */
export function withDaySeparators<Message extends { id: string; createdAt: string }>(
  messages: readonly Message[],
): ChatThreadItem<Message>[] {
  const items: ChatThreadItem<Message>[] = [];
  let previousDay: string | null = null;
  for (const message of messages) {
    const day = localDayKey(message.createdAt);
    if (day !== previousDay) {
      items.push({ kind: 'day', key: `day-${day}`, date: message.createdAt });
      previousDay = day;
    }
    items.push({ kind: 'message', key: message.id, message });
  }
  return items;
}
