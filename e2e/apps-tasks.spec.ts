import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { sidewaysScroll } from './support/route-walk';
import { approvedAccount, signInPageAs } from './support/staff';
import { inEachView, useScheme } from './support/views';
import { keyboardDragListening } from './support/dnd';

interface Task {
  id: string;
  title: string;
  priority: number;
  tags: string[];
  completed: boolean;
}

/** An account of its own (tasks are personal), signed in, with its bearer header. */
async function ownAccount(page: Page) {
  const person = await approvedAccount(page.request, 'Tasker', ['recruiter']);
  const token = await signInPageAs(page, person.email);
  return { person, headers: { Authorization: `Bearer ${token}` } };
}

/** A task made through the API: created first in the list, then given its title. */
async function createTask(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
): Promise<Task> {
  const created = await request.post('/api/apps/tasks/task', { headers, data: { type: 'task' } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as Task;
  const named = await request.patch('/api/apps/tasks/task', {
    headers,
    data: { id, task: { title } },
  });
  expect(named.ok()).toBe(true);
  return (await named.json()) as Task;
}

const rowTitles = (page: Page) =>
  page.getByTestId('task-row').locator('.task-row__title, .task-row__section-title');

test.describe('tasks', () => {
  test('reorders by keyboard and keeps the order, completes a task, sets priority and a tag', async ({
    page,
  }) => {
    const { headers } = await ownAccount(page);
    const stamp = Date.now().toString(36);
    const [alpha, beta, gamma] = [`Alpha ${stamp}`, `Beta ${stamp}`, `Gamma ${stamp}`];
    // Each new task goes first: the list starts Gamma, Beta, Alpha.
    await createTask(page.request, headers, alpha);
    const betaTask = await createTask(page.request, headers, beta);
    await createTask(page.request, headers, gamma);
    const tagResponse = await page.request.post('/api/apps/tasks/tag', {
      headers,
      data: { tag: { title: `Suppliers ${stamp}` } },
    });
    const tag = (await tagResponse.json()) as { id: string; title: string };

    await page.goto('/apps/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect(rowTitles(page).nth(0)).toHaveText(gamma);
    await expect(rowTitles(page).nth(1)).toHaveText(beta);
    await expect(rowTitles(page).nth(2)).toHaveText(alpha);

    // Gamma two places down with the keyboard, announced to screen readers.
    await page
      .getByRole('button', { name: `Move ${gamma} (drag, or Space then arrow keys)` })
      .focus();
    await page.keyboard.press('Space');
    // Picked up: dnd-kit then reports it over its own place.
    await expect(page.getByText(`${gamma} is over position 1.`)).toBeAttached();
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${gamma} is over position 2.`)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${gamma} is over position 3.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Order saved')).toBeVisible();
    await expect(rowTitles(page).nth(0)).toHaveText(beta);
    await expect(rowTitles(page).nth(1)).toHaveText(alpha);
    await expect(rowTitles(page).nth(2)).toHaveText(gamma);

    // Kept after a reload.
    await page.reload();
    await expect(rowTitles(page).nth(0)).toHaveText(beta);
    await expect(rowTitles(page).nth(1)).toHaveText(alpha);
    await expect(rowTitles(page).nth(2)).toHaveText(gamma);

    // Complete Beta: the count goes down by one.
    const count = page.getByTestId('tasks-count');
    const remaining = Number((await count.textContent())!.match(/^(\d+)/)![1]);
    // A click, not check(): the box follows the list's cache, which the app updates a task
    // later (TanStack Query notifies in a timer), and check() looks at once.
    await page.getByRole('checkbox', { name: `Mark ${beta} as done` }).click();
    await expect(page.getByText(`“${beta}” completed`)).toBeVisible();
    await expect(count).toHaveText(new RegExp(`^${remaining - 1} remaining of \\d+ tasks$`));
    await expect(page.getByRole('checkbox', { name: `Mark ${beta} as not done` })).toBeChecked();

    // Open its details: high priority and a tag, each saved at once.
    await page.getByRole('link', { name: beta, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/tasks/${betaTask.id}$`));
    const details = page.getByRole('complementary', { name: 'Task details' });
    await expect(details.getByLabel('Title')).toHaveValue(beta);
    await details.locator('label', { hasText: 'High' }).click();
    await expect(page.getByText('Priority set to High')).toBeVisible();
    await details.getByRole('button', { name: 'Tag', exact: true }).click();
    await page.getByRole('button', { name: tag.title, exact: true }).click();
    await expect(
      details.getByRole('button', { name: `Remove the tag ${tag.title}` }),
    ).toBeVisible();
    await expect(page.getByText('Tag added')).toBeVisible();
    await expect(details.getByText('Saved')).toBeVisible();

    // The notes save as you type.
    await details.getByLabel('Notes').fill('Bring the signed contract');
    await expect(details.getByText('Saved')).toBeVisible();

    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/apps/tasks/task?id=${betaTask.id}`, {
          headers,
        });
        const saved = (await response.json()) as Task & { notes: string | null };
        return {
          priority: saved.priority,
          tags: saved.tags,
          completed: saved.completed,
          notes: saved.notes,
        };
      })
      .toEqual({
        priority: 2,
        tags: [tag.id],
        completed: true,
        notes: 'Bring the signed contract',
      });
    // The row shows the tag.
    const row = page.getByTestId('task-row').filter({ hasText: beta });
    await expect(row.getByText(tag.title)).toBeVisible();
  });

  test('a filter that hides the open task closes it, and Back never shows it beside a list without it', async ({
    page,
  }) => {
    const { headers } = await ownAccount(page);
    const stamp = Date.now().toString(36);
    const [hidden, tagged] = [`Hidden ${stamp}`, `Tagged ${stamp}`];
    await createTask(page.request, headers, hidden);
    const taggedTask = await createTask(page.request, headers, tagged);
    const tagResponse = await page.request.post('/api/apps/tasks/tag', {
      headers,
      data: { tag: { title: `Calls ${stamp}` } },
    });
    const tag = (await tagResponse.json()) as { id: string; title: string };
    const tagging = await page.request.patch('/api/apps/tasks/task', {
      headers,
      data: { id: taggedTask.id, task: { tags: [tag.id] } },
    });
    expect(tagging.ok()).toBe(true);
    const details = page.getByRole('complementary', { name: 'Task details' });

    await page.goto('/apps/tasks');
    await page.getByRole('link', { name: hidden, exact: true }).click();
    await expect(details.getByLabel('Title')).toHaveValue(hidden);
    await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption(tag.id);
    await expect(page).toHaveURL(new RegExp(`/apps/tasks\\?tag=${tag.id}$`));
    await expect(details).toBeHidden();

    await page.getByRole('link', { name: tagged, exact: true }).click();
    await expect(details.getByLabel('Title')).toHaveValue(tagged);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/apps/tasks\\?tag=${tag.id}$`));
    await expect(details).toBeHidden();
    await expect(rowTitles(page)).toHaveText([tagged]);
  });

  test('a deleted task comes back in its place on Undo; a delete left alone lands', async ({
    page,
  }) => {
    const { headers } = await ownAccount(page);
    const stamp = Date.now().toString(36);
    const [alpha, beta, gamma] = [`Alpha ${stamp}`, `Beta ${stamp}`, `Gamma ${stamp}`];
    // Each new task goes first: the list starts Gamma, Beta, Alpha.
    for (const title of [alpha, beta, gamma]) await createTask(page.request, headers, title);
    // The account's sample tasks follow: the test's own are those with its stamp.
    const ours = async () =>
      ((await (await page.request.get('/api/apps/tasks/all', { headers })).json()) as Task[])
        .map((task) => task.title)
        .filter((title) => title.includes(stamp));
    const rows = rowTitles(page).filter({ hasText: stamp });
    await page.goto('/apps/tasks');
    await expect(rows).toHaveText([gamma, beta, alpha]);

    async function deleteBeta() {
      await page.getByRole('link', { name: beta, exact: true }).click();
      const details = page.getByRole('complementary', { name: 'Task details' });
      await details.getByRole('button', { name: 'Delete the task' }).click();
      await page
        .getByRole('dialog', { name: 'Delete task' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const toast = page.getByTestId('toast').filter({ hasText: `“${beta}” deleted` });
      await expect(toast).toBeVisible();
      await expect(rows).toHaveText([gamma, alpha]);
      await expect(details).toBeHidden();
      return toast;
    }

    // Undone: back between its neighbours, and never deleted on the server.
    await (await deleteBeta()).getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${beta} is back.`)).toBeVisible();
    await expect(rows).toHaveText([gamma, beta, alpha]);
    expect(await ours()).toEqual([gamma, beta, alpha]);

    // Left alone until its notice goes: deleted, and gone after a reload.
    const toast = await deleteBeta();
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(ours).toEqual([gamma, alpha]);
    await page.reload();
    await expect(rows).toHaveText([gamma, alpha]);
  });

  // The list and a section's details are judged by the route walks (routes-1440: light,
  // routes-400: dark, with the sideways scroll: the route table's task is the sample's first
  // section); here a task's details, whose form a section does not have.
  test("a task's details pass axe and fit, at 1440 px light and 400 px dark", async ({ page }) => {
    const { headers } = await ownAccount(page);
    const task = await createTask(page.request, headers, `Axe check ${Date.now().toString(36)}`);
    await useScheme(page, 'auto');
    await page.goto(`/apps/tasks/${task.id}`);
    await inEachView(page, async () => {
      await expect(page.locator('.splash-screen')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
      // A task's own fields, which a section's details lack.
      await expect(page.locator('.task-details__priority')).toBeVisible();
      await expect
        .poll(() => sidewaysScroll(page), { message: 'horizontal overflow in px' })
        .toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page, '.task-details');
    });
  });
});
