/**
 * What the audit trail records: who did what to which record, when and from where. Never
 * the record's data: an entry holds ids, the actor's e-mail, an address and one of these
 * names.
 */
export const AUDIT_ACTIONS = [
  'read',
  'export',
  'create',
  'update',
  'delete',
  'erase',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'approve',
  'reject',
  'roles-change',
  'deactivate',
  'reactivate',
  'session-revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The collections whose records hold people's data and are audited. */
export const AUDIT_COLLECTIONS = ['applicants', 'members', 'accounts', 'sessions'] as const;
export type AuditCollection = (typeof AUDIT_COLLECTIONS)[number];

/** One entry of the trail; entries are only ever added, and removed by retention. */
export interface AuditEntry {
  id: string;
  /** When, ISO 8601 (UTC). */
  at: string;
  action: AuditAction;
  /** The signed-in account; for a failed sign-in the account tried, null when none matched. */
  actorId: string | null;
  /** The actor's e-mail when the entry was written (it survives a change of address). */
  actorEmail: string | null;
  /** The client's address as the server saw it (TRUST_PROXY decides whose). */
  ip: string;
  /** The record's collection; null for a failed sign-in. */
  collection: AuditCollection | null;
  /** The record's id; null for an export of a list or a failed sign-in. */
  recordId: string | null;
}

/** What a caller says about an entry; the service adds the id, time and e-mail. */
export interface AuditEvent {
  action: AuditAction;
  actorId: string | null;
  ip: string;
  collection: AuditCollection | null;
  recordId: string | null;
}
