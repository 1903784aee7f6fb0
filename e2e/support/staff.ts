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

/**
 * Signs a person up through the API and has the administrator approve them with `roles`;
 * their first sign-in's onboarding is done too, unless `onboarded` is false.
 */
export async function approvedAccount(
  request: APIRequestContext,
  label: string,
  roles: string[],
  { onboarded = true }: { onboarded?: boolean } = {},
) {
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
  if (onboarded) {
    const token = await accessTokenFor(request, { email: person.email, password: STAFF_PASSWORD });
    const headers = { Authorization: `Bearer ${token}` };
    const profile = await request.post('/api/common/user/onboarding', {
      headers,
      // The same full name as signed up ("Label id"), as first name and surname.
      data: {
        name: person.name.split(' ')[0],
        surname: person.name.split(' ').slice(1).join(' '),
        language: 'en',
        phone: '+34 600 000 000',
      },
    });
    expect(profile.ok()).toBe(true);
    // That sign-in was the helper's, not the test's: it leaves no session behind.
    expect((await request.post('/api/auth/sign-out', { headers })).ok()).toBe(true);
  }
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
