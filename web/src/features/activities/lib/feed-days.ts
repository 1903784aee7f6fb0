/** A local calendar day, e.g. "2031-03-10". */
export function dayKey(date: Date | string): string {
  const value = new Date(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Items in runs of one local day, in the order given (the feed is newest first). */
export function groupByDay<T extends { date: string }>(
  items: readonly T[],
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayKey(item.date);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/**
 * A day's heading: "Today", "Yesterday" (in the reader's language), or the full date.
 * `day` is a dayKey.
 */
export function dayHeading(day: string, locale: string, now = new Date()): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const noon = new Date(year, month - 1, date, 12);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  const daysAgo = Math.round((today.getTime() - noon.getTime()) / 86_400_000);
  if (daysAgo === 0 || daysAgo === 1) {
    const text = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-daysAgo, 'day');
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(noon.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(noon);
}
