import { type Browser, expect } from '@playwright/test';
import { test } from './support/shared-page';
import { ADMIN, accessTokenFor, signedInTest, signInThroughApi } from './support/session';

test.describe('signing in and out', () => {
  test('a guest is sent to sign-in and brought back to the page asked for', async ({ page }) => {
    await page.goto('/apps/tablero?tab=2');
    await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fapps%2Ftablero%3Ftab%3D2$/);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/apps\/tablero\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Summary Dashboard' })).toBeVisible();
  });

  test('a wrong password keeps what was typed and says why', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong email or password');
    await expect(page.getByLabel('Email address')).toHaveValue(ADMIN.email);
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('fields are checked before anything is sent', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
  });

  test('the sign-out page is never carried in redirectURL', async ({ page }) => {
    await page.goto('/sign-out');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

signedInTest.describe('a signed-in user', () => {
  signedInTest('is restored from the stored token and sent away from sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/favoritos$/);
  });

  signedInTest('signs out from the user menu and lands on sign-in', async ({ page }) => {
    await page.goto('/favoritos');
    await page.getByRole('button', { name: /user menu/i }).click();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-out$/);
    await expect(page.getByRole('status')).toContainText('Redirecting to sign in');
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
    await page.goto('/favoritos');
    await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Ffavoritos$/);
  });

  signedInTest('after signing out, Back to a screen goes to sign-in', async ({ page }) => {
    await page.goto('/apps/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toContainText('Redirecting to sign in');

    await page.goBack();
    await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fapps%2Fcontacts$/);
    await expect(page.getByLabel('Email address')).toBeVisible();
  });

  signedInTest('revokes another session, which is refused at once', async ({ page }) => {
    const otherToken = await accessTokenFor(page.request);
    const { sid } = JSON.parse(
      Buffer.from(otherToken.split('.')[1], 'base64url').toString('utf8'),
    ) as { sid: string };
    const asOther = { headers: { Authorization: `Bearer ${otherToken}` } };
    expect((await page.request.get('/api/common/user', asOther)).status()).toBe(200);

    await page.goto('/apps/usuarios-logueados');
    const row = page.locator(`[data-session-id="${sid}"]`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId('session-row').filter({ hasText: 'This browser' })).toHaveCount(
      1,
    );
    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Revoke this session?');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toHaveCount(0);
    expect((await page.request.get('/api/common/user', asOther)).status()).toBe(401);
  });
});

test.describe('a console left open', () => {
  /**
   * A signed-in page of a context of its own: its clock is the test's to move, and a
   * moved clock must not reach the tab that later tests share.
   */
  async function pageWithOwnClock(browser: Browser) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await signInThroughApi(page);
    await page.goto('/favoritos');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    return { page, close: () => context.close() };
  }

  test('renews its token once half of its day is gone', async ({ browser }) => {
    const { page, close } = await pageWithOwnClock(browser);
    try {
      const first = await page.evaluate(() => localStorage.getItem('talento.accessToken'));
      const renewal = page.waitForResponse('**/api/auth/refresh-access-token');
      await page.clock.fastForward('12:10:00');
      expect((await renewal).ok()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('talento.accessToken')))
        .not.toBe(first);
      // The page still works, on the new token.
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Contacts' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    } finally {
      await close();
    }
  });

  test('goes to sign-in at its first request after the token expired', async ({ browser }) => {
    const { page, close } = await pageWithOwnClock(browser);
    try {
      // A day and more later, as after a weekend, without a renewal in between: the next
      // screen's request goes without a token, and is refused.
      await page.clock.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      // As the menu's link does (the router follows history; the page's clock is still).
      await page.evaluate(() => {
        window.history.pushState(null, '', '/apps/contacts');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Fapps%2Fcontacts$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    } finally {
      await close();
    }
  });
});

test.describe('a sign-in past the limit, in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('says how long to wait, in the reader’s words and units', async ({ page }) => {
    // The server's answer once a client's attempts are spent (the API tests reach it for
    // real; this server's limits are set out of the way of the other specs).
    await page.route('**/api/auth/sign-in', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '900' },
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 429,
          message: 'Too many attempts. Try again in 900 seconds.',
          error: 'Too Many Requests',
          code: 'too-many-attempts',
          requestId: 'e2e-429',
        }),
      }),
    );
    await page.goto('/sign-in');
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.',
    );
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(ADMIN.email);
  });
});
