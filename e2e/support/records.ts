import { type APIRequestContext, expect } from '@playwright/test';
import { accessTokenFor } from './session';

/**
 * The records a spec needs, made through the API as the administrator: each spec makes its
 * own (unique names, e-mails and codes) instead of hunting the seed for a suitable one.
 */
let counter = 0;
/** A short suffix that differs on every call. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface VacancyRecord {
  id: string;
  code: string;
  title: string;
  openings: number;
  hiredCount: number;
}

export interface ApplicantRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface MemberRecord {
  id: string;
  name: string;
  surname: string;
  email: string;
  points: number;
}

export class Records {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static asAdmin(request: APIRequestContext): Promise<Records> {
    return Records.as(request);
  }

  /** Through a session of its own, signed in with `credentials` (the administrator's by default). */
  static async as(
    request: APIRequestContext,
    credentials?: { email: string; password: string },
  ): Promise<Records> {
    const token = await accessTokenFor(request, credentials);
    return new Records(request, { Authorization: `Bearer ${token}` });
  }

  async post<T>(url: string, data: unknown, status = 201): Promise<T> {
    const response = await this.request.post(url, { headers: this.headers, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  }

  async patch<T>(url: string, data: unknown, status = 200): Promise<T> {
    const response = await this.request.patch(url, { headers: this.headers, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  }

  async put<T>(url: string, data: unknown, status = 200): Promise<T> {
    const response = await this.request.put(url, { headers: this.headers, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  }

  async get<T>(url: string): Promise<T> {
    const response = await this.request.get(url, { headers: this.headers });
    expect(response.ok(), url).toBe(true);
    return (await response.json()) as T;
  }

  company(overrides: Record<string, unknown> = {}) {
    const tag = unique();
    return this.post<{ id: string; name: string }>('/api/companies', {
      name: `Empresa E2E ${tag}`,
      taxId: `E2E${tag}`.slice(0, 30),
      ...overrides,
    });
  }

  category(kind: 'vacancy' | 'reward', overrides: Record<string, unknown> = {}) {
    return this.post<{ id: string; name: string }>('/api/categories', {
      kind,
      name: `Categoría E2E ${unique()}`,
      ...overrides,
    });
  }

  /** An open vacancy at a new company and category. */
  async openVacancy(overrides: Record<string, unknown> = {}): Promise<VacancyRecord> {
    const [company, category] = await Promise.all([this.company(), this.category('vacancy')]);
    return this.post<VacancyRecord>('/api/vacancies', {
      title: `Analista E2E ${unique()}`,
      companyId: company.id,
      categoryId: category.id,
      location: 'Monterrey',
      description: '<p>Un puesto para las pruebas de extremo a extremo.</p>',
      openings: 1,
      status: 'open',
      ...overrides,
    });
  }

  applicant(overrides: Record<string, unknown> = {}): Promise<ApplicantRecord> {
    const tag = unique();
    return this.post<ApplicantRecord>('/api/applicants', {
      firstName: 'Ana',
      lastName: `Prueba ${tag}`,
      email: `ana.${tag}@example.com`,
      consent: true,
      ...overrides,
    });
  }

  apply(vacancyId: string, applicantId: string) {
    return this.post<{ id: string; stage: string }>('/api/applications', {
      vacancyId,
      applicantId,
    });
  }

  /** Moves an application through the pipeline, stage by stage, until it is hired. */
  async hire(applicationId: string): Promise<void> {
    for (const stage of ['screening', 'interview', 'offer', 'hired']) {
      await this.patch(`/api/applications/${applicationId}/stage`, { stage });
    }
  }

  /** An active member of the rewards programme with `points` granted. */
  async member(points = 0, overrides: Record<string, unknown> = {}): Promise<MemberRecord> {
    const tag = unique();
    const member = await this.post<MemberRecord>('/api/members', {
      name: 'Marta',
      surname: `Prueba ${tag}`,
      email: `marta.${tag}@example.com`,
      documentId: `DOC${tag}`.toUpperCase().slice(0, 20),
      ...overrides,
    });
    if (points === 0) return member;
    await this.post(`/api/members/${member.id}/ledger/adjustments`, {
      points,
      reason: 'Saldo para pruebas',
    });
    return { ...member, points: member.points + points };
  }
}
