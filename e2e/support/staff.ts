import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accessTokenFor } from './session';

export const STAFF_PASSWORD = 'Staff-Password-2026';

let serial = 0;

/** A name and an email no other test uses. */
export function newPerson(label: string) {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return { name: `${label} ${id}`, email: `${label.toLowerCase()}.${id}@example.com` };
}

/** The seeded administrator's bearer header. */
export async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await accessTokenFor(request)}` };
}

/** Signs a person up through the API and has the administrator approve them with `roles`. */
export async function approvedAccount(request: APIRequestContext, label: string, roles: string[]) {
  const person = newPerson(label);
  const signUp = await request.post('/api/auth/sign-up', {
    data: { ...person, password: STAFF_PASSWORD, company: 'Acme', agreements: true },
  });
  expect(signUp.ok()).toBe(true);
  const headers = await adminHeaders(request);
  const list = await request.get(`/api/accounts?search=${encodeURIComponent(person.email)}`, {
    headers,
  });
  const { items } = (await list.json()) as { items: { id: string; email: string }[] };
  const id = items.find((item) => item.email === person.email)?.id;
  expect(id).toBeDefined();
  const approve = await request.post(`/api/accounts/${id}/approve`, {
    headers,
    data: { roles },
  });
  expect(approve.ok()).toBe(true);
  return { ...person, id: id! };
}

/** Starts the page signed in as `email` (its token remembered, as after a sign-in). */
export async function signInPageAs(page: Page, email: string, password = STAFF_PASSWORD) {
  const token = await accessTokenFor(page.request, { email, password });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('talento.accessToken', value);
    }
  }, token);
  return token;
}
