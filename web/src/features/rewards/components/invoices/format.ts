/** Formatting for the invoice screens; every function takes the UI's language. */
export {
  formatBytes,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
} from '../../../../lib/format';

/** Today in the reader's time zone, YYYY-MM-DD (the latest day an invoice may be issued). */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
