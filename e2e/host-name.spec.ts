import { expect } from '@playwright/test';
import { test } from './support/shared-page';
import { browserLaunchOptions } from './support/browser';
import { ADMIN } from './support/session';

/**
 * The built app opened as from another machine: by a host name other than localhost, over
 * plain HTTP (as after `docker run -p 3000:3000`). The browser resolves app.test to this
 * machine, so every answer's headers are what such a visitor gets.
 */
const origin = `http://app.test:${process.env.E2E_PORT}`;

test.use({
  baseURL: origin,
  launchOptions: browserLaunchOptions(['--host-resolver-rules=MAP app.test 127.0.0.1']),
});

test('the app opened by a host name over plain HTTP loads, signs in and stays on HTTP', async ({
  page,
}) => {
  const failed: string[] = [];
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    // A request the page itself gave up by moving on is no failure of the server.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });

  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/favoritos`);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // Settled (not `networkidle`: the live event stream stays open).
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(failed).toEqual([]);
  expect(problems).toEqual([]);
});
