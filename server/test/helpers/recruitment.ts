import type { App } from '../../src/app.setup';
import request from 'supertest';
import { bearer } from './auth';
import { zipBytes } from './zip';

/** Signed-in requests against one app, as one account. */
export function apiAs(app: App, token: string) {
  const http = () => request(app.getHttpServer());
  return {
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string) => http().post(url).set(bearer(token)),
    patch: (url: string) => http().patch(url).set(bearer(token)),
    put: (url: string) => http().put(url).set(bearer(token)),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  };
}
export type Api = ReturnType<typeof apiAs>;

export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000beef';

let counter = 0;
/** A short suffix that differs on every call, for unique names and e-mails. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function companyInput(overrides: Record<string, unknown> = {}) {
  const tag = unique();
  return { name: `Empresa Prueba ${tag}`, taxId: `TST${tag}`.slice(0, 30), ...overrides };
}

export function applicantInput(overrides: Record<string, unknown> = {}) {
  const tag = unique();
  return {
    firstName: 'Ana',
    lastName: `Prueba ${tag}`,
    email: `ana.${tag}@example.com`,
    consent: true,
    ...overrides,
  };
}

/** A vacancy ready to open, at the given company and category. */
export function vacancyInput(
  companyId: string,
  categoryId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    title: `Analista de Pruebas ${unique()}`,
    companyId,
    categoryId,
    location: 'Monterrey',
    description: '<p>Buscamos a alguien <strong>curioso</strong>.</p>',
    requirements: ['SQL', 'Jest'],
    salaryMin: 20000,
    salaryMax: 30000,
    openings: 1,
    ...overrides,
  };
}

// --- Files for CV uploads ----------------------------------------------------------

export const pdfBytes = () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
export const docBytes = () =>
  Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504, 0)]);
export const pngBytes = () =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);

export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': '<Types/>',
    'word/document.xml': '<w:document><w:body><w:p>Hola</w:p></w:body></w:document>',
  });
