import { expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';
import { expectNoSeriousAxeViolations } from './support/axe';
import { Records, unique } from './support/records';
import { sidewaysScroll } from './support/route-walk';
import { ADMIN } from './support/session';
import { inEachView, useScheme } from './support/views';

interface Slot {
  id: string;
  startsAt: string;
  remaining: number;
  bookings: { email: string }[];
}

/** A slot tomorrow (plus `hours`), made by staff through the API. */
async function slotFor(records: Records, vacancyId: string, hours = 0, capacity = 1) {
  const start = Date.now() + (24 + hours) * 3_600_000;
  return records.post<Slot>('/api/interview-slots', {
    vacancyId,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 30 * 60_000).toISOString(),
    capacity,
  });
}

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => sidewaysScroll(page), { message: 'horizontal overflow in px' })
    .toBeLessThanOrEqual(0);
}

test('a visitor books a slot, opens the link and cancels: the slot has room again', async ({
  page,
  request,
}) => {
  const records = await Records.asAdmin(request);
  const vacancy = await records.openVacancy();
  const slot = await slotFor(records, vacancy.id);
  const email = `visita.${unique()}@example.com`;

  // Not signed in: the booking page needs no account.
  await page.goto(`/agenda-turnos?vacancy=${vacancy.code}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Book an interview: ${vacancy.title}` }),
  ).toBeVisible();
  const slots = page.getByTestId('booking-slot');
  await expect(slots).toHaveCount(1);
  await expect(slots.first()).toContainText('1 place left');
  await slots.first().click();

  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(
    page.getByText('Please agree to the processing of your data to book.'),
  ).toBeVisible();
  await page.getByLabel('Full name', { exact: true }).fill('Valeria Ochoa Treviño');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('+52 81 5555 0101');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your interview is booked' }),
  ).toBeVisible();
  await expect(page.getByTestId('booking-confirmation')).toContainText(vacancy.title);
  const booked = await records.get<Slot>(`/api/interview-slots/${slot.id}`);
  expect(booked.remaining).toBe(0);
  expect(booked.bookings.map((booking) => booking.email)).toEqual([email]);
  // The slot is gone from the public list while it is full.
  const listed = await request.get(`/api/public/interview-slots?vacancy=${vacancy.code}`);
  expect(((await listed.json()) as { slots: unknown[] }).slots).toEqual([]);

  const manage = page.getByTestId('manage-link');
  const href = await manage.getAttribute('href');
  expect(href).toMatch(/^\/agenda-turnos\/reserva\?token=[\w%.-]+$/);
  await manage.click();
  await expect(page).toHaveURL(/\/agenda-turnos\/reserva\?token=/);
  await expect(page.getByTestId('booking-manage')).toContainText(email);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('will be cancelled and the place freed');
  await dialog.getByRole('button', { name: 'Cancel the interview' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your interview is cancelled' }),
  ).toBeVisible();

  const after = await records.get<Slot>(`/api/interview-slots/${slot.id}`);
  expect(after).toMatchObject({ remaining: 1, bookings: [] });
  // The same link now says the booking is gone; the slot is offered again.
  await page.goto(href!);
  await expect(page.getByTestId('booking-link-problem')).toContainText('it was cancelled');
  await expect(page.getByRole('link', { name: 'Book another time' })).toBeVisible();
  await page.goto(`/agenda-turnos?vacancy=${vacancy.code}`);
  await expect(page.getByTestId('booking-slot')).toHaveCount(1);
});

test('a recruiter sees the booking on the vacancy and in the day view', async ({
  page,
  request,
}) => {
  const records = await Records.asAdmin(request);
  const vacancy = await records.openVacancy();
  const slot = await slotFor(records, vacancy.id, 2, 2);
  const email = `dia.${unique()}@example.com`;
  const booked = await request.post(`/api/public/interview-slots/${slot.id}/bookings`, {
    data: {
      name: 'Rogelio Pardo',
      email,
      phone: '+52 81 5555 0202',
      consent: true,
      consentText: 'I agree that my name, e-mail and phone are processed.',
      consentLanguage: 'en',
    },
  });
  expect(booked.status()).toBe(201);
  const token = (await (
    await request.post('/api/auth/sign-in', {
      data: ADMIN,
    })
  ).json()) as { accessToken: string };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    'talento.accessToken',
    token.accessToken,
  ] as const);

  await page.goto(`/apps/detail?vacancy=${vacancy.id}`);
  const section = page.getByTestId('vacancy-slots');
  await expect(section.getByTestId('slot-booking')).toContainText('Rogelio Pardo');
  await expect(section.getByTestId('slot-row')).toContainText('1 of 2 places free');

  const day = await page.evaluate((startsAt) => {
    const date = new Date(startsAt);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, slot.startsAt);
  await page.goto(`/apps/interviews?day=${day}`);
  const row = page.getByTestId('slot-row').filter({ hasText: vacancy.title });
  await expect(row).toContainText('Rogelio Pardo');
  await row.getByRole('link', { name: 'Rogelio Pardo' }).click();
  await expect(page.getByTestId('applicant-bookings')).toContainText(vacancy.title);
});

// The free times of every vacancy (the sample's slots) are judged by the route walks
// (routes-1440: light, routes-400: dark, with the sideways scroll); here one vacancy's (the
// line naming it, which the walks do not show) and the booking form with its errors (the
// form's card), each opened once and judged alone in both views.
test('the booking pages pass axe and fit a phone, 1440 px light and 400 px dark', async ({
  page,
  request,
}) => {
  const records = await Records.asAdmin(request);
  const vacancy = await records.openVacancy();
  await slotFor(records, vacancy.id, 1, 3);
  await slotFor(records, vacancy.id, 26, 3);
  await useScheme(page, 'auto');
  await test.step('the free times', async () => {
    await page.goto(`/agenda-turnos?vacancy=${vacancy.code}`);
    await expect(page.getByTestId('booking-slot')).toHaveCount(2);
    await inEachView(page, async () => {
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page, '.booking-named');
    });
  });
  await test.step('the booking form, with its errors', async () => {
    await page.getByTestId('booking-slot').first().click();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await inEachView(page, async () => {
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page, '.booking-card');
    });
  });
});
