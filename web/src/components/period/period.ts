/** The reporting periods the API takes (server/src/common/period). */
export const PERIOD_PRESETS = [
  'this-month',
  'last-month',
  'last-30-days',
  'this-quarter',
  'this-year',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A period as query parameters: a preset, with its first and last days when custom. */
export interface PeriodQuery {
  period: PeriodPreset;
  from?: string;
  to?: string;
}

export const DEFAULT_PERIOD: PeriodQuery = { period: 'this-month' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isPreset(value: unknown): value is PeriodPreset {
  return typeof value === 'string' && (PERIOD_PRESETS as readonly string[]).includes(value);
}

/** The period a URL names; anything unreadable falls back to this month. */
export function periodFromSearch(search: URLSearchParams): PeriodQuery {
  const period = search.get('period');
  if (!isPreset(period)) return DEFAULT_PERIOD;
  if (period !== 'custom') return { period };
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return DAY.test(from) && DAY.test(to) && from <= to ? { period, from, to } : DEFAULT_PERIOD;
}

/** Writes a period into search parameters, keeping the others. */
export function periodToSearch(query: PeriodQuery, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('period', query.period);
  if (query.period === 'custom' && query.from && query.to) {
    next.set('from', query.from);
    next.set('to', query.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}
