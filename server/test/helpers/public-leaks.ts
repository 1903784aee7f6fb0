/**
 * What no public answer may hold (the job board's, the booking page's, the JSON in the
 * pages the server draws): staff's and applicants' fields, internal state, ids.
 */
export const FORBIDDEN_KEYS = [
  'vacancyId',
  'applicantId',
  'applicationId',
  'companyId',
  'categoryId',
  'accountId',
  'internal',
  'status',
  'salaryMin',
  'salaryMax',
  'salaryVisible',
  'openings',
  'applicationCount',
  'hiredCount',
  'closedAt',
  'createdAt',
  'createdBy',
  'updatedAt',
  'firstName',
  'lastName',
  'email',
  'phone',
  'documentId',
  'birthDate',
  'cvFileId',
  'consentAt',
  'consentText',
  'consentLanguage',
  'erasedAt',
  'notes',
  'history',
  'stage',
  'rating',
  'by',
  'byName',
  'bookings',
  'bookedAt',
  'capacity',
];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export interface LeakOptions {
  /** Ids (`id` keys and UUID values) are fine anywhere (the banners'). */
  allowIds?: boolean;
  /** Key paths that may hold a forbidden key or an id (such as the person's own e-mail). */
  allowed?: RegExp;
}

/** Every key path of a JSON answer that is forbidden, and every id-like value, unless allowed. */
export function leaks(value: unknown, options: LeakOptions = {}, path = '$'): string[] {
  const allowed = (at: string) => options.allowed?.test(at) ?? false;
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaks(item, options, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => {
      const at = `${path}.${key}`;
      const forbidden = FORBIDDEN_KEYS.includes(key) || (key === 'id' && !options.allowIds);
      return [...(forbidden && !allowed(at) ? [at] : []), ...leaks(child, options, at)];
    });
  }
  return typeof value === 'string' && UUID.test(value) && !options.allowIds && !allowed(path)
    ? [`${path} = ${value}`]
    : [];
}
