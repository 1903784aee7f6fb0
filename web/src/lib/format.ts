const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A duration in seconds as its largest unit and the one below it (when not zero), in the
 * reader's language: `formatDuration(93_784, 'en')` is "1 day 2 hr".
 */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const amounts = UNITS.map(([unit, size], index) => {
    const larger = index === 0 ? Infinity : UNITS[index - 1][1];
    return { unit, amount: Math.floor((seconds % larger) / size) };
  });
  const largest = amounts.findIndex(({ amount }) => amount > 0);
  const first = largest === -1 ? amounts.length - 1 : largest;
  return amounts
    .slice(first, first + 2)
    .filter(({ amount }, index) => index === 0 || amount > 0)
    .map(({ unit, amount }) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount),
    )
    .join(' ');
}
