import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conflict, DomainError, forbidden, notFound } from './domain-error';
import { toErrorBody } from './error-body';
import { ERROR_CODES, type ErrorCode } from './error-codes';

const ROOT = join(__dirname, '../../../..');

/** The codes clients may rely on. A code is never renamed or removed: add new ones here. */
// prettier-ignore
const STABLE_CODES = [
  'access-undeclared', 'account-deactivated', 'account-pending', 'account-rejected',
  'account-state-conflict', 'activity-empty', 'already-applied', 'already-booked', 'answers-invalid', 'applicant-erased',
  'applicant-has-applications', 'attachments-too-many', 'avatar-invalid',
  'birth-date-out-of-range', 'booking-link-expired', 'booking-link-invalid',
  'category-kind-in-use', 'category-kind-mismatch', 'current-password-wrong', 'cv-invalid', 'date-in-future', 'date-invalid',
  'dates-out-of-order', 'description-folders-only', 'document-taken', 'email-taken',
  'field-read-only', 'file-missing', 'folder-move-into-itself', 'folder-not-downloadable', 'folder-not-empty',
  'id-mismatch', 'image-file-invalid', 'image-invalid', 'import-consent-required', 'import-expired',
  'import-file-invalid', 'import-interrupted', 'import-mapping-invalid', 'import-stale', 'import-state',
  'import-too-large',
  'in-use', 'invoice-duplicate', 'invoice-file-invalid', 'invoice-file-required', 'invoice-not-pending',
  'last-admin', 'link-invalid', 'mail-not-draft', 'mail-view-missing', 'media-type-unsupported',
  'member-blocked', 'message-empty', 'migrations-pending', 'name-invalid', 'name-taken',
  'navigation-invalid', 'not-found', 'notice-empty', 'openings-below-hired', 'openings-filled',
  'order-invalid', 'password-change-required', 'password-unchanged', 'points-insufficient', 'redemption-status-change', 'reference-inactive',
  'reference-missing', 'reset-link-invalid', 'reward-inactive', 'reward-out-of-stock',
  'role-required', 'salary-range-invalid', 'series-too-large', 'session-invalid', 'sign-in-unavailable',
  'signup-closed', 'slot-exists', 'slot-full', 'slot-past', 'slot-vacancy-closed', 'storage-full', 'store-unavailable', 'tax-id-taken', 'text-invalid',
  'too-many-attempts', 'too-many-requests', 'too-many-streams', 'trivia-already-completed', 'trivia-closed',
  'trivia-inactive', 'trivia-not-open-yet', 'trivia-questions-locked', 'vacancy-has-applications',
  'vacancy-incomplete', 'vacancy-not-open', 'vacancy-status-change', 'version-conflict', 'wrong-credentials',
];

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const translations = (language: string) =>
  JSON.parse(readFileSync(join(ROOT, 'web/public/i18n', `${language}.json`), 'utf8')) as {
    errors: Record<string, unknown>;
  };

describe('error codes', () => {
  it('are the stable list, in kebab case', () => {
    expect([...CODES].sort()).toEqual(STABLE_CODES);
    for (const code of CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('are answered in the error body of every domain error', () => {
    expect(toErrorBody(notFound('not-found', 'Vacancy 7 not found'), true)).toMatchObject({
      statusCode: 404,
      code: 'not-found',
      message: 'Vacancy 7 not found',
    });
    expect(toErrorBody(conflict('name-taken', 'Taken', 'name'), true)).toMatchObject({
      code: 'name-taken',
      fields: { name: ['Taken'] },
    });
    expect(toErrorBody(forbidden('role-required', 'No'), true).code).toBe('role-required');
    // The code is a constructor argument, not optional: no domain error goes without one.
    expect(new DomainError('invalid', 'link-invalid', 'Bad link').code).toBe('link-invalid');
  });

  it('are each thrown somewhere in the server, and no code is thrown that is not listed', () => {
    const text = sources(join(ROOT, 'server/src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // account-pending, -rejected and -deactivated are built from the account's state.
    const used = new Set(
      [
        ...text.matchAll(
          /\b(?:notFound|conflict|invalid|ruleBroken|forbidden|unauthenticated|upstreamFailed|unavailable|insufficientStorage|unsupportedMediaType)\(\s*'([a-z-]+)'/g,
        ),
        // A spent limit's code comes after the reply and the wait (common/http/retry-later.ts).
        ...text.matchAll(/\b(?:retryLater|throttled)\([^;]*?'(too-many-[a-z]+)'/g),
      ].map((match) => match[1]),
    );
    expect(text).toContain('forbidden(`account-${account.state}`');
    for (const state of ['pending', 'rejected', 'deactivated']) used.add(`account-${state}`);
    expect([...used].sort()).toEqual([...CODES].sort());
  });

  it('are listed in docs/api.md', () => {
    const document = readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8');
    expect(CODES.filter((code) => !document.includes(`\`${code}\``))).toEqual([]);
  });

  it.each(['en', 'tr', 'es'])(
    'are translated in web/public/i18n/%s.json (errors.<code>)',
    (language) => {
      const { errors } = translations(language);
      expect(CODES.filter((code) => typeof errors[code] !== 'string')).toEqual([]);
    },
  );
});
