import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { conflict, notFound, ruleBroken } from '../../common/errors/domain-error';
import type { RecordsPort } from '../../common/listing/dependents';
import { type ReadPort, StoreService } from '../../store';
import { ActivitiesService } from '../activities/activities.service';
import {
  APPLICANT_CREATED,
  APPLICANT_DELETED,
  APPLICANT_ERASED,
  type ApplicantCreatedEvent,
  type ApplicantDeletedEvent,
  type ApplicantErasedEvent,
} from '../activities/recruitment-events';
import { highlight, matches } from '../shell/search/highlight';
import { SearchService } from '../shell/search/search.service';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { foldText, uniqueTexts } from '../../common/listing/text';
import { realDay } from '../../common/validation/real-day';
import {
  ApplicantIndex,
  type ApplicantKey,
  conflictOf,
  documentKey,
  emailKey,
  holdersFrom,
} from './applicant-index';
import { type Applicant, applicantName } from './applicant.types';
import { type ConsentLanguage, NO_CONSENT_WORDING } from './consent';
import { ApplicantsRepository } from './applicants.repository';
import { CV_CONTENT_TYPES, type CvFormat } from './cv-format';
import { CvFiles } from './cv-files';
import type {
  ApplicantDto,
  ApplicantExportDto,
  ApplicantListQueryDto,
  ApplicantSortField,
  ApplicantSummaryDto,
  CreateApplicantDto,
  ExportedApplicationDto,
  UpdateApplicantDto,
} from './dto/applicant.dto';

/** What the applications module tells about an applicant's applications. */
export interface ApplicantApplications {
  /** The collection `count` reads: it joins the commit that deletes an applicant. */
  records?: ReadPort;
  count(applicantId: string): number;
  export(applicantId: string): ExportedApplicationDto[];
}

/** What a visitor of the public job board gives when applying. */
export interface VisitorContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  documentId: string | null;
  /** The consent wording the form showed and its language, recorded beside the date. */
  consentText: string;
  consentLanguage: ConsentLanguage;
}

/**
 * A person booking an interview on the public page: the name as typed, the e-mail as
 * bookings compare it (trimmed, lower case), and the consent the page showed.
 */
export interface BookingContact {
  name: string;
  email: string;
  phone: string;
  consentText: string;
  consentLanguage: ConsentLanguage;
}

/** The applicant a visitor's application goes to, and whether it was made for it. */
export interface VisitorApplicant {
  applicant: Applicant;
  created: boolean;
}

/** A CV to download: its bytes, type and a file name made from the applicant's name. */
export interface CvDownload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const LIST: ListSpec<Applicant, ApplicantSortField> = {
  searchIn: (applicant) => [
    applicant.firstName,
    applicant.lastName,
    applicant.email,
    applicant.documentId,
    applicant.city,
    ...applicant.skills,
  ],
  sortBy: {
    lastName: (applicant) => `${applicant.lastName} ${applicant.firstName}`,
    firstName: (applicant) => `${applicant.firstName} ${applicant.lastName}`,
    email: (applicant) => applicant.email,
    city: (applicant) => applicant.city,
    yearsExperience: (applicant) => applicant.yearsExperience,
    expectedSalary: (applicant) => applicant.expectedSalary,
    createdAt: (applicant) => applicant.createdAt,
    updatedAt: (applicant) => applicant.updatedAt,
  },
  defaultSort: 'lastName',
  defaultOrder: 'asc',
};

@Injectable()
export class ApplicantsService {
  private applications: ApplicantApplications = { count: () => 0, export: () => [] };

  constructor(
    private readonly applicants: ApplicantsRepository,
    private readonly activities: ActivitiesService,
    private readonly store: StoreService,
    private readonly cvFiles: CvFiles,
    private readonly events: EventEmitter2,
    search: SearchService,
  ) {
    search.register({
      id: 'applicants',
      label: 'Applicants',
      search: (query) =>
        this.applicants
          .list()
          .filter(
            (applicant) =>
              !applicant.erasedAt &&
              (matches(applicantName(applicant), query) ||
                matches(applicant.email, query) ||
                matches(applicant.documentId, query) ||
                applicant.skills.some((skill) => matches(skill, query))),
          )
          .map((applicant) => ({
            id: applicant.id,
            link: `/apps/detail?applicant=${applicant.id}`,
            value: highlight(applicantName(applicant), query),
            name: applicantName(applicant),
            email: applicant.email,
          })),
    });
  }

  /** Set by the applications module. */
  useApplications(applications: ApplicantApplications): void {
    this.applications = applications;
  }

  /**
   * The applicants' collection, for another module's commit whose checks read them, or
   * that adds the applicant of an interview booked on the public page (see
   * `withBookingApplicant`): the store makes several collections one commit only within
   * one StoreService.mutateTogether call, and the booking, its applicant and application
   * must land together (or not at all, after a crash too).
   */
  get records(): RecordsPort<Applicant> {
    return this.applicants;
  }

  /**
   * Inside the commit of an interview booked on the public page, over the applicants' list
   * it got: the applicant (not erased) with the booking's e-mail, or else a new one from
   * the website, named by the booking's name split at its first space and with its
   * consent given at `now`. Answers the next list, the applicant and whether it was made.
   */
  withBookingApplicant(
    items: readonly Applicant[],
    contact: BookingContact,
    now: string,
  ): { items: readonly Applicant[]; applicant: Applicant; created: boolean } {
    const known = this.holdersOf('email', emailKey(contact.email))[0];
    if (known) return { items, applicant: known, created: false };
    const applicant = bookingApplicant(contact, now);
    return { items: [...items, applicant], applicant, created: true };
  }

  /** Erased applicants stay for the counts but are not listed. */
  list(query: ApplicantListQueryDto): Page<ApplicantDto> {
    const city = query.city ? foldText(query.city.trim()) : undefined;
    const skill = query.skill ? foldText(query.skill.trim()) : undefined;
    const filtered = this.applicants.list().filter(
      (applicant) =>
        !applicant.erasedAt &&
        (city === undefined || foldText(applicant.city) === city) &&
        (skill === undefined || applicant.skills.some((own) => foldText(own) === skill)) &&
        (query.source === undefined || applicant.source === query.source) &&
        (query.education === undefined || applicant.education === query.education) &&
        // Not given matches no range.
        (query.minYears === undefined ||
          (applicant.yearsExperience !== null && applicant.yearsExperience >= query.minYears)) &&
        (query.maxYears === undefined ||
          (applicant.yearsExperience !== null && applicant.yearsExperience <= query.maxYears)) &&
        (query.hasCv === undefined || (applicant.cvFileId !== null) === query.hasCv),
    );
    return mapPage(listPage(filtered, query, LIST), (applicant) => this.toDto(applicant));
  }

  /** The stored applicant, or undefined (for other modules' checks). */
  find(id: string): Applicant | undefined {
    return this.applicants.get(id);
  }

  get(id: string): ApplicantDto {
    return this.toDto(this.existing(id));
  }

  summary(applicant: Applicant): ApplicantSummaryDto {
    return {
      id: applicant.id,
      name: applicantName(applicant),
      email: applicant.email,
      city: applicant.city,
      erasedAt: applicant.erasedAt,
      hasCv: applicant.cvFileId !== null,
    };
  }

  /** Consent is required and recorded with the time of creation. */
  async create(input: CreateApplicantDto, by: string): Promise<ApplicantDto> {
    const now = new Date().toISOString();
    const applicant = this.newRecord(input, new Date(now));
    const created = await this.applicants.insertWith(() => {
      this.assertUnique(applicant);
      return applicant;
    });
    const event: ApplicantCreatedEvent = {
      applicantId: created.id,
      name: applicantName(created),
      by,
      at: now,
    };
    await this.events.emitAsync(APPLICANT_CREATED, event);
    return this.toDto(created);
  }

  /**
   * The applicant (not erased) with this e-mail, or else with this identity document;
   * compared as uniqueness compares them.
   */
  matchContact(email: string, documentId: string | null): Applicant | undefined {
    const { byEmail, byDocument } = holdersFrom(this.holdersOf, email, documentId);
    return byEmail ?? byDocument;
  }

  /**
   * A visitor of the public job board applies. An applicant with the same e-mail, or
   * else the same document, is linked rather than duplicated, and what the visitor typed
   * never overwrites what is stored: only a blank phone, a missing document (when no one
   * else has it) and a missing CV are filled, and the consent (its date and wording) is
   * renewed. Anyone else becomes a new applicant from the website, with the CV and consent
   * recorded now.
   *
   * The CV is stored first; a file the applicant record does not take is deleted again.
   */
  async fromVisitor(
    contact: VisitorContact,
    cv: { bytes: Buffer; format: CvFormat },
    by: string,
  ): Promise<VisitorApplicant> {
    const now = new Date().toISOString();
    const fileId = await this.cvFiles.save(cv.bytes);
    const withCv = {
      cvFileId: fileId,
      cvFormat: cv.format,
      cvSize: cv.bytes.length,
      cvUploadedAt: now,
    };
    let outcome: VisitorApplicant;
    try {
      outcome = await this.applicants.mutate<VisitorApplicant>((items) => {
        const known = this.matchContact(contact.email, contact.documentId);
        if (known) {
          const index = items.indexOf(known);
          const documentFree =
            contact.documentId !== null &&
            this.holdersOf('document', documentKey(contact.documentId)).length === 0;
          const next: Applicant = {
            ...known,
            phone: known.phone || contact.phone,
            documentId:
              known.documentId ?? (documentFree ? contact.documentId!.toUpperCase() : null),
            ...(known.cvFileId === null ? withCv : {}),
            consentAt: now,
            consentText: contact.consentText,
            consentLanguage: contact.consentLanguage,
            updatedAt: now,
          };
          return { items: items.with(index, next), result: { applicant: next, created: false } };
        }
        const applicant: Applicant = {
          id: randomUUID(),
          firstName: contact.firstName,
          lastName: contact.lastName,
          documentId: contact.documentId?.toUpperCase() ?? null,
          email: emailKey(contact.email),
          phone: contact.phone,
          birthDate: null,
          city: '',
          skills: [],
          yearsExperience: null,
          education: null,
          expectedSalary: null,
          source: 'website',
          notes: '',
          ...withCv,
          consentAt: now,
          consentText: contact.consentText,
          consentLanguage: contact.consentLanguage,
          erasedAt: null,
          createdAt: now,
          updatedAt: now,
        };
        this.assertUnique(applicant);
        return { items: [...items, applicant], result: { applicant, created: true } };
      });
    } catch (error) {
      await this.cvFiles.remove(fileId);
      throw error;
    }
    if (outcome.applicant.cvFileId !== fileId) await this.cvFiles.remove(fileId);
    if (outcome.created) {
      const event: ApplicantCreatedEvent = {
        applicantId: outcome.applicant.id,
        name: applicantName(outcome.applicant),
        by,
        at: now,
      };
      await this.events.emitAsync(APPLICANT_CREATED, event);
    }
    return outcome;
  }

  async update(id: string, patch: UpdateApplicantDto): Promise<ApplicantDto> {
    const changes = definedOnly(patch) as UpdateApplicantDto;
    const updated = await this.applicants.updateWith(id, (current) => {
      const next = this.changedRecord(current, changes, new Date());
      this.assertUnique(next);
      return next;
    });
    if (!updated) throw applicantNotFound(id);
    return this.toDto(updated);
  }

  // --- Rules for other writers (the bulk import), the same create and update follow ---

  /**
   * The record `create` stores for the input, consent taken at `now`; throws the input's
   * own rule errors (a birth date that is no real day, or out of range). Whether the
   * e-mail and document are free is for `uniqueness` to say against the stored list.
   */
  newRecord(input: CreateApplicantDto, now: Date, id: string = randomUUID()): Applicant {
    const { consent: _consent, ...fields } = input;
    const at = now.toISOString();
    const applicant: Applicant = {
      id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      documentId: fields.documentId?.toUpperCase() ?? null,
      email: emailKey(fields.email),
      phone: fields.phone ?? '',
      birthDate: fields.birthDate ?? null,
      city: fields.city ?? '',
      skills: uniqueTexts(fields.skills ?? []),
      yearsExperience: fields.yearsExperience ?? null,
      education: fields.education ?? null,
      expectedSalary: fields.expectedSalary ?? null,
      source: fields.source ?? 'other',
      notes: fields.notes ?? '',
      cvFileId: null,
      cvFormat: null,
      cvSize: null,
      cvUploadedAt: null,
      consentAt: at,
      ...NO_CONSENT_WORDING,
      erasedAt: null,
      createdAt: at,
      updatedAt: at,
    };
    checkBirthDate(applicant.birthDate, now);
    return applicant;
  }

  /**
   * The record `update` stores once the fields given in `changes` are applied; throws
   * for an erased applicant or a birth date that breaks its rule.
   */
  changedRecord(current: Applicant, changes: UpdateApplicantDto, now: Date): Applicant {
    assertNotErased(current);
    const next: Applicant = {
      ...current,
      ...changes,
      email: changes.email === undefined ? current.email : emailKey(changes.email),
      documentId:
        changes.documentId === undefined
          ? current.documentId
          : (changes.documentId?.toUpperCase() ?? null),
      skills: changes.skills === undefined ? current.skills : uniqueTexts(changes.skills),
      updatedAt: now.toISOString(),
    };
    if (changes.birthDate !== undefined) checkBirthDate(next.birthDate, now);
    return next;
  }

  /** The unique e-mail and document rule over a list of applicants (see ApplicantIndex). */
  uniqueness(items: readonly Applicant[]): ApplicantIndex {
    return new ApplicantIndex(items);
  }

  /** The stored applicants holding a key's value; inside a change, as its commit sees them. */
  private readonly holdersOf = (key: ApplicantKey, value: string): readonly Applicant[] =>
    this.applicants.withKey(key, value);

  /** Throws when another stored applicant holds the record's e-mail or document. */
  private assertUnique(applicant: Applicant): void {
    const problem = conflictOf(applicant, this.holdersOf);
    if (problem) throw problem;
  }

  /**
   * Refused while the applicant has applications (their counts would change): erase the
   * personal data instead. Deleting removes the CV file too, in the same commit.
   */
  async remove(id: string): Promise<ApplicantDto> {
    // One commit with the applications it counts: checked against every server.
    const reads = this.applications.records ? [this.applications.records] : [];
    const removed = await this.store.mutateReading(this.applicants, reads, (items) => {
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) throw applicantNotFound(id);
      const current = items[index];
      const count = this.applications.count(id);
      if (count > 0) {
        throw conflict(
          'applicant-has-applications',
          `${applicantName(current)} has ${count} application${count === 1 ? '' : 's'}; erase the personal data instead (DELETE /api/applicants/${id}/personal-data)`,
          'id',
        );
      }
      return {
        items: items.toSpliced(index, 1),
        result: current,
        removeFiles: current.cvFileId ? [this.cvFiles.storedPath(current.cvFileId)] : [],
      };
    });
    const event: ApplicantDeletedEvent = { applicantId: id };
    await this.events.emitAsync(APPLICANT_DELETED, event);
    return this.toDto(removed);
  }

  /**
   * Stores a CV whose format was read from its bytes; the previous file is deleted by the
   * commit that replaces it.
   */
  async uploadCv(id: string, bytes: Buffer, format: CvFormat): Promise<ApplicantDto> {
    assertNotErased(this.existing(id));
    const fileId = await this.cvFiles.save(bytes);
    let updated: Applicant;
    try {
      updated = await this.applicants.mutate((items) => {
        const index = items.findIndex((applicant) => applicant.id === id);
        if (index === -1) throw applicantNotFound(id);
        assertNotErased(items[index]);
        const previous = items[index].cvFileId;
        const now = new Date().toISOString();
        const next: Applicant = {
          ...items[index],
          cvFileId: fileId,
          cvFormat: format,
          cvSize: bytes.length,
          cvUploadedAt: now,
          updatedAt: now,
        };
        return {
          items: items.with(index, next),
          result: next,
          removeFiles: previous ? [this.cvFiles.storedPath(previous)] : [],
        };
      });
    } catch (error) {
      await this.cvFiles.remove(fileId);
      throw error;
    }
    return this.toDto(updated);
  }

  async cv(id: string): Promise<CvDownload> {
    const applicant = this.existing(id);
    const bytes = applicant.cvFileId ? await this.cvFiles.read(applicant.cvFileId) : undefined;
    if (!bytes || !applicant.cvFormat) throw notFound('file-missing', `Applicant ${id} has no CV`);
    return {
      bytes,
      contentType: CV_CONTENT_TYPES[applicant.cvFormat],
      fileName: `${cvBaseName(applicant)}.${applicant.cvFormat}`,
    };
  }

  /** Everything stored about the person, as JSON. */
  export(id: string): ApplicantExportDto {
    const applicant = this.existing(id);
    return {
      exportedAt: new Date().toISOString(),
      applicant: this.toDto(applicant),
      applications: this.applications.export(id),
    };
  }

  /**
   * Removes the personal data on the person's request: names, contact, document, profile,
   * notes and the CV file. The record and its applications stay, anonymised, so the
   * counts per vacancy and stage do not change. Erasing twice changes nothing more.
   *
   * One commit erases the record, anonymises the activity feed and deletes the CV file:
   * after a crash all of it has happened or none. The log is then compacted, so that the
   * personal data does not stay on disk in older log lines either.
   */
  async erase(id: string, by: string): Promise<ApplicantDto> {
    const now = new Date().toISOString();
    const { erased, changed } = await this.store.mutateTogether(
      [this.applicants, this.activities.erasureRecords],
      ([applicants, activities]) => {
        const index = applicants.findIndex((applicant) => applicant.id === id);
        if (index === -1) throw applicantNotFound(id);
        const current = applicants[index];
        if (current.erasedAt) {
          return { lists: [applicants, activities], result: { erased: current, changed: false } };
        }
        const next: Applicant = {
          ...current,
          firstName: '',
          lastName: '',
          documentId: null,
          email: '',
          phone: '',
          birthDate: null,
          city: '',
          skills: [],
          yearsExperience: null,
          education: null,
          expectedSalary: null,
          notes: '',
          cvFileId: null,
          cvFormat: null,
          cvSize: null,
          cvUploadedAt: null,
          erasedAt: now,
          updatedAt: now,
        };
        return {
          lists: [
            applicants.with(index, next),
            this.activities.withApplicantAnonymised(activities, id),
          ],
          result: { erased: next, changed: true },
          removeFiles: current.cvFileId ? [this.cvFiles.storedPath(current.cvFileId)] : [],
        };
      },
    );
    if (changed) {
      await this.store.compact();
      const event: ApplicantErasedEvent = { applicantId: id, by, at: now };
      await this.events.emitAsync(APPLICANT_ERASED, event);
    }
    return this.toDto(erased);
  }

  private existing(id: string): Applicant {
    const applicant = this.applicants.get(id);
    if (!applicant) throw applicantNotFound(id);
    return applicant;
  }

  private toDto(applicant: Applicant): ApplicantDto {
    return { ...applicant, applicationCount: this.applications.count(applicant.id) };
  }
}

/** A new applicant from a booking: the name split at its first space, the booking's consent. */
function bookingApplicant(contact: BookingContact, now: string): Applicant {
  const [firstName, ...rest] = contact.name.split(/\s+/);
  return {
    id: randomUUID(),
    firstName,
    lastName: rest.join(' '),
    documentId: null,
    email: contact.email,
    phone: contact.phone,
    birthDate: null,
    city: '',
    skills: [],
    yearsExperience: null,
    education: null,
    expectedSalary: null,
    source: 'website',
    notes: '',
    cvFileId: null,
    cvFormat: null,
    cvSize: null,
    cvUploadedAt: null,
    consentAt: now,
    consentText: contact.consentText,
    consentLanguage: contact.consentLanguage,
    erasedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

function assertNotErased(applicant: Applicant): void {
  if (applicant.erasedAt) {
    throw ruleBroken(
      'applicant-erased',
      `The personal data of applicant ${applicant.id} was erased; it cannot change`,
      'erasedAt',
    );
  }
}

/** A real day, and a person of 16 to 100 years. */
function checkBirthDate(birthDate: string | null, now: Date): void {
  if (birthDate === null) return;
  const date = realDay(birthDate, 'birthDate');
  const years = (now.getTime() - date.getTime()) / (365.25 * 24 * 3600 * 1000);
  if (years < 16 || years > 100) {
    throw ruleBroken(
      'birth-date-out-of-range',
      'birthDate must make the applicant 16 to 100 years old',
      'birthDate',
    );
  }
}

/** cv-ana-lopez-garcia: ASCII letters, digits and hyphens only, whatever the name holds. */
function cvBaseName(applicant: Applicant): string {
  const name = foldText(`${applicant.firstName} ${applicant.lastName}`)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return name ? `cv-${name}` : `cv-${applicant.id}`;
}

function applicantNotFound(id: string) {
  return notFound('not-found', `Applicant ${id} not found`);
}
