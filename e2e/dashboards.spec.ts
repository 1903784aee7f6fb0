import { expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { sidewaysScroll } from './support/route-walk';
import { approvedAccount, signInPageAs } from './support/staff';
import { inEachView, useScheme } from './support/views';

/** Each dashboard, a figure it draws from the seeded sample, and a figure it states. */
const DASHBOARDS = [
  {
    path: '/dashboards/analytics',
    title: 'Analytics dashboard',
    chart: 'Unique visitors, This year',
    text: 'Overall score',
  },
  {
    path: '/dashboards/project',
    title: 'Project dashboard',
    chart: 'New and closed issues per day',
    text: 'Needs triage',
  },
  {
    path: '/dashboards/finance',
    title: 'Finance dashboard',
    chart: 'Balance growth, predicted and actual',
    // The finance dashboard's fixed card limit.
    text: 'MX$34,500.00',
  },
  {
    path: '/dashboards/crypto',
    title: 'Crypto dashboard',
    chart: 'BTC price, by the minute',
    text: 'All-time high',
  },
] as const;

/** Opens a dashboard and waits until its figure is drawn. */
async function openDashboard(page: Page, dashboard: (typeof DASHBOARDS)[number]) {
  await page.goto(dashboard.path);
  await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
  const figure = page.getByRole('figure', { name: dashboard.chart });
  await expect(figure.getByRole('img')).toBeVisible();
  await expect(page.getByText(dashboard.text).first()).toBeVisible();
  return figure;
}

test.describe('the dashboards', () => {
  test('open for an account of any role, each drawing its figures', async ({ page }) => {
    // Demo screens: a rewards-only account opens them as well as an administrator.
    const person = await approvedAccount(page.request, 'Viewer', ['rewards']);
    await signInPageAs(page, person.email);

    for (const dashboard of DASHBOARDS) {
      const figure = await openDashboard(page, dashboard);
      // The chart's figures are a click away as a table.
      await figure.getByRole('button', { name: 'Show as table' }).click();
      await expect(figure.getByRole('table')).toBeVisible();
      expect(await figure.getByRole('row').count()).toBeGreaterThan(2);
    }

    // The finance sample keeps its fixed limits and states.
    await page.goto('/dashboards/finance');
    const budget = page.getByTestId('dash-budget');
    await expect(budget).toContainText('of the MX$20,000.00 limit');
    await expect(budget).toContainText('of the MX$250,000.00 goal');
    await expect(budget).toContainText('of the MX$1,000.00 limit');
    await expect(page.getByTestId('dash-statement').first()).toContainText('Paid');
  });

  // Each dashboard's first view is judged by the walks of every route (routes-1440 and routes-400:
  // axe, and no sideways scroll on a phone); what it does not open is the project
  // dashboard's other tabs, each opened once and judged alone (the frame and the tab list are
  // the walks') in both views.
  test("the project dashboard's other tabs pass axe at 1440 px light and 400 px dark", async ({
    page,
  }) => {
    const person = await approvedAccount(page.request, 'Axe', ['recruiter']);
    await signInPageAs(page, person.email);
    await useScheme(page, 'auto');
    const project = DASHBOARDS.find((dashboard) => dashboard.path === '/dashboards/project');
    await openDashboard(page, project!);
    for (const tab of ['Budget', 'Team']) {
      await test.step(tab, async () => {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await inEachView(page, async () => {
          await expect(page.locator('.tab-pane.active .card').first()).toBeVisible();
          await expect
            .poll(() => sidewaysScroll(page), {
              message: `horizontal overflow of the ${tab} tab in px`,
            })
            .toBeLessThanOrEqual(0);
          await expectNoSeriousAxeViolations(page, '.tab-pane.active');
        });
      });
    }
  });
});
