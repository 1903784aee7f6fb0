/** How a due date stands today: past, today, soon (within 3 days) or later. */
export type DueState = 'overdue' | 'today' | 'soon' | 'later';

export function dueState(dueDate: string, now = new Date()): DueState {
  const due = new Date(dueDate);
  const startOf = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(due) - startOf(now)) / 86_400_000);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days <= 3 ? 'soon' : 'later';
}

/** The date part (yyyy-mm-dd, local) of an ISO date-time, for a date input. */
export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's value as an ISO date-time at noon local time (null when empty). */
export function fromDateInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12).toISOString();
}
