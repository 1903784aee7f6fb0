import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from './support/session';

/** The toolbar's tools, whichever layout holds them. */
function toolbar(page: Page) {
  return page.getByTestId('toolbar-actions');
}

test.describe('the toolbar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/favoritos');
    await expect(toolbar(page)).toBeVisible();
  });

  test('search finds a page by 2 letters and Enter opens it; nonsense finds nothing', async ({
    page,
  }) => {
    await toolbar(page).getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search pages and records' });
    await expect(input).toBeFocused();
    await input.fill('da');
    const pages = page.getByRole('listbox').getByRole('group', { name: 'Pages' });
    const options = pages.getByRole('option');
    await expect(options.filter({ hasText: 'Summary Dashboard' })).toBeVisible();
    // Walk down to it with the arrows (the first option starts active).
    const position = (await options.allTextContents()).indexOf('Summary Dashboard');
    for (let step = 0; step < position; step += 1) await input.press('ArrowDown');
    await expect(options.nth(position)).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/apps\/tablero$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Summary Dashboard' })).toBeVisible();
    await expect(input).toBeHidden();

    await toolbar(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(input).toHaveValue('');
    await input.fill('zqxjvkw');
    await expect(page.getByText('No results found!')).toBeVisible();
    await input.press('Escape');
    await expect(page.getByText('No results found!')).toBeHidden();
    await expect(input).toHaveValue('zqxjvkw');
    await input.press('Escape');
    await expect(input).toBeHidden();
  });

  test('adds a shortcut through the form, shows it in the grid, then deletes it', async ({
    page,
  }) => {
    const label = `E2E ${Date.now().toString(36)}`;
    await toolbar(page).getByRole('button', { name: 'Open the shortcuts' }).click();
    const panel = page.getByRole('dialog', { name: 'Shortcuts' });
    await expect(panel.getByTestId('shortcut').first()).toBeVisible();

    await panel.getByRole('button', { name: 'Add shortcut' }).click();
    const form = page.getByRole('dialog', { name: 'Add shortcut' });
    const add = form.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    await form.getByLabel('Label', { exact: true }).fill(label);
    await form.getByLabel('Description').fill('Premios del programa');
    await form.getByRole('textbox', { name: 'Search icons' }).fill('trophy');
    await form.getByRole('radio', { name: 'trophy' }).click();
    await form.getByLabel('Link', { exact: true }).fill('/apps/premios');
    await expect(add).toBeEnabled();
    await add.click();

    // After saving, the panel is in modify mode with the new shortcut in the grid.
    const grid = page.getByRole('dialog', { name: 'Shortcuts' });
    const tile = grid.getByTestId('shortcut').filter({ hasText: label });
    await expect(tile).toBeVisible();
    await expect(grid.getByText('Choose a shortcut to change it.')).toBeVisible();

    await tile.getByRole('button').click();
    const edit = page.getByRole('dialog', { name: 'Edit shortcut' });
    await expect(edit.getByLabel('Label', { exact: true })).toHaveValue(label);
    await edit.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog', { name: 'Delete shortcut' });
    await expect(question).toContainText(label);
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(question).toBeHidden();
    await expect(grid.getByTestId('shortcut').filter({ hasText: label })).toHaveCount(0);
    await expect(grid.getByTestId('shortcut').first()).toBeVisible();
  });

  test('takes a shortcut’s icon from the icon browser, and the grid draws it', async ({ page }) => {
    const label = `E2E icon ${Date.now().toString(36)}`;
    await toolbar(page).getByRole('button', { name: 'Open the shortcuts' }).click();
    const panel = page.getByRole('dialog', { name: 'Shortcuts' });
    await panel.getByRole('button', { name: 'Add shortcut' }).click();
    const form = page.getByRole('dialog', { name: 'Add shortcut' });
    await form.getByLabel('Label', { exact: true }).fill(label);
    await form.getByRole('button', { name: 'More icons…' }).click();

    // The icon browser, in a dialog over the panel: another set, a search, a choice.
    const browser = page.getByRole('dialog', { name: 'Choose an icon' });
    await browser.getByRole('button', { name: 'Feather' }).click();
    await browser.getByRole('searchbox', { name: 'Search icons' }).fill('coffee');
    // The coffee cup is on the set's first page too: click once the search has narrowed
    // the grid, or the click lands where the icon was before.
    await expect(browser.getByRole('listitem')).toHaveCount(1);
    await browser.getByRole('button', { name: 'Choose feather:coffee' }).click();
    await expect(browser).toBeHidden();
    await expect(form.getByRole('radio', { name: 'feather:coffee' })).toBeChecked();
    await form.getByLabel('Link', { exact: true }).fill('/apps/premios');
    await form.getByRole('button', { name: 'Add', exact: true }).click();

    // Not one of the glyphs the shell ships: drawn from the set's SVG.
    const tile = panel.getByTestId('shortcut').filter({ hasText: label });
    const icon = tile.locator('.app-icon--svg[data-icon="feather:coffee"]');
    await expect(icon).toBeVisible();
    await expect(icon).not.toHaveClass(/app-icon--pending/);

    await tile.getByRole('button').click();
    await page
      .getByRole('dialog', { name: 'Edit shortcut' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete shortcut' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(panel.getByTestId('shortcut').filter({ hasText: label })).toHaveCount(0);
  });

  test('marks every message read: the badge goes and the button is disabled', async ({ page }) => {
    const button = toolbar(page).getByRole('button', { name: 'Open the messages' });
    await expect(button.getByTestId('toolbar-count')).toBeVisible();
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Messages' });
    const markAll = panel.getByRole('button', { name: 'Mark all as read' });
    await expect(markAll).toBeEnabled();
    await markAll.click();
    await expect(markAll).toBeDisabled();
    await expect(button.getByTestId('toolbar-count')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    // The server agrees after a reload.
    await page.reload();
    await expect(toolbar(page)).toBeVisible();
    await expect(button.getByTestId('toolbar-count')).toHaveCount(0);
  });

  test('quick chat: pick a chat, send a message and see it', async ({ page }) => {
    const text = `Hola desde e2e ${Date.now().toString(36)}`;
    await toolbar(page).getByRole('button', { name: 'Open the quick chat' }).click();
    const drawer = page.getByRole('dialog', { name: 'Quick chat' });
    await expect(drawer.getByText('Select a conversation')).toBeVisible();
    const first = drawer.getByTestId('chat-item').first();
    const name = (await first.locator('.chat-item__name').textContent()) ?? '';
    await first.click();
    const conversation = drawer.getByTestId('conversation');
    await expect(conversation.getByRole('heading', { name })).toBeVisible();
    await expect(conversation.getByTestId('chat-message').first()).toBeVisible();
    await expect(drawer.getByText('Select a conversation')).toBeHidden();

    await conversation.getByRole('textbox', { name: 'Write a message' }).fill(text);
    await conversation.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    await expect(conversation.getByTestId('chat-message').last()).toContainText(text);
    await expect(conversation.getByTestId('chat-message').last()).toHaveClass(/chat-message--mine/);
    await expect(conversation.getByRole('textbox', { name: 'Write a message' })).toHaveValue('');
    await expect(first).toContainText(text);
  });

  test('switches the language to Turkish and back, remembered and set on <html>', async ({
    page,
  }) => {
    await toolbar(page).getByRole('button', { name: 'Change the language (English)' }).click();
    await page.getByTestId('language-tr').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(toolbar(page).getByRole('button', { name: 'Ara', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('talento.language'))).toBe('tr');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await toolbar(page).getByRole('button', { name: 'Dili değiştir (Türkçe)' }).click();
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(toolbar(page).getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('talento.language'))).toBe('en');
  });

  test('sets the status to Busy, which survives a reload', async ({ page }) => {
    const dot = toolbar(page).getByTestId('user-status-dot');
    const menu = toolbar(page).getByRole('button', { name: /user menu/i });
    // The dot changes at once; the choice is kept once the server has it.
    const saved = () =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/common/user') &&
          response.request().method() === 'PATCH' &&
          response.ok(),
      );
    await menu.click();
    const busySaved = saved();
    await page.getByRole('button', { name: 'Busy' }).click();
    await expect(dot).toHaveAttribute('data-status', 'busy');
    await busySaved;

    await page.reload();
    await expect(dot).toHaveAttribute('data-status', 'busy');
    await menu.click();
    await expect(page.getByRole('button', { name: 'Busy' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Back to Online for whoever signs in next.
    const onlineSaved = saved();
    await page.getByRole('button', { name: 'Online' }).click();
    await expect(dot).toHaveAttribute('data-status', 'online');
    await onlineSaved;
  });
});
