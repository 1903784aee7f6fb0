import { type BrowserContext, expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { ChatPageObject } from './pages/chat-page';
import { ListScreen } from './pages/list-screen';
import { PipelineBoardPage } from './pages/pipeline-board';
import { Records, unique } from './support/records';
import { signInThroughApi } from './support/session';
import { approvedAccount, signInPageAs, STAFF_PASSWORD } from './support/staff';

/**
 * Two browsers open side by side for the whole file: the watcher, a recruiter, keeps a
 * screen open while a change is made elsewhere (by the administrator, in the other browser
 * or through the API, or by the watcher's own other session for what only its owner can
 * change), and the screen shows it through the live event stream, without a reload.
 */

/** How long a change made elsewhere may take to show: a few seconds. */
const LIVE = { timeout: 5000 };

let watcherContext: BrowserContext;
let editorContext: BrowserContext;
let watcher: Page;
let editor: Page;
let watcherAccount: { id: string; name: string; email: string };
/** The administrator, through the API. */
let admin: Records;
/** The watcher's other session (another device), through the API. */
let watcherElsewhere: Records;

test.beforeAll(async ({ browser }) => {
  // Wide enough for the vacancy list to show its openings column too.
  watcherContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  editorContext = await browser.newContext();
  watcher = await watcherContext.newPage();
  editor = await editorContext.newPage();
  // An account of its own: its chats and notifications are no other spec's.
  watcherAccount = await approvedAccount(editor.request, 'Watcher', ['recruiter']);
  await signInPageAs(watcher, watcherAccount.email);
  await signInThroughApi(editor);
  admin = await Records.asAdmin(editor.request);
  watcherElsewhere = await Records.as(editor.request, {
    email: watcherAccount.email,
    password: STAFF_PASSWORD,
  });
});

test.afterAll(async () => {
  await watcherContext?.close();
  await editorContext?.close();
});

/**
 * Resolves once the page's live event stream is open: the server sends the stream's first
 * bytes only once it is listening, so every change made after this reaches the page.
 */
function liveStreamOf(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
  );
}

/**
 * Opens a screen, waits until it shows what `shown` expects and its stream is open, then
 * marks the document: a reload would lose the mark.
 */
async function openWatched(page: Page, open: () => Promise<void>, shown: () => Promise<void>) {
  const streaming = liveStreamOf(page);
  await open();
  await shown();
  await streaming;
  const mark = unique();
  await page.evaluate((value) => {
    (window as unknown as { e2eDocument: string }).e2eDocument = value;
  }, mark);
  return async function expectNotReloaded() {
    const still = await page.evaluate(
      () => (window as unknown as { e2eDocument?: string }).e2eDocument,
    );
    expect(still, 'the page was not loaded again').toBe(mark);
  };
}

test('the vacancy list shows a vacancy added elsewhere, then its new status and openings', async () => {
  const tag = unique();
  const first = await admin.openVacancy({ title: `Analista Live ${tag} A` });
  const list = new ListScreen(watcher, '/apps/listadovacanciaInterna');
  const firstRow = list.row(first.title);
  const expectNotReloaded = await openWatched(
    watcher,
    async () => {
      await list.goto();
      await list.search(tag);
    },
    // Only the vacancy of this test is left: the search has been applied.
    () => expect(list.rows).toHaveCount(1),
  );
  await expect(firstRow).toContainText('Open');

  const second = await admin.openVacancy({ title: `Analista Live ${tag} B` });
  await expect(list.row(second.title)).toHaveCount(1, LIVE);

  await admin.patch(`/api/vacancies/${first.id}/status`, { status: 'paused' });
  await expect(firstRow).toContainText('Paused', LIVE);

  await admin.patch(`/api/vacancies/${first.id}`, { openings: 4 });
  await expect(firstRow).toContainText(/0\s*\/\s*4/, LIVE);
  await expectNotReloaded();
});

test('a candidate moved on the pipeline board in one browser moves on the other’s', async () => {
  const vacancy = await admin.openVacancy();
  const applicant = await admin.applicant({ firstName: 'Lucía' });
  await admin.apply(vacancy.id, applicant.id);
  const name = `Lucía ${applicant.lastName}`;
  const watching = new PipelineBoardPage(watcher);
  const editing = new PipelineBoardPage(editor);
  const cardIn = (board: PipelineBoardPage, stage: string) =>
    board.column(stage).getByTestId('candidate-card').filter({ hasText: name });

  const watcherNotReloaded = await openWatched(
    watcher,
    () => watching.goto(vacancy.id),
    () => expect(cardIn(watching, 'applied')).toBeVisible(),
  );
  const editorNotReloaded = await openWatched(
    editor,
    () => editing.goto(vacancy.id),
    () => expect(cardIn(editing, 'applied')).toBeVisible(),
  );

  // The administrator moves the card; the recruiter's board follows.
  await editing.moveWithMenu(name, 'screening');
  await editing.settled(name);
  await expect(cardIn(watching, 'screening')).toBeVisible(LIVE);
  await expect(cardIn(watching, 'applied')).toHaveCount(0);

  // And back the other way: the recruiter's move shows on the administrator's board.
  await watching.moveWithMenu(name, 'interview');
  await watching.settled(name);
  await expect(cardIn(editing, 'interview')).toBeVisible(LIVE);
  await expect(cardIn(editing, 'screening')).toHaveCount(0);
  await watcherNotReloaded();
  await editorNotReloaded();
});

test('the vacancy picker counts a candidate who applies elsewhere', async () => {
  const vacancy = await admin.openVacancy({ title: `Analista Live ${unique()}` });
  const option = watcher.getByTestId('vacancy-option').filter({ hasText: vacancy.title });
  const expectNotReloaded = await openWatched(
    watcher,
    async () => {
      await watcher.goto('/apps/candidates');
      await watcher.getByRole('searchbox', { name: 'Search vacancies' }).fill(vacancy.title);
    },
    () => expect(option).toContainText('0 candidates'),
  );

  const applicant = await admin.applicant();
  await admin.apply(vacancy.id, applicant.id);
  await expect(option).toContainText('1 candidate', LIVE);
  await expectNotReloaded();
});

interface ScrumboardCard {
  id: string;
}

test('a card moved to another list elsewhere moves on the open scrumboard', async () => {
  // The administrator's board, the watcher a member: members hear of its changes.
  const api = '/api/apps/scrumboard';
  const board = await admin.put<{ id: string; title: string }>(`${api}/board`, {
    board: { title: `Live ${unique()}`, members: [watcherAccount.id] },
  });
  const addList = (title: string) =>
    admin.post<{ id: string }>(`${api}/board/list`, { list: { boardId: board.id, title } });
  const todo = await addList('To do');
  const doing = await addList('Doing');
  const title = `Check the offer letters ${unique()}`;
  const card = await admin.put<ScrumboardCard>(`${api}/board/card`, {
    card: { boardId: board.id, listId: todo.id, title },
  });
  const list = (name: string) => watcher.getByRole('region', { name, exact: true });
  const cardIn = (name: string) => list(name).getByRole('button', { name: title, exact: true });

  const expectNotReloaded = await openWatched(
    watcher,
    () => watcher.goto(`/apps/scrumboard/${board.id}`).then(() => undefined),
    () => expect(cardIn('To do')).toBeVisible(),
  );

  await admin.patch(`${api}/board/card`, { id: card.id, card: { listId: doing.id } });
  await expect(cardIn('Doing')).toBeVisible(LIVE);
  await expect(cardIn('To do')).toHaveCount(0);
  await expectNotReloaded();
});

interface ChatSummary {
  id: string;
  contact: { name: string };
}

test('a message sent from another session arrives in the open conversation', async () => {
  const [chat] = await watcherElsewhere.get<ChatSummary[]>('/api/apps/chat/chats');
  expect(chat, 'a new account starts with sample chats').toBeDefined();
  const page = new ChatPageObject(watcher);
  const expectNotReloaded = await openWatched(
    watcher,
    () => page.goto(chat.id),
    async () => {
      await expect(
        page.conversation.getByRole('heading', { name: chat.contact.name }),
      ).toBeVisible();
      await expect(page.messages().first()).toBeVisible();
    },
  );

  const text = `Sent from the phone ${unique()}`;
  await watcherElsewhere.post('/api/apps/chat/messages', { chatId: chat.id, value: text });
  await expect(page.messages().last()).toContainText(text, LIVE);
  await expectNotReloaded();
});

interface NoticeItem {
  read: boolean;
}

test('a notification for the watcher raises the badge count on the open page', async () => {
  const notices = await watcherElsewhere.get<NoticeItem[]>('/api/common/notifications');
  const unread = notices.filter((notice) => !notice.read).length;
  // A badge already showing proves the list was loaded before the notification was made.
  expect(unread, 'a new account starts with unread sample notifications').toBeGreaterThan(0);
  const badge = watcher
    .getByRole('button', { name: 'Open the notifications' })
    .getByTestId('toolbar-count');
  const expectNotReloaded = await openWatched(
    watcher,
    () => watcher.goto('/apps/listadovacanciaInterna').then(() => undefined),
    () => expect(badge).toHaveAttribute('data-count', String(unread)),
  );

  await watcherElsewhere.post('/api/common/notifications', {
    notification: { title: `Interview moved ${unique()}`, description: 'Now at 10:00' },
  });
  await expect(badge).toHaveAttribute('data-count', String(unread + 1), LIVE);
  await expectNotReloaded();
});
