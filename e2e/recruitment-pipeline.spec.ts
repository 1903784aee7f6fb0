import { expect, type Locator } from '@playwright/test';
import { PipelineBoardPage } from './pages/pipeline-board';
import { pickRecord } from './pages/record-select';
import { expectNoSeriousAxeViolations } from './support/axe';
import { Records } from './support/records';
import { accessTokenFor, signedInTest as test } from './support/session';
import { keyboardDragListening } from './support/dnd';

interface ApplicationItem {
  id: string;
  stage: string;
  history: { stage: string }[];
}

/** A tiny but real PDF: the server checks the content, not the name. */
function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

test('an applicant with a CV goes through a vacancy’s pipeline to hired and is starred', async ({
  page,
  request,
}) => {
  // A long walk: the form, the CV, six moves with an Undo, the detail and the search.
  test.setTimeout(60_000);
  const token = await accessTokenFor(request);
  const auth = { Authorization: `Bearer ${token}` };
  // One opening: hiring our applicant fills it, so a further hire (of another applied
  // candidate) must be refused.
  const records = await Records.asAdmin(request);
  const vacancy = await records.openVacancy({ openings: 1 });
  const rival = await records.applicant({ firstName: 'Rival' });
  await records.apply(vacancy.id, rival.id);
  const board = new PipelineBoardPage(page);
  const column = (stage: string) => board.column(stage);
  const card = (who: string) => board.card(who);

  const unique = Date.now().toString(36);
  const firstName = 'Valeria';
  const lastName = `Prueba ${unique}`;
  const name = `${firstName} ${lastName}`;

  // Create the applicant with a CV and apply to the vacancy, all from the form.
  await page.goto('/apps/crearpostulante');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(`valeria.${unique}@example.com`);
  await page.getByLabel('City').fill('Querétaro');
  await page.getByLabel('Skills').fill('Excel');
  await page.getByLabel('Skills').press('Enter');
  await page.getByLabel('Years of experience').fill('4');
  await page.getByTestId('cv-input').setInputFiles({
    name: 'valeria-cv.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(page.getByText('Ready to upload: valeria-cv.pdf')).toBeVisible();
  // The vacancy is searched on the server (by its code here) and picked from the menu.
  await pickRecord(page, 'Vacancy', vacancy.code, new RegExp(`^${vacancy.code} · `));
  await page.getByLabel(/agrees to the processing/).check();
  await page.getByRole('button', { name: 'Create applicant' }).click();

  await expect(page).toHaveURL(/\/apps\/detail\?applicant=/);
  const applicantId = new URL(page.url()).searchParams.get('applicant')!;
  await expect(page.getByTestId('detail-title')).toHaveText(name);
  await expect(
    page.locator('.toast', { hasText: `${name} was added as an applicant.` }),
  ).toBeVisible();
  await expect(page.getByTestId('cv-download')).toBeVisible();
  await expect(page.getByTestId('applications-list')).toContainText(vacancy.title);

  // A text file named .pdf is refused by content; the stored CV stays.
  await page.getByTestId('cv-input').setInputFiles({
    name: 'disguised.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a PDF'),
  });
  // The server's code (cv-invalid), in the reader's language.
  await expect(page.getByTestId('cv-error')).toContainText(
    'The CV must be a PDF, DOC or DOCX document.',
  );
  await expect(page.getByTestId('cv-download')).toBeVisible();

  // The board: the new candidate waits in Applied.
  await board.goto(vacancy.id);
  await expect(page.getByTestId('board-title')).toHaveText(vacancy.title || vacancy.code);
  await expect(card(name)).toHaveAttribute('data-stage', 'applied');

  // Applied -> Screening with the mouse: a toast confirms it and offers Undo, which
  // moves the card back through the API.
  await board.dragWithMouse(name, 'screening');
  await expect(
    column('screening').getByTestId('candidate-card').filter({ hasText: name }),
  ).toBeVisible();
  await expect(card(name)).not.toHaveAttribute('aria-busy', 'true');
  const moved = page.locator('.toast', { hasText: `${name} moved to Screening.` });
  await expect(moved).toBeVisible();
  const undone = page.waitForResponse(
    (response) =>
      /\/api\/applications\/[^/]+\/stage$/.test(response.url()) &&
      response.request().method() === 'PATCH' &&
      response.ok(),
  );
  await moved.getByRole('button', { name: 'Undo' }).click();
  await undone;
  await expect(card(name)).toHaveAttribute('data-stage', 'applied');
  await expect(page.locator('.toast', { hasText: `${name} is back in Applied.` })).toBeVisible();
  await board.settled(name);
  await board.dragWithMouse(name, 'screening');
  await expect(card(name)).toHaveAttribute('data-stage', 'screening');
  await board.settled(name);

  // Screening -> Interview with the keyboard, announced to screen readers.
  await card(name).getByTestId('candidate-handle').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up ${name} from Screening.`)).toBeAttached();
  await keyboardDragListening(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} is over Interview.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(card(name)).toHaveAttribute('data-stage', 'interview');
  // The live region says this drop, and never again the one before.
  await expect(page.getByText(`${name} was dropped on Interview.`)).toBeAttached();
  await expect(page.getByText(`${name} was dropped on Screening.`)).toHaveCount(0);
  // The keyboard user keeps their place on the moved card.
  await expect(card(name).getByTestId('candidate-handle')).toBeFocused();
  await expect(card(name)).not.toHaveAttribute('aria-busy', 'true');

  // Interview -> Offer -> Hired through the card's menu.
  for (const stage of ['offer', 'hired']) {
    await board.moveWithMenu(name, stage);
    await expect(card(name)).toHaveAttribute('data-stage', stage);
    await board.settled(name);
  }
  await expect(page.getByTestId('board-openings')).toContainText(
    `${vacancy.openings} of ${vacancy.openings} hired`,
  );

  // One move notice at a time, the latest; closed, as a person would, to reach the card
  // under it.
  const lastMove = page.locator('.toast', { hasText: `${name} moved to Hired.` });
  await expect(lastMove).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(1);
  await lastMove.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('.toast')).toHaveCount(0);

  // Rate the candidate.
  await card(name).getByTestId('rate-4').click();
  await expect(card(name).getByTestId('rate-4')).toHaveAttribute('aria-pressed', 'true');

  // The server keeps the whole history.
  const applications = await request.get(`/api/applications?applicantId=${applicantId}`, {
    headers: auth,
  });
  const [application] = ((await applications.json()) as { items: ApplicationItem[] }).items;
  expect(application.stage).toBe('hired');
  expect(application.history.map((change) => change.stage)).toEqual([
    'applied',
    'screening',
    // The Undo, then the move again.
    'applied',
    'screening',
    'interview',
    'offer',
    'hired',
  ]);

  // Every opening is filled now: another hire is refused and its card goes back.
  const rivalName = `${rival.firstName} ${rival.lastName}`;
  const otherId = await card(rivalName).getAttribute('data-application-id');
  await board.moveWithMenu(rivalName, 'hired');
  await expect(page.getByTestId('move-error')).toContainText(
    'Every opening of this vacancy is filled',
  );
  await expect(page.locator(`[data-application-id="${otherId}"]`)).toHaveAttribute(
    'data-stage',
    'applied',
  );

  // Star the applicant on the detail page.
  await page.goto(`/apps/detail?applicant=${applicantId}`);
  const star = page.getByTestId('star-toggle');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('stage-timeline')).toContainText('Hired');

  // The shell's search finds the applicant; favoritos lists it.
  await expect
    .poll(async () => {
      const response = await request.post('/api/common/search', {
        headers: auth,
        data: { query: lastName },
      });
      const sets = (await response.json()) as { id: string; results: { link: string }[] }[];
      return sets.flatMap((set) => set.results.map((result) => result.link));
    })
    .toContain(`/apps/detail?applicant=${applicantId}`);
  await expect
    .poll(async () => {
      const response = await request.get('/api/favourites?kind=applicant&size=100', {
        headers: auth,
      });
      const page = (await response.json()) as { items: { targetId: string }[] };
      return page.items.map((favourite) => favourite.targetId);
    })
    .toContain(applicantId);
});

test('the board shows all six stages at 1440 px beside the side menu, and shows that it scrolls when narrower', async ({
  page,
  request,
}) => {
  const vacancy = await (await Records.asAdmin(request)).openVacancy();
  const stages = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'];

  await page.setViewportSize({ width: 1440, height: 900 });
  const pipeline = new PipelineBoardPage(page);
  await pipeline.goto(vacancy.id);
  const board = pipeline.board;
  await expect(pipeline.column('rejected')).toBeVisible();
  const frame = (await board.boundingBox())!;
  for (const stage of stages) {
    const box = (await pipeline.column(stage).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  }
  expect(await board.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await expect(page.getByRole('button', { name: 'Show the later stages' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // Narrower, the board scrolls: a shadow and an arrow say so, and the arrow scrolls it.
  await page.setViewportSize({ width: 900, height: 900 });
  const later = page.getByRole('button', { name: 'Show the later stages' });
  await expect(later).toBeVisible();
  await expect(page.getByTestId('pipeline-board-frame')).toHaveClass(/can-scroll-after/);
  await expect(page.getByRole('button', { name: 'Show the earlier stages' })).toHaveCount(0);
  await later.click();
  await expect.poll(() => board.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Show the earlier stages' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('an applicant with only the required fields reads “Not given” for the rest, legibly', async ({
  page,
  request,
}) => {
  const token = await accessTokenFor(request);
  const unique = Date.now().toString(36);
  const created = await request.post('/api/applicants', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Renata',
      lastName: `Vacía ${unique}`,
      email: `renata.${unique}@example.com`,
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const applicant = (await created.json()) as { id: string; yearsExperience: number | null };
  expect(applicant.yearsExperience).toBeNull();

  await page.goto(`/apps/detail?applicant=${applicant.id}`);
  const experience = page.locator('dt', { hasText: 'Years of experience' }).locator('+ dd');
  await expect(experience).toHaveText('Not given');
  await expect(page.getByTestId('applicant-detail')).not.toContainText('0 years');
  await expectNoSeriousAxeViolations(page);
});

/** Whether two elements' boxes on the screen share any point. */
async function overlap(one: Locator, other: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([one.boundingBox(), other.boundingBox()]);
  if (!a || !b) throw new Error('an element is not on the screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the notice after adding a candidate covers none of the dialog, on a phone or at 1440 px', async ({
  page,
  request,
}) => {
  const vacancy = await (await Records.asAdmin(request)).openVacancy();
  const pipeline = new PipelineBoardPage(page);
  const dialog = page.getByRole('dialog', { name: 'Add a candidate' });
  const close = dialog.locator('.modal-footer').getByRole('button', { name: 'Close' });
  // The latest notice (the one before may still show).
  const added = page.locator('.toast', { hasText: 'was added to the pipeline.' }).last();
  /** Adds the first applicant the dialog offers (of the sample's: a list as tall as a phone). */
  async function addOne() {
    await page.getByRole('button', { name: 'Add candidate' }).click();
    await dialog
      .getByRole('button', { name: /^Add: / })
      .first()
      .click();
    await expect(added).toBeVisible();
  }
  const room = () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue('--app-toasts-room'));

  await page.setViewportSize({ width: 400, height: 740 });
  await pipeline.goto(vacancy.id);
  await addOne();
  // The dialog ends above the notice: its Close button and header stay in reach.
  expect(await overlap(added, dialog.locator('.modal-content'))).toBe(false);
  await expect(close).toBeInViewport();
  await close.click({ timeout: 2_000 });
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 1000 });
  await addOne();
  // Beside the dialog, the notice leaves it where it was.
  expect(await overlap(added, dialog.locator('.modal-content'))).toBe(false);
  expect(await room()).toBe('');
  await close.click({ timeout: 2_000 });
  await expect(dialog).toBeHidden();
});
