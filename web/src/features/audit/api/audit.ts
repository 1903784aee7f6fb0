import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { listingEvery } from '../../../lib/exhaustive';

export type AuditEntry = components['schemas']['AuditEntryDto'];
export type AuditAction = AuditEntry['action'];
export type AuditCollection = NonNullable<AuditEntry['collection']>;
export type AuditListParams = NonNullable<
  operations['AuditController_list']['parameters']['query']
>;

/**
 * The server's fixed action names (server/src/modules/audit/audit.types.ts), checked against
 * the API schema both ways: an entry it lacks, or an action it has that is not here, fails
 * the typecheck.
 */
export const AUDIT_ACTIONS = listingEvery<AuditAction>()([
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
]);

/** The audited collections, checked against the API schema as the actions are. */
export const AUDIT_COLLECTIONS = listingEvery<AuditCollection>()([
  'applicants',
  'members',
  'accounts',
  'sessions',
]);

/** Query keys of the trail: it only grows, so a list is simply fetched again. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
};

export function fetchAudit(params: AuditListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/audit', { params: { query: params }, signal }));
}

export function auditQuery(params: AuditListParams) {
  return queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => fetchAudit(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(params: AuditListParams) {
  return useQuery(auditQuery(params));
}
