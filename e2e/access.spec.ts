import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { sidewaysScroll } from './support/route-walk';
import { inEachView, useScheme } from './support/views';
import { accessTokenFor, signInThroughApi } from './support/session';
import { approvedAccount, newPerson, STAFF_PASSWORD } from './support/staff';

/**
 * Roles and account approval, as people meet them: sign-up waits for an administrator, who
 * approves it in mantenimiento/cuentas with its roles; a recruiter sees no rewards in the
 * menu and a not-allowed page on a rewards screen; a deactivated account's open page is
 * signed out on its next request.
 */
const PASSWORD = STAFF_PASSWORD;

async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A separate browser context signed in as the seeded administrator. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page);
  return page;
}

test.describe('staff access', () => {
  test('a sign-up waits for approval; the admin approves it as a recruiter; they sign in', async ({
    page,
    browser,
  }) => {
    // The whole journey of a new member of staff, onboarding and two axe checks included.
    test.setTimeout(90_000);
    const person = newPerson('Ana');
    await page.goto('/sign-up');
    await expect(
      page.getByText('An administrator reviews every new account before it can sign in.'),
    ).toBeVisible();
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Company').fill('Acme');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Create your free account' }).click();

    await expect(page).toHaveURL(/\/confirmation-required\?mode=approval$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Awaiting approval' })).toBeVisible();
    await expect(page.getByTestId('confirmation')).toContainText(
      'An administrator must approve it before you can sign in',
    );

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signInThroughForm(page, person.email);
    await expect(page.getByRole('alert')).toContainText(
      'Your account is awaiting approval. An administrator must approve it',
    );
    await expect(page).toHaveURL(/\/sign-in$/);

    // The administrator finds the sign-up among the pending ones and approves it.
    const admin = await adminPage(browser);
    await admin.goto('/mantenimiento/cuentas');
    await expect(admin.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await admin.getByTestId('pending-shortcut').click();
    await expect(admin).toHaveURL(/[?&]state=pending/);
    await admin.getByRole('button', { name: `Approve ${person.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Approve ${person.name}` });
    await expect(dialog.getByRole('checkbox', { name: /^Recruiter/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^Rewards/ })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^Administrator/ })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(`${person.name} was approved and can sign in now.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await admin.context().close();

    // Now the person gets in, as a recruiter: the first time through the onboarding.
    await signInThroughForm(page, person.email);
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to Talento, ${person.name}` }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Set up my profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await page.getByLabel('Surname').fill('Onboarding');
    await page.getByLabel('Phone').fill('+52 55 1234 5678');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the console' }).click();
    await expect(page).toHaveURL(/\/favoritos$/);

    // Once done, never again: the next sign-in goes straight in.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/sign-in');
    await signInThroughForm(page, person.email);
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Recruitment', { exact: true })).toBeVisible();
    await expect(nav.getByText('Rewards programme', { exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);

    await page.goto('/apps/premios');
    const notAllowed = page.getByTestId('not-allowed');
    await expect(
      page.getByRole('heading', { level: 1, name: "You can't open this screen" }),
    ).toBeVisible();
    await expect(notAllowed).toContainText('Rewards is for accounts with another role');
    await expect(notAllowed).toContainText('Rewards');
    // Inside the app's frame, with the way home.
    await expect(nav).toBeVisible();
    await notAllowed.getByRole('link', { name: 'Go to your home screen' }).click();
    await expect(page).toHaveURL(/\/favoritos$/);

    // The system health is the administrators': no way to it, and refused when typed.
    await page.getByRole('button', { name: /user menu/ }).click();
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'System health' })).toHaveCount(0);
    await page.goto('/admin/health');
    await expect(notAllowed).toContainText('System health is for accounts with another role');
    await expect(notAllowed).toContainText('Administrator');
    await expect(page.getByTestId('health-card')).toHaveCount(0);
  });

  test('a rewards-only account lands on a screen it may open', async ({ page }) => {
    const person = await approvedAccount(page.request, 'Rita', ['rewards']);
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInThroughForm(page, person.email);
    await expect(page).toHaveURL(/\/mantenimiento\/categorias$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByTestId('not-allowed')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Rewards programme', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favourites' })).toHaveCount(0);
  });

  test('the admin changes roles and deactivates an account, whose open page is signed out at once', async ({
    page,
    browser,
  }) => {
    // Two browsers through a dozen screens and three sign-ins: twice the usual time.
    test.setTimeout(60_000);
    const person = await approvedAccount(page.request, 'Raul', ['recruiter']);
    await page.goto('/sign-in');
    await signInThroughForm(page, person.email);
    await expect(page).toHaveURL(/\/favoritos$/);

    const admin = await adminPage(browser);
    await admin.goto(`/mantenimiento/cuentas?q=${encodeURIComponent(person.email)}`);
    await admin.getByRole('button', { name: `Change the roles of ${person.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Roles of ${person.name}` });
    await dialog.getByRole('checkbox', { name: /^Rewards/ }).check();
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await expect(admin.getByText(`${person.name}'s roles were saved.`)).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: person.email });
    await expect(row.getByText('Rewards', { exact: true })).toBeVisible();

    // The new role counts from the person's next page load.
    await page.goto('/apps/premios');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(page.getByTestId('not-allowed')).toHaveCount(0);

    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    await row.getByRole('button', { name: `Deactivate ${person.name}` }).click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm).toContainText('Deactivate this account?');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(admin.getByText(`${person.name} was deactivated and signed out.`)).toBeVisible();
    await expect(row.locator('[data-state="deactivated"]:visible')).toHaveText('Deactivated');

    // The person's open page: its next request is refused (401) and the app signs out. The
    // deactivation's live change makes that request at once, or the click does, whichever
    // comes first; once signed out, the link is gone.
    const contacts = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contacts' });
    await expect(async () => {
      if (!page.url().includes('/sign-in')) await contacts.click({ timeout: 1_000 });
      await expect(page).toHaveURL(/\/sign-in\?redirectURL=/, { timeout: 5_000 });
    }).toPass();
    expect((await refused).status()).toBe(401);
    // Where the person was when signed out: the rewards page, or contacts if the click won.
    const back = new URL(page.url()).searchParams.get('redirectURL');
    expect(['/apps/premios', '/apps/contacts']).toContain(back);
    await signInThroughForm(page, person.email);
    await expect(page.getByRole('alert')).toContainText('This account has been deactivated.');

    // Reactivated, it gets back in.
    await row.getByRole('button', { name: `Reactivate ${person.name}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await expect(admin.getByText(`${person.name} was reactivated.`)).toBeVisible();
    await signInThroughForm(page, person.email);
    await expect(page).toHaveURL(new RegExp(`${back}$`));
    await admin.context().close();
  });

  test('an administrator sees every account’s sessions behind a switch', async ({ page }) => {
    await signInThroughApi(page);
    const person = await approvedAccount(page.request, 'Sara', ['recruiter']);
    await accessTokenFor(page.request, { email: person.email, password: PASSWORD });
    await page.goto('/apps/usuarios-logueados');
    await expect(page.getByTestId('session-row').first()).toBeVisible();
    await expect(page.getByTestId('session-row').filter({ hasText: person.email })).toHaveCount(0);
    const everyone = page.getByRole('checkbox', { name: "Every account's sessions" });
    // The switch follows the URL, which changes through a (quick) router navigation.
    await everyone.click();
    await expect(everyone).toBeChecked();
    await expect(page).toHaveURL(/\?all=true$/);
    await expect(page.getByTestId('session-row').filter({ hasText: person.email })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: "Every account's sessions" })).toBeChecked();

    // On a phone the sessions are a list of cards; the page never scrolls sideways. The
    // frame follows the new width a few frames after the window narrows (the side menu
    // leaves the row), so the page is given the time to settle rather than measured at once.
    await page.setViewportSize({ width: 400, height: 900 });
    await expect(page.getByTestId('session-row').first()).toBeVisible();
    await expect
      .poll(() => sidewaysScroll(page), { message: 'horizontal overflow in px' })
      .toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, '#main-content');
  });
});

// The access screens as they open (sign-up, sign-in, awaiting approval, the accounts list)
// are judged by the route walks (routes-1440: light, routes-400: dark, with the sideways
// scroll); here what only a flow shows, each part judged alone.
test.describe('the access screens pass axe in both schemes, on a wide screen and a phone', () => {
  // Each screen opens once and is switched from light at 1440 px to dark at 400 px.
  async function check(page: Page, include: string | string[]) {
    // The splash fades out after the first screen, and dialogs fade in.
    await expect(page.locator('.splash-screen')).toHaveCount(0);
    await expect(
      page.locator('.modal.fade:not(.show), .modal-backdrop.fade:not(.show)'),
    ).toHaveCount(0);
    await expect
      .poll(() => sidewaysScroll(page), { message: 'horizontal overflow in px' })
      .toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, include);
  }

  test('mantenimiento/cuentas with a pending sign-up, and its approve dialog', async ({ page }) => {
    // A pending sign-up, so the shortcut and the approve action show.
    const person = newPerson('Pia');
    await page.request.post('/api/auth/sign-up', {
      data: { ...person, password: PASSWORD, company: 'Acme', agreements: true },
    });
    await signInThroughApi(page);
    await useScheme(page, 'auto');
    await page.goto('/mantenimiento/cuentas');
    await inEachView(page, async () => {
      await expect(page.getByRole('button', { name: `Approve ${person.name}` })).toBeVisible();
      await check(page, ['[data-testid="pending-shortcut"]', 'tr.is-account-inactive']);
    });
    await page.getByRole('button', { name: `Approve ${person.name}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await inEachView(page, () => check(page, '.modal-dialog'));
  });

  test('the not-allowed page', async ({ page }) => {
    const person = await approvedAccount(page.request, 'Remy', ['recruiter']);
    const token = await accessTokenFor(page.request, { email: person.email, password: PASSWORD });
    await useScheme(page, 'auto');
    await page.goto('/sign-in');
    await page.evaluate((value) => localStorage.setItem('talento.accessToken', value), token);
    await page.goto('/apps/premios');
    await inEachView(page, async () => {
      await expect(page.getByTestId('not-allowed')).toBeVisible();
      await check(page, '[data-testid="not-allowed"]');
    });
  });

  test('the sign-in page refusing an account that awaits approval', async ({ page }) => {
    const person = newPerson('Axel');
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { ...person, password: PASSWORD, company: 'Acme', agreements: true },
    });
    expect(signUp.ok()).toBe(true);
    await useScheme(page, 'auto');
    await page.goto('/sign-in');
    await signInThroughForm(page, person.email);
    await expect(page.getByRole('alert')).toContainText('Your account is awaiting approval');
    await inEachView(page, () => check(page, '.alert'));
  });
});
