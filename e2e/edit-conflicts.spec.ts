import { expect } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { Records } from './support/records';
import { signedInTest as test } from './support/session';

/**
 * Two people edit the same vacancy: the one who saves second is told, sees what changed,
 * and chooses. Someone else's change never silently disappears under a later save.
 */
test.describe('a vacancy edited by two people at once', () => {
  test('the later save is refused until its author chooses', async ({ page, request }) => {
    const records = await Records.asAdmin(request);
    const vacancy = await records.openVacancy();
    await page.goto(`/apps/crearvacanciaInterno?id=${vacancy.id}`);
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(vacancy.title);

    // Meanwhile someone else moves it to another city.
    await records.patch(`/api/vacancies/${vacancy.id}`, { location: 'Cancún' });

    await title.fill(`${vacancy.title} (senior)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const conflict = page.getByTestId('version-conflict');
    await expect(conflict).toContainText('Someone else changed this record');
    await expect(conflict).toContainText('Changed meanwhile: Location.');
    await expectNoSeriousAxeViolations(page, '[data-testid="version-conflict"]');
    expect((await records.get<{ title: string }>(`/api/vacancies/${vacancy.id}`)).title).toBe(
      vacancy.title,
    );

    await test.step('their version comes in place of the edits', async () => {
      await page.getByRole('button', { name: 'Load their version (discard my changes)' }).click();
      await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Cancún');
      await expect(title).toHaveValue(vacancy.title);
    });

    await test.step('edits saved over a newer change, once chosen', async () => {
      await records.patch(`/api/vacancies/${vacancy.id}`, { openings: 4 });
      await title.fill(`${vacancy.title} (lead)`);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(conflict).toContainText('Changed meanwhile: Openings.');
      await page.getByRole('button', { name: 'Save my version over theirs' }).click();
      await expect(page).toHaveURL(/listadovacanciaInterna/);
      const saved = await records.get<{ title: string; location: string }>(
        `/api/vacancies/${vacancy.id}`,
      );
      expect(saved).toMatchObject({ title: `${vacancy.title} (lead)`, location: 'Cancún' });
    });
  });
});

/** The applicant form stays open after a save: each save starts from the one before. */
test.describe('an applicant edited by two people at once', () => {
  test('the later save names what changed and may go over it', async ({ page, request }) => {
    const records = await Records.asAdmin(request);
    const applicant = await records.applicant();
    const url = `/api/applicants/${applicant.id}`;
    await page.goto(`/apps/crearpostulante?id=${applicant.id}`);
    const city = page.getByLabel('City', { exact: true });
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(applicant.lastName);

    // Meanwhile someone else records a phone.
    await records.patch(url, { phone: '+52 55 1234 5678' });

    await city.fill('Puebla');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const conflict = page.getByTestId('version-conflict');
    await expect(conflict).toContainText('Changed meanwhile: Phone.');
    expect((await records.get<{ city: string }>(url)).city).toBe('');

    await page.getByRole('button', { name: 'Save my version over theirs' }).click();
    await expect(page.getByText(/was saved\./)).toBeVisible();
    await expect(conflict).toHaveCount(0);
    // Saved over theirs, as chosen: the form's fields (their phone among them) as typed.
    expect(await records.get<{ city: string; phone: string }>(url)).toMatchObject({
      city: 'Puebla',
      phone: '',
    });

    await test.step('a second save starts from the first one, not the version opened', async () => {
      await city.fill('Mérida');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(/was saved\./).last()).toBeVisible();
      await expect.poll(async () => (await records.get<{ city: string }>(url)).city).toBe('Mérida');
      await expect(conflict).toHaveCount(0);
    });
  });
});

/** Someone else's change reaches the open form through the live stream, before any save. */
test.describe('an applicant changed by someone else while the form is open', () => {
  test('the form says so at once and can load their version', async ({ page, request }) => {
    const records = await Records.asAdmin(request);
    const applicant = await records.applicant();
    await page.goto(`/apps/crearpostulante?id=${applicant.id}`);
    const city = page.getByLabel('City', { exact: true });
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(applicant.lastName);
    await page.getByLabel('Notes', { exact: true }).fill('Called on Monday');
    // The page must not be loaded again: a marker set now would be gone after a reload.
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));

    await records.patch(`/api/applicants/${applicant.id}`, { city: 'Guadalajara' });

    const notice = page.getByTestId('changed-meanwhile');
    await expect(notice).toHaveText(
      /Someone else changed this record while you were editing: City\./,
    );
    await expect(page.getByTestId('version-conflict')).toHaveCount(0);
    await expect(city).toHaveValue('');
    await expectNoSeriousAxeViolations(page, '[data-testid="changed-meanwhile"]');

    await notice.getByRole('button', { name: 'Load their version' }).click();
    await expect(city).toHaveValue('Guadalajara');
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(
      1,
    );

    await test.step('the next save starts from their version', async () => {
      await page.getByLabel('Notes', { exact: true }).fill('Called on Tuesday');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(/was saved\./)).toBeVisible();
      await expect(page.getByTestId('version-conflict')).toHaveCount(0);
      expect(
        await records.get<{ city: string; notes: string }>(`/api/applicants/${applicant.id}`),
      ).toMatchObject({ city: 'Guadalajara', notes: 'Called on Tuesday' });
    });
  });
});

/** The inventory names its product in the body (`{id, product}`), not in the path. */
test.describe('a product edited by two people at once', () => {
  test('the later update names what changed, and either version may win', async ({
    page,
    request,
  }) => {
    const records = await Records.asAdmin(request);
    const url = '/api/apps/ecommerce/inventory/product';
    const { id } = await records.post<{ id: string }>(url, {});
    const name = `Conflict Watch ${Date.now().toString(36)}`;
    await records.patch(url, { id, product: { name, stock: 20 } });
    await page.goto(`/apps/inventory?q=${encodeURIComponent(name)}`);
    await page.getByRole('table', { name: 'Products' }).getByText(name).click();
    const form = page.getByRole('form', { name: `Details of ${name}` });
    const nameField = form.getByLabel('Name', { exact: true });
    await expect(nameField).toHaveValue(name);

    // Meanwhile someone else counts the stock again.
    await records.patch(url, { id, product: { stock: 3 } });

    await nameField.fill(`${name} II`);
    await form.getByRole('button', { name: 'Update' }).click();
    const conflict = form.getByTestId('version-conflict');
    await expect(conflict).toContainText('Changed meanwhile: Stock.');
    await expectNoSeriousAxeViolations(page, '[data-testid="version-conflict"]');
    expect((await records.get<{ name: string }>(`${url}?id=${id}`)).name).toBe(name);

    await test.step('their version comes in place of the edits', async () => {
      await form.getByRole('button', { name: 'Load their version (discard my changes)' }).click();
      await expect(form.getByLabel('Stock', { exact: true })).toHaveValue('3');
      await expect(nameField).toHaveValue(name);
    });

    await test.step('the edits go over a newer change, once chosen', async () => {
      await records.patch(url, { id, product: { barcode: '7501234567890' } });
      await nameField.fill(`${name} III`);
      await form.getByRole('button', { name: 'Update' }).click();
      await expect(conflict).toContainText('Changed meanwhile: Barcode.');
      await form.getByRole('button', { name: 'Save my version over theirs' }).click();
      await expect(form.getByText('Saved')).toBeVisible();
      await expect(conflict).toHaveCount(0);
      expect(await records.get(`${url}?id=${id}`)).toMatchObject({
        name: `${name} III`,
        stock: 3,
      });
    });
  });
});

/** The task details save as you type: a refused autosave waits for its author. */
test.describe('a task edited by two people at once', () => {
  test('the refused notes wait, then go over their version', async ({ page, request }) => {
    const records = await Records.asAdmin(request);
    const url = '/api/apps/tasks/task';
    const { id } = await records.post<{ id: string }>(url, { type: 'task' });
    await records.patch(url, { id, task: { title: 'Print the fair posters' } });
    await page.goto(`/apps/tasks/${id}`);
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Print the fair posters',
    );

    // Meanwhile someone else raises its priority.
    await records.patch(url, { id, task: { priority: 2 } });

    await notes.fill('A3, colour, 40 copies');
    await notes.blur();
    const conflict = page.getByTestId('version-conflict');
    await expect(conflict).toContainText('Changed meanwhile: Priority.');
    await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[data-testid="version-conflict"]');
    expect((await records.get<{ notes: string | null }>(`${url}?id=${id}`)).notes).toBeNull();

    await page.getByRole('button', { name: 'Save my version over theirs' }).click();
    await expect(conflict).toHaveCount(0);
    await expect
      .poll(async () => records.get<{ notes: string; priority: number }>(`${url}?id=${id}`))
      .toMatchObject({ notes: 'A3, colour, 40 copies', priority: 2 });
  });
});
