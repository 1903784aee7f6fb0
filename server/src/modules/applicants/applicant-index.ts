import { conflict, type DomainError } from '../../common/errors/domain-error';
import { identifierKey } from '../../common/listing/text';
import type { Applicant } from './applicant.types';

/** E-mails compare without case or surrounding spaces. */
export const emailKey = (email: string) => email.trim().toLowerCase();
/** Documents compare without case or separators (identifierKey). */
export const documentKey = identifierKey;

/**
 * The keys that are unique among applicants whose data is not erased, as the store looks
 * them up (CollectionDefinition.keys): an erased applicant holds neither.
 */
export const APPLICANT_KEYS = {
  email: (applicant: Applicant) => (applicant.erasedAt ? undefined : emailKey(applicant.email)),
  document: (applicant: Applicant) =>
    applicant.erasedAt || !applicant.documentId ? undefined : documentKey(applicant.documentId),
} as const;

export type ApplicantKey = keyof typeof APPLICANT_KEYS;

/** The applicants holding a key's value (the stored ones, or a batch's ApplicantIndex). */
export type HoldersOf = (key: ApplicantKey, value: string) => readonly Applicant[];

/** Who already holds an e-mail or a document (each undefined when nobody does). */
export interface ApplicantHolders {
  byEmail: Applicant | undefined;
  byDocument: Applicant | undefined;
}

/** Who holds the e-mail and the document given, compared as the keys compare them. */
export function holdersFrom(
  holdersOf: HoldersOf,
  email: string,
  documentId: string | null | undefined,
): ApplicantHolders {
  return {
    byEmail: holdersOf('email', emailKey(email))[0],
    byDocument: documentId ? holdersOf('document', documentKey(documentId))[0] : undefined,
  };
}

/** Why the record may not be stored beside the others (undefined when it may). */
export function conflictOf(applicant: Applicant, holdersOf: HoldersOf): DomainError | undefined {
  const takenBy = (key: ApplicantKey) => {
    const value = APPLICANT_KEYS[key](applicant);
    return value !== undefined && holdersOf(key, value).some((other) => other.id !== applicant.id);
  };
  if (takenBy('email')) {
    return conflict(
      'email-taken',
      `An applicant with the email ${applicant.email} already exists`,
      'email',
    );
  }
  if (takenBy('document')) {
    return conflict(
      'document-taken',
      `An applicant with the documentId ${applicant.documentId} already exists`,
      'documentId',
    );
  }
  return undefined;
}

/**
 * The applicants of a list by e-mail and by document, for a batch of thousands (the bulk
 * import) that checks each new or changed record against the others as it goes (`put`
 * what passed): one pass over the list, then a look-up a check.
 */
export class ApplicantIndex {
  private readonly byKey: Record<ApplicantKey, Map<string, Applicant>> = {
    email: new Map(),
    document: new Map(),
  };
  private readonly holdersOf: HoldersOf = (key, value) => {
    const holder = this.byKey[key].get(value);
    return holder ? [holder] : [];
  };

  constructor(items: readonly Applicant[]) {
    for (const applicant of items) this.put(applicant);
  }

  /** Adds a record, or replaces the entry of the same id (its old e-mail and document go). */
  put(applicant: Applicant, previous?: Applicant): void {
    for (const key of ['email', 'document'] as const) {
      const index = this.byKey[key];
      const before = previous && APPLICANT_KEYS[key](previous);
      if (before !== undefined && index.get(before)?.id === previous!.id) index.delete(before);
      const after = APPLICANT_KEYS[key](applicant);
      if (after !== undefined) index.set(after, applicant);
    }
  }

  /** Who holds the e-mail and the document given. */
  holders(email: string, documentId: string | null | undefined): ApplicantHolders {
    return holdersFrom(this.holdersOf, email, documentId);
  }

  assertUnique(applicant: Applicant): void {
    const problem = conflictOf(applicant, this.holdersOf);
    if (problem) throw problem;
  }
}
