import { conflict, type DomainError } from '../../common/errors/domain-error';
import type { Applicant } from './applicant.types';

/** E-mails compare without case or surrounding spaces. */
export const emailKey = (email: string) => email.trim().toLowerCase();
/** Documents compare without case or separators: "ab-12.345" is "AB12345". */
export const documentKey = (documentId: string) =>
  documentId.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Who already holds an e-mail or a document (each undefined when nobody does). */
export interface ApplicantHolders {
  byEmail: Applicant | undefined;
  byDocument: Applicant | undefined;
}

/**
 * The applicants by e-mail and by document, for the rule that both are unique among the
 * applicants whose data is not erased. One check costs a look-up, so a batch of thousands
 * checks each new or changed record against the others as it goes (`put` what passed).
 */
export class ApplicantIndex {
  private readonly byEmail = new Map<string, Applicant>();
  private readonly byDocument = new Map<string, Applicant>();

  constructor(items: readonly Applicant[]) {
    for (const applicant of items) this.put(applicant);
  }

  /** Adds a record, or replaces the entry of the same id (its old e-mail and document go). */
  put(applicant: Applicant, previous?: Applicant): void {
    if (previous) this.drop(previous);
    if (applicant.erasedAt) return;
    this.byEmail.set(emailKey(applicant.email), applicant);
    if (applicant.documentId) this.byDocument.set(documentKey(applicant.documentId), applicant);
  }

  private drop(applicant: Applicant): void {
    const email = emailKey(applicant.email);
    if (this.byEmail.get(email)?.id === applicant.id) this.byEmail.delete(email);
    if (applicant.documentId) {
      const document = documentKey(applicant.documentId);
      if (this.byDocument.get(document)?.id === applicant.id) this.byDocument.delete(document);
    }
  }

  /** Who holds the e-mail and the document given. */
  holders(email: string, documentId: string | null | undefined): ApplicantHolders {
    return {
      byEmail: this.byEmail.get(emailKey(email)),
      byDocument: documentId ? this.byDocument.get(documentKey(documentId)) : undefined,
    };
  }

  /** Why the record may not be stored beside the others (undefined when it may). */
  conflictOf(applicant: Applicant): DomainError | undefined {
    const { byEmail, byDocument } = this.holders(applicant.email, applicant.documentId);
    if (byEmail && byEmail.id !== applicant.id) {
      return conflict(
        'email-taken',
        `An applicant with the email ${applicant.email} already exists`,
        'email',
      );
    }
    if (byDocument && byDocument.id !== applicant.id) {
      return conflict(
        'document-taken',
        `An applicant with the documentId ${applicant.documentId} already exists`,
        'documentId',
      );
    }
    return undefined;
  }

  assertUnique(applicant: Applicant): void {
    const problem = this.conflictOf(applicant);
    if (problem) throw problem;
  }
}
