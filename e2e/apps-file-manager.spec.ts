import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signedInTest as test } from './support/session';
import { keyboardDragListening } from './support/dnd';

/** Drags with the pointer, in small steps, as dnd-kit's pointer sensor expects. */
async function dragTo(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await expect(target).toHaveClass(/fm-drop--allowed/);
  await page.mouse.up();
}

test.describe('the file manager', () => {
  test('creates a folder, uploads into it, moves the file out and deletes the folder', async ({
    page,
  }) => {
    const folderName = `E2E folder ${Date.now()}`;
    // One long word, as a generated name is: notices that name it wrap it.
    const fileName = `e2e-notes-${'0123456789'.repeat(6)}.txt`;
    const item = (name: string) =>
      page.locator(`[data-testid="fm-item"][data-item-name="${name}"]`);
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });

    await page.goto('/apps/file-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'File Manager' })).toBeVisible();
    await expect(page.getByTestId('fm-item').first()).toBeVisible();
    // Every type's label reads on its colour.
    await expectNoSeriousAxeViolations(page, '#main-content');

    // Create a folder.
    await page.getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: /New folder in/ });
    await dialog.getByLabel('Name').fill(folderName);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(folderName)).toBeVisible();

    // Open it: the URL and the breadcrumb follow; it is empty.
    await item(folderName).getByRole('link', { name: folderName }).click();
    await expect(page).toHaveURL(/\?folder=[0-9a-f-]{36}$/);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(folderName);
    await expect(page.getByText('This folder is empty')).toBeVisible();

    // Upload a small text file and watch it complete.
    await page.getByTestId('fm-upload-input').setInputFiles({
      name: fileName,
      mimeType: 'text/plain',
      buffer: Buffer.from('Notes written by the end-to-end test.\n', 'utf8'),
    });
    const upload = page.getByTestId('fm-upload').filter({ hasText: fileName });
    await expect(upload.getByTestId('fm-upload-status')).toHaveText('Uploaded');
    await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(item(fileName)).toBeVisible();
    await expect(page.getByTestId('fm-counts')).toHaveText('0 folders · 1 file');

    // Back to the root through the breadcrumb.
    await crumbs.getByRole('link', { name: 'My files' }).click();
    await expect(page).not.toHaveURL(/folder=/);
    await expect(item(folderName)).toBeVisible();
    await page.goBack();
    await expect(item(fileName)).toBeVisible();

    // Drag the file onto the root in the breadcrumb: it moves out of the folder.
    await dragTo(page, item(fileName), crumbs.getByTestId('fm-crumb').first());
    const moved = page.locator('.toast', { hasText: `Moved ${fileName} to My files` });
    await expect(moved).toBeVisible();
    const [text, notice] = [
      await moved.locator('.app-toast__text').boundingBox(),
      await moved.boundingBox(),
    ];
    expect(text!.x + text!.width).toBeLessThanOrEqual(notice!.x + notice!.width);
    await expect(page.getByText('This folder is empty')).toBeVisible();
    // Undo puts it back; then it goes out again the same way.
    await moved.getByRole('button', { name: 'Undo' }).click();
    await expect(
      page.locator('.toast').getByText(`${fileName} is back where it was.`),
    ).toBeVisible();
    await expect(item(fileName)).toBeVisible();
    await dragTo(page, item(fileName), crumbs.getByTestId('fm-crumb').first());
    await expect(page.getByText('This folder is empty')).toBeVisible();

    // And back into the folder through the Move dialog.
    await crumbs.getByRole('link', { name: 'My files' }).click();
    await item(fileName).locator('.fm-card__main').click();
    const details = page.getByTestId('fm-details');
    await expect(details).toContainText('TXT file');
    await details.getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: `Move ${fileName}` });
    await move.getByRole('button', { name: folderName }).click();
    await expect(move.locator('[aria-current="location"]')).toHaveText(folderName);
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(move).toBeHidden();
    await expect(item(fileName)).toHaveCount(0);

    // Delete the folder: it is not empty, so a second, stronger confirmation follows.
    await item(folderName)
      .getByRole('button', { name: `Show the details of ${folderName}` })
      .click();
    await page.getByTestId('fm-details').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete folder' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const again = page.getByRole('dialog', { name: 'This folder is not empty' });
    await again.getByRole('button', { name: 'Delete everything' }).click();
    await expect(again).toBeHidden();
    await expect(item(folderName)).toHaveCount(0);
  });

  test('moves a file into a folder with the keyboard alone', async ({ page }) => {
    await page.goto('/apps/file-manager');
    const file = page.locator('[data-testid="fm-item"][data-item-name="Welcome.txt"]');
    const handle = file.getByRole('button', { name: 'Move Welcome.txt' });
    await handle.focus();
    await page.keyboard.press('Space');
    // The arrows move the file only once the drag has started.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowUp');
    const target = page.locator('.fm-card--folder.fm-drop--allowed');
    await expect(target).toHaveCount(1);
    const folderName = await target.getAttribute('data-item-name');
    await page.keyboard.press('Space');
    await expect(
      page.locator('.toast').getByText(`Moved Welcome.txt to ${folderName}`),
    ).toBeVisible();
    await expect(file).toHaveCount(0);
    // Inside the page: the brand link above it also names the product's tagline.
    await page.getByRole('main').getByRole('link', { name: folderName! }).click();
    await expect(file).toBeVisible();
  });
});
