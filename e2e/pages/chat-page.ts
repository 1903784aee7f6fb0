import { expect, type Locator, type Page } from '@playwright/test';

/** The chat page (apps/chat): the chats, a conversation, its contact and the profile. */
export class ChatPageObject {
  readonly list: Locator;
  readonly search: Locator;
  readonly conversation: Locator;
  readonly composer: Locator;

  constructor(private readonly page: Page) {
    this.list = page.getByRole('navigation', { name: 'Chats' });
    this.search = page.getByRole('searchbox', { name: 'Search chats' });
    this.conversation = page.getByTestId('conversation');
    this.composer = this.conversation.getByRole('textbox', { name: 'Write a message' });
  }

  async goto(chatId?: string) {
    await this.page.goto(chatId ? `/apps/chat/${chatId}` : '/apps/chat');
    await expect(this.page.locator('h1').first()).toBeVisible();
  }

  chat(name: string): Locator {
    return this.list.getByTestId('chat-item').filter({ hasText: name });
  }

  async open(name: string) {
    await this.chat(name).click();
    await expect(this.conversation.getByRole('heading', { name })).toBeVisible();
  }

  messages(): Locator {
    return this.conversation.getByTestId('chat-message');
  }

  async send(text: string) {
    await this.composer.fill(text);
    await this.composer.press('Enter');
    await expect(this.messages().last()).toContainText(text);
  }

  button(name: string): Locator {
    return this.conversation.getByRole('button', { name });
  }
}
