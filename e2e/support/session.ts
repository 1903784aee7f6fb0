import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-credentials';
import { test as base } from './shared-page';

/** The seeded administrator, with the password the e2e server is given (ADMIN_PASSWORD). */
export const ADMIN = E2E_ADMIN;

/** Where the web app keeps a remembered access token (web/src/lib/auth-token.ts). */
const TOKEN_STORAGE_KEY = 'talento.accessToken';

export async function accessTokenFor(
  request: APIRequestContext,
  credentials = ADMIN,
): Promise<string> {
  const response = await request.post('/api/auth/sign-in', { data: credentials });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Starts the page signed in, as a returning user whose token was remembered. */
export async function signInThroughApi(page: Page): Promise<string> {
  const token = await accessTokenFor(page.request);
  await page.addInitScript(
    ([key, value]) => {
      // Only the first document of the test: a later sign-out must stay signed out.
      if (!sessionStorage.getItem('e2e.seeded')) {
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem(key, value);
      }
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
  return token;
}

/** Tests whose page starts signed in as the administrator. */
export const signedInTest = base.extend({
  page: async ({ page }, use) => {
    await signInThroughApi(page);
    await use(page);
  },
});
