import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { AuditAction, AuditCollection } from './audit.types';

export const AUDITED_KEY = 'audited';

/**
 * Which record an audited route is about: the `:id` of its path, the `id` of the record
 * it answers (a create), the caller's own account or session, or none (a list).
 */
export type AuditedRecord = 'param' | 'result' | 'own-account' | 'own-session' | 'none';

export interface AuditedRoute {
  action: AuditAction;
  collection: AuditCollection;
  record: AuditedRecord;
  /**
   * A list of people: recorded only as an export, when the web fetches its first page
   * for a CSV or XLSX file (header `X-List-Export`), not on every page the screen shows.
   */
  listExport?: true;
}

/** The request header the web's list exports send with the pages they fetch. */
export const LIST_EXPORT_HEADER = 'x-list-export';

/**
 * Records a successful call of this route in the audit trail (AuditInterceptor): who,
 * when, from where, which record and `action`; never the data.
 */
export const Audited = (
  action: AuditAction,
  collection: AuditCollection,
  record: AuditedRecord = 'param',
) => SetMetadata(AUDITED_KEY, { action, collection, record } satisfies AuditedRoute);

/** A list of people whose exports are recorded (see AuditedRoute.listExport). */
export const AuditedListExport = (collection: AuditCollection) =>
  applyDecorators(
    SetMetadata(AUDITED_KEY, {
      action: 'export',
      collection,
      record: 'none',
      listExport: true,
    } satisfies AuditedRoute),
    ApiHeader({
      name: 'X-List-Export',
      required: false,
      description:
        'Sent by a CSV or XLSX export as it fetches the list (any value, e.g. csv): its first page is recorded in the audit trail',
    }),
  );
