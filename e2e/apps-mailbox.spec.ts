import { expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { sidewaysScroll } from './support/route-walk';
import { ADMIN, accessTokenFor } from './support/session';
import { approvedAccount, signInPageAs } from './support/staff';
import { inEachView, NARROW_DARK, showView, useScheme, WIDE_LIGHT } from './support/views';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A new account (with its own sample mailbox), signed in on the page; its bearer header. */
async function mailboxAccount(page: Page) {
  const person = await approvedAccount(page.request, 'Buzon', ['recruiter']);
  const token = await signInPageAs(page, person.email);
  return { person, headers: { Authorization: `Bearer ${token}` } };
}

/** The administrator sends `to` a mail through the API; answers its subject. */
async function mailFromAdmin(page: Page, to: string, subject: string) {
  const admin = await accessTokenFor(page.request);
  const response = await page.request.post('/api/apps/mailbox/mail', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      mail: {
        to: [to],
        subject,
        content: '<p>Hola, te paso la <b>agenda</b> de la semana.</p>',
      },
    },
  });
  expect(response.ok()).toBe(true);
  return subject;
}

test.describe('mailbox', () => {
  test('reads a mail, labels it and moves it', async ({ page }) => {
    const { person, headers } = await mailboxAccount(page);
    const subject = await mailFromAdmin(page, person.email, `Agenda semanal ${stamp()}`);
    const labelTitle = `Seguimiento ${stamp()}`;
    const label = await page.request.post('/api/apps/mailbox/label', {
      headers,
      data: { label: { title: labelTitle, color: 'teal' } },
    });
    const { slug } = (await label.json()) as { slug: string };

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/apps/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Inbox' })).toBeVisible();

    // Read it: the mail opens beside the list, its path names it, and it is read.
    await page.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(page).toHaveURL(/\/apps\/mailbox\/inbox\/[0-9a-f-]{36}$/);
    const mail = page.getByRole('article', { name: subject });
    await expect(mail.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(mail.getByText('te paso la agenda de la semana.')).toBeVisible();
    await expect(mail.locator('b', { hasText: 'agenda' })).toBeVisible();
    await expect(mail.getByText('Lucía Fernández', { exact: true })).toBeVisible();
    const mailId = page.url().split('/').at(-1)!;
    await expect
      .poll(async () => {
        const one = await page.request.get(`/api/apps/mailbox/mail?id=${mailId}`, { headers });
        return ((await one.json()) as { unread: boolean }).unread;
      })
      .toBe(false);

    // Label it.
    await mail.getByRole('button', { name: 'Label', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: labelTitle }).click();
    await expect(page.getByText(`Label ${labelTitle} added.`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mail.locator('.mail-label-chip', { hasText: labelTitle })).toBeVisible();

    // Move it to Spam.
    await mail.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('button', { name: 'Spam' }).click();
    await expect(page.getByText('Moved to Spam.')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Mailbox folders' })
      .getByRole('link', { name: /^Spam/ })
      .click();
    await expect(page).toHaveURL(/\/apps\/mailbox\/spam$/);
    await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();

    // The label's view holds it too, and a link to it opens the mail again.
    await page.goto(`/apps/mailbox/label/${slug}/${mailId}`);
    await expect(page.getByRole('heading', { level: 2, name: labelTitle })).toBeVisible();
    await expect(page.getByRole('article', { name: subject })).toBeVisible();
  });

  test('composes and sends a mail, which appears in Sent and in the recipient’s inbox', async ({
    page,
  }) => {
    await mailboxAccount(page);
    const subject = `Propuesta de horarios ${stamp()}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/apps/mailbox/inbox');
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New mail' });
    await dialog.getByLabel('To', { exact: true }).fill(ADMIN.email);
    await dialog.getByLabel('Subject').fill(subject);
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('¿Te viene bien el jueves a las 10?');
    // Saved as a draft as it is typed.
    await expect(dialog.getByText(/^Draft saved at/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Mail sent.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Mailbox folders' })
      .getByRole('link', { name: /^Sent/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sent' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(
      page.getByRole('article', { name: subject }).getByText('¿Te viene bien el jueves a las 10?'),
    ).toBeVisible();
    // The draft became the sent mail.
    await page
      .getByRole('navigation', { name: 'Mailbox folders' })
      .getByRole('link', { name: /^Drafts/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Drafts' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);

    // The administrator has it in the inbox.
    const admin = await accessTokenFor(page.request);
    const inbox = await page.request.get('/api/apps/mailbox/mails?folder=inbox', {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const { mails } = (await inbox.json()) as { mails: { subject: string; unread: boolean }[] };
    expect(mails.find((one) => one.subject === subject)).toMatchObject({ unread: true });
  });

  test('forwards a mail with its attachment, and discards the draft', async ({ page }) => {
    const { headers } = await mailboxAccount(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/apps/mailbox/filter/starred');
    await page.getByRole('link', { name: /Informe trimestral/ }).click();
    await page.getByRole('button', { name: 'Forward' }).click();
    const dialog = page.getByRole('dialog', { name: 'New mail' });
    await expect(dialog.getByLabel('Subject')).toHaveValue(/^Fwd: Informe trimestral/);
    await expect(dialog.getByRole('list', { name: 'Attachments' })).toContainText(
      'informe-trimestral.pdf',
    );
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Draft discarded.')).toBeVisible();
    const drafts = await page.request.get('/api/apps/mailbox/mails?folder=drafts', { headers });
    const { mails } = (await drafts.json()) as { mails: { subject: string }[] };
    expect(mails.some((mail) => mail.subject.startsWith('Fwd:'))).toBe(false);
  });

  // The folders, a label's view and a mail as they open are judged by the route walks
  // (routes-1440: light, routes-400: dark, with the sideways scroll); here what no route
  // opens, each part judged alone in both views: a mail with attachments, the labels
  // dialog, the side panel as a phone's drawer and the compose dialog.
  test('its attachments, dialogs and drawer pass axe at 1440 px light and 400 px dark', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    async function check(include: string) {
      await expect(page.locator('.splash-screen')).toHaveCount(0);
      await expect
        .poll(() => sidewaysScroll(page), { message: 'horizontal overflow in px' })
        .toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page, include);
    }
    await mailboxAccount(page);
    await useScheme(page, 'auto');

    await test.step('a mail with attachments (from the sample), beside the list at 1440 px and instead of it at 400 px', async () => {
      await page.goto('/apps/mailbox/filter/starred');
      await page.getByRole('link', { name: /Informe trimestral/ }).click();
      await expect(page.getByText('informe-trimestral.pdf')).toBeVisible();
      await inEachView(page, async ({ width }) => {
        const starred = page.getByRole('heading', { level: 2, name: 'Starred' });
        await (width < 960 ? expect(starred).toHaveCount(0) : expect(starred).toBeVisible());
        await check('.mail-view');
      });
    });

    await test.step('the labels dialog', async () => {
      await showView(page, WIDE_LIGHT);
      await page.getByRole('button', { name: 'Manage' }).click();
      const manage = page.getByRole('dialog', { name: 'Manage labels' });
      await expect(manage).toBeVisible();
      await inEachView(page, () => check('.modal-dialog'));
      await manage.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(manage).toBeHidden();
    });

    await test.step('the side panel, a drawer at 400 px', async () => {
      await showView(page, NARROW_DARK);
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await page.getByRole('button', { name: 'Folders and labels' }).click();
      await expect(page.getByRole('link', { name: /^Drafts/ })).toBeVisible();
      await check('.offcanvas.show');
    });

    await test.step('the compose dialog', async () => {
      await page.getByRole('button', { name: 'Compose' }).click();
      await expect(page.getByRole('dialog', { name: 'New mail' })).toBeVisible();
      await inEachView(page, () => check('.modal-dialog'));
    });
  });
});
