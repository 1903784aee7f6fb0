/**
 * Every `code` a domain error answers with, and what it means. Codes are stable: clients
 * translate them (the web through `errors.<code>` in web/public/i18n), so a code is never
 * renamed or reused for another case; a new case gets a new code. docs/api.md lists them.
 */
export const ERROR_CODES = {
  // Signing in and access
  'wrong-credentials': 'The e-mail or password is wrong',
  'session-invalid': 'The access token is invalid, or its session ended',
  'sign-in-unavailable': 'The upstream sign-in service did not answer',
  'reset-link-invalid': 'The password-reset link is invalid, expired or already used',
  'signup-closed': 'Sign-up is closed (SIGNUP=closed)',
  'account-pending': 'The account awaits an administrator’s approval',
  'account-rejected': 'The account’s sign-up was rejected',
  'account-deactivated': 'The account was deactivated',
  'password-change-required':
    'The account signed in with a one-time password and must choose its own first',
  'current-password-wrong': 'The current password given to change it is wrong',
  'password-unchanged': 'The new password is the same as the current one',
  'role-required': 'The caller lacks the role the operation needs',
  'access-undeclared': 'The operation declares no access rule (a server bug)',
  'last-admin': 'The last active administrator cannot lose the role or be deactivated',
  'account-state-conflict': 'The account is not in a state that allows this review step',
  'too-many-attempts':
    'Too many sign-in, sign-up or password attempts from this client (429): wait Retry-After seconds',
  'id-mismatch': 'The body names another record than the one addressed',
  'field-read-only':
    'The field changes through another operation: send it as read, or leave it out',
  // Records
  'not-found': 'The record does not exist (any more)',
  'version-conflict':
    'The record changed since the version the write names (If-Match or version) was read: nothing was written',
  'file-missing': 'The record has no such file, or its content is gone',
  'reference-missing': 'A record the input refers to does not exist',
  'reference-inactive': 'A record the input refers to is inactive',
  'in-use': 'Other records use it: it cannot be deleted, only deactivated',
  'name-taken': 'Another record already has this name',
  'email-taken': 'Another record already has this e-mail',
  'document-taken': 'Another record already has this identity document',
  'tax-id-taken': 'Another company already has this tax id',
  'name-invalid': 'The name holds no letter or digit, or characters it may not',
  'date-invalid': 'The date is not a real day',
  'date-in-future': 'The date is in the future',
  'dates-out-of-order': 'The end comes before the start',
  'link-invalid': 'The link is not a route of the app (or an http(s) address)',
  'navigation-invalid': 'The navigation tree breaks a rule (ids, nesting, links, titles)',
  'notice-empty': 'A message or notification needs a title or a description',
  'message-empty': 'The chat message holds no text',
  'activity-empty': 'The activity’s description holds no text once its HTML is cleaned',
  'avatar-invalid': 'The avatar may only be removed or kept',
  'image-file-invalid':
    'The uploaded image is not a PNG, JPEG, GIF or WEBP image, by its content (415)',
  'text-invalid': 'A text holds a NUL character or a lone surrogate (half of an emoji)',
  'order-invalid': 'The new order does not name each record exactly once',
  // Recruitment
  'category-kind-mismatch': 'The category is of another kind (vacancy or reward)',
  'category-kind-in-use': 'The category is in use, so its kind cannot change',
  'vacancy-has-applications': 'The vacancy has applications: close it instead of deleting it',
  'vacancy-status-change': 'The vacancy cannot move to that status from its own',
  'vacancy-incomplete': 'An open vacancy needs a title, company, category and description',
  'vacancy-not-open': 'The vacancy takes applications only while open or paused',
  'salary-range-invalid': 'The lowest salary is above the highest',
  'openings-below-hired': 'Fewer openings than people already hired',
  'openings-filled': 'Every opening of the vacancy is filled',
  'already-applied': 'The applicant already applied to the vacancy',
  'applicant-has-applications': 'The applicant has applications: erase the personal data instead',
  'applicant-erased': 'The applicant’s personal data was erased',
  'birth-date-out-of-range': 'The birth date makes the person younger than 16 or older than 100',
  'cv-invalid': 'The CV is not a PDF, DOC or DOCX document, by its content (415)',
  // Interview slots and their public booking
  'too-many-requests':
    'Too many requests from this address to the public board or booking pages (429): wait Retry-After seconds',
  'slot-full': 'The interview slot has no place left',
  'slot-past': 'The interview slot has already started',
  'slot-vacancy-closed': 'The slot’s vacancy is not open for interview bookings',
  'slot-exists': 'The vacancy already has an interview slot starting then',
  'series-too-large': 'The series spans more days or makes more slots than allowed',
  'already-booked': 'This e-mail already has an interview booked for the vacancy',
  'booking-link-invalid': 'The booking link is not valid',
  'booking-link-expired': 'The booking link has expired: the interview has started',
  // Rewards programme
  'member-blocked': 'The member is blocked',
  'points-insufficient': 'The member has fewer points than the change takes',
  'reward-inactive': 'The reward is inactive',
  'reward-out-of-stock': 'The reward is out of stock',
  'redemption-status-change': 'The redemption cannot move to that status from its own',
  'invoice-not-pending': 'Only a pending invoice can be approved, rejected or changed',
  'invoice-duplicate': 'This invoice of this vendor is already registered',
  'invoice-file-required': 'The invoice needs its file before it is approved',
  'invoice-file-invalid':
    'The invoice file is not a PDF, PNG, JPEG or WEBP file, by its content (415)',
  'trivia-questions-locked': 'The trivia has completions: its questions can no longer change',
  'trivia-already-completed': 'The member already completed the trivia',
  'trivia-inactive': 'The trivia is inactive',
  'trivia-not-open-yet': 'The trivia has not opened yet',
  'trivia-closed': 'The trivia has closed',
  'answers-invalid': 'The answers do not fit the trivia’s questions',
  // File manager
  'description-folders-only': 'Only folders have a description',
  'folder-move-into-itself': 'A folder cannot move into itself or a subfolder',
  'folder-not-empty': 'The folder is not empty (delete with recursive=true)',
  'folder-not-downloadable': 'A folder cannot be downloaded, only files',
  // Notes
  'image-invalid': 'The image is not a PNG, JPEG, GIF or WEBP data: URL within the size limit',
  // Mailbox
  'mail-view-missing': 'A mail list needs a folder, a filter or a label',
  'mail-not-draft': 'Only a draft can be changed, given attachments or sent',
  'attachments-too-many': 'The mail already holds the most attachments it may',
  // Bulk import
  'import-file-invalid':
    'The file is not a CSV or XLSX spreadsheet with a header and rows (415 by content)',
  'import-too-large': 'The file has more rows or columns than an import takes',
  'import-expired': 'The uploaded file is no longer kept: upload it again',
  'import-state': 'The import is not at a step that allows this',
  'import-mapping-invalid': 'The column mapping breaks a rule (fields, columns, required fields)',
  'import-consent-required': 'Importing applicants needs the confirmation that they consented',
  'import-stale': 'Rows the preview found valid are not any more: nothing was imported',
  'import-interrupted': 'The server running the import’s step stopped: nothing was imported',
  // The server
  'media-type-unsupported':
    'The request body is of a type or character set the operation does not take (415)',
  'too-many-streams':
    'The account, or the server, has as many live event streams open as it allows (429)',
  'store-unavailable': 'The database does not answer (for a moment): try again shortly',
  'storage-full':
    'The disk of the store is full (507; 503 on the readiness check): nothing was saved, try again once space is freed',
  'migrations-pending':
    'The database lacks migrations this server needs (503 on the readiness check): run `npm run db:migrate`',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
