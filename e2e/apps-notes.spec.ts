import { expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { approvedAccount, signInPageAs } from './support/staff';
import { inEachView, NARROW_DARK, showView, useScheme } from './support/views';

/**
 * Notes as a person keeps them: a note with a checklist and a picture, an item ticked and
 * still ticked after a reload, the note archived and found in the archive; the screen's
 * drawer and dialog checked by axe light at 1440 px and dark at 400 px.
 */
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A new account of its own (with its own sample notes), signed in. */
async function signedInAccount(page: Page, label: string) {
  const person = await approvedAccount(page.request, label, ['recruiter']);
  await signInPageAs(page, person.email);
}

async function openNotes(page: Page, path = '/apps/notes') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByTestId('note-card').first()).toBeVisible();
}

test.describe('notes', () => {
  test('a note with a checklist keeps a ticked item over a reload, and is archived', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInAccount(page, 'Nora');
    await openNotes(page);
    const title = `Market list ${Date.now().toString(36)}`;

    // Take a note: a title, a checklist of two items and a picture.
    await page.getByRole('button', { name: 'Take a note…' }).click();
    const created = page.getByRole('dialog', { name: 'New note' });
    await created.getByRole('textbox', { name: 'Title' }).fill(title);
    await created.getByRole('button', { name: 'Add a checklist' }).click();
    const newItem = created.getByRole('textbox', { name: 'Add an item' });
    await newItem.fill('Oranges');
    await newItem.press('Enter');
    await newItem.fill('Bread');
    await newItem.press('Enter');
    await expect(created.getByRole('checkbox', { name: 'Oranges' })).not.toBeChecked();
    await created.getByTestId('note-image-input').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(created.getByRole('img', { name: 'The note’s image' })).toBeVisible();
    await created.getByRole('button', { name: 'Create' }).click();
    await expect(created).toBeHidden();
    await expect(page.locator('.toast').filter({ hasText: 'Note created.' })).toBeVisible();

    // The card shows it first; open it and tick an item.
    const card = page.getByTestId('note-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('0 of 2 done')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await card.getByRole('button', { name: `Open the note ${title}` }).click();
    const editing = page.getByRole('dialog', { name: 'Edit note' });
    await editing.getByRole('checkbox', { name: 'Oranges' }).check();
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(editing).toBeHidden();
    await expect(page.locator('.toast').filter({ hasText: `“${title}” saved.` })).toBeVisible();
    await expect(card.getByText('1 of 2 done')).toBeVisible();

    // After a reload the tick is still there.
    await page.reload();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Open the note ${title}` }).click();
    await expect(editing.getByRole('checkbox', { name: 'Oranges' })).toBeChecked();
    await expect(editing.getByRole('checkbox', { name: 'Bread' })).not.toBeChecked();
    await editing.getByRole('button', { name: 'Cancel' }).click();
    await expect(editing).toBeHidden();

    // A line is ticked right on the card too.
    // Clicked, not check(): the tick shows once the optimistic update lands, a moment later.
    await card.getByRole('checkbox', { name: 'Bread' }).click();
    await expect(card.getByRole('checkbox', { name: 'Bread' })).toBeChecked();
    await expect(page.locator('.toast').filter({ hasText: '“Bread” done.' })).toBeVisible();
    await expect(card.getByText('2 of 2 done')).toBeVisible();
    await card.getByRole('button', { name: `Open the note ${title}` }).click();

    // Archived: gone from the notes, found in the archive.
    await editing.getByRole('button', { name: 'Archive' }).click();
    await expect(editing).toBeHidden();
    await expect(page.locator('.toast').filter({ hasText: `“${title}” archived.` })).toBeVisible();
    await expect(card).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Note views and labels' })
      .getByRole('link', {
        name: /^Archive/,
      })
      .click();
    await expect(page).toHaveURL(/\/apps\/notes\/archived$/);
    await expect(card).toBeVisible();
    await expect(card.getByText('2 of 2 done')).toBeVisible();

    // And the archive view survives a reload too.
    await page.reload();
    await expect(card).toBeVisible();
  });

  test('labels are added, given to a note, filtered by and deleted', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInAccount(page, 'Lalo');
    await openNotes(page);
    const panel = page.getByRole('navigation', { name: 'Note views and labels' });

    await panel.getByRole('button', { name: 'Edit' }).click();
    const manager = page.getByRole('dialog', { name: 'Note labels' });
    await manager.getByRole('textbox', { name: 'New label' }).fill('Garden');
    await manager.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Label “Garden” added.' })).toBeVisible();
    await manager.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Take a note…' }).click();
    const created = page.getByRole('dialog', { name: 'New note' });
    await created.getByRole('textbox', { name: 'Title' }).fill('Plant the tulips');
    await created.getByRole('button', { name: 'Label', exact: true }).click();
    await created.getByRole('button', { name: 'Garden', exact: true }).click();
    await created.getByRole('button', { name: 'Create' }).click();
    await expect(created).toBeHidden();

    await panel.getByRole('link', { name: /^Garden/ }).click();
    await expect(page).toHaveURL(/\/apps\/notes\/label\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('note-card')).toHaveCount(1);
    await expect(page.getByTestId('note-card')).toContainText('Plant the tulips');

    // Search narrows the notes by title and text.
    await panel.getByRole('link', { name: /^Notes/ }).click();
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('tulips');
    await expect(page.getByTestId('note-card')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('');

    // Deleting the label (after the confirmation) takes it off the note.
    await panel.getByRole('button', { name: 'Edit' }).click();
    await manager.getByRole('button', { name: 'Delete Garden' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete label' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.locator('.toast').filter({ hasText: 'Label “Garden” deleted.' }),
    ).toBeVisible();
    await manager.getByRole('button', { name: 'Done' }).click();
    await expect(panel.getByRole('link', { name: /^Garden/ })).toHaveCount(0);
    const card = page.getByTestId('note-card').filter({ hasText: 'Plant the tulips' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Garden')).toHaveCount(0);
  });
});

test('the notes screen’s drawer and dialog pass axe at 1440 px light and 400 px dark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page, 'Axel');
  await useScheme(page, 'auto');
  // The screen as it opens is judged by the route walks (routes-1440, routes-400); here only
  // its drawer and its dialog, each judged alone.
  await openNotes(page);

  await test.step('the side panel, a drawer on a phone', async () => {
    await showView(page, NARROW_DARK);
    await expect(page.locator('.splash-screen')).toHaveCount(0);
    await page.getByRole('button', { name: 'Views and labels' }).click();
    const drawer = page.locator('.offcanvas.show');
    await expect(drawer.getByRole('link', { name: /^Reminders/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '.offcanvas.show');
    await drawer.getByRole('link', { name: /^Reminders/ }).click();
    await expect(page).toHaveURL(/\/apps\/notes\/reminders$/);
    await expect(drawer).toBeHidden();
  });

  await test.step('a note open in its dialog', async () => {
    await page.getByTestId('note-card').first().getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Edit note' })).toBeVisible();
    await inEachView(page, () => expectNoSeriousAxeViolations(page, '.modal-dialog'));
  });
});
