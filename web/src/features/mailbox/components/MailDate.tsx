import { formatDateTime } from '../../../lib/format';

/** A mail's date: the time today, the day otherwise (short), or day and time in full. */
export function MailDate({
  value,
  locale,
  short,
}: {
  value: string;
  locale: string;
  short?: boolean;
}) {
  const date = new Date(value);
  let text = formatDateTime(value, locale);
  if (short && !Number.isNaN(date.getTime())) {
    const today = new Date().toDateString() === date.toDateString();
    text = new Intl.DateTimeFormat(
      locale,
      today ? { timeStyle: 'short' } : { day: 'numeric', month: 'short' },
    ).format(date);
  }
  return (
    <time className="mail-date" dateTime={value} title={formatDateTime(value, locale)}>
      {text}
    </time>
  );
}
