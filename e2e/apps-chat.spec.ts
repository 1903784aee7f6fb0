import { expect } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { approvedAccount, signInPageAs } from './support/staff';
import { ChatPageObject } from './pages/chat-page';

/**
 * The chat page, as a new account sees it: every account starts with its own sample
 * conversations, so this spec's changes touch nobody else's.
 */
test.describe('the chat page', () => {
  test('finds a chat, sends a message that stays after a reload, and mutes the chat', async ({
    page,
  }) => {
    const person = await approvedAccount(page.request, 'Chatter', ['recruiter']);
    const token = await signInPageAs(page, person.email);
    const chats = (await (
      await page.request.get('/api/apps/chat/chats', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string; contact: { name: string }; muted: boolean }[];
    const target = chats.find((chat) => !chat.muted)!;
    const other = chats.find((chat) => chat.id !== target.id)!;

    const chat = new ChatPageObject(page);
    await chat.goto();
    await expectNoSeriousAxeViolations(page);

    await chat.search.fill(target.contact.name.slice(0, 5).toUpperCase());
    await expect(chat.chat(other.contact.name)).toHaveCount(0);
    await chat.open(target.contact.name);
    await expect(page).toHaveURL(new RegExp(`/apps/chat/${target.id}$`));

    const text = `Nos vemos a las ${Date.now() % 100}`;
    await chat.send(text);
    await page.reload();
    await expect(chat.messages().last()).toContainText(text);
    await expect(chat.messages().last()).toHaveClass(/chat-message--mine/);

    await chat.button('Mute notifications').click();
    await expect(
      page.getByText(`Notifications from ${target.contact.name} are muted.`),
    ).toBeVisible();
    await expect(chat.chat(target.contact.name).getByRole('img', { name: 'Muted' })).toBeVisible();

    await chat.button('Contact details').click();
    const details = page.getByRole('dialog', { name: 'Contact' });
    await expect(details.getByText(target.contact.name)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('at 400 px in the dark scheme shows the list, then the conversation with a way back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 850 });
    await page.addInitScript(() =>
      localStorage.setItem('talento.shellConfig', JSON.stringify({ scheme: 'dark' })),
    );
    const person = await approvedAccount(page.request, 'Phone', ['recruiter']);
    await signInPageAs(page, person.email);
    const chat = new ChatPageObject(page);
    await chat.goto();
    const first = chat.list.getByTestId('chat-item').first();
    const name = (await first.locator('.chat-item__name').textContent()) ?? '';
    await chat.open(name);
    await expect(chat.list).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await chat.conversation.getByRole('button', { name: 'Back to the chats' }).click();
    await expect(chat.list).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/chat$/);
  });
});
