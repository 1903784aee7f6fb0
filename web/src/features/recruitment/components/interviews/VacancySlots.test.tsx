import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { localInstant } from '../../../../lib/local-time';
import type { Vacancy } from '../../api/vacancies';
import { VacancySlots } from './VacancySlots';

const VACANCY = {
  id: '44444444-4444-4444-8444-444444444444',
  code: 'VAC-0042',
  title: 'Analista QA',
  status: 'open',
} as Vacancy;

const SLOT = {
  id: '55555555-5555-4555-8555-555555555555',
  vacancyId: VACANCY.id,
  vacancy: {
    id: VACANCY.id,
    code: VACANCY.code,
    title: VACANCY.title,
    status: 'open',
    companyName: 'Acme',
    openings: 1,
  },
  startsAt: localInstant('2030-03-04', '09:00'),
  endsAt: localInstant('2030-03-04', '09:30'),
  capacity: 2,
  remaining: 1,
  bookings: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '+52 81 1234 5678',
      applicantId: '77777777-7777-4777-8777-777777777777',
      consentAt: '2030-03-01T10:00:00.000Z',
      bookedAt: '2030-03-01T10:00:00.000Z',
    },
  ],
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
};

const page = (items: unknown[]) => ({
  items,
  pagination: { length: items.length, size: 100, page: 1, lastPage: 1 },
});

describe('VacancySlots', () => {
  it('lists the slots with their bookings, the booking page link, and deletes a slot after asking', async () => {
    let slots: unknown[] = [SLOT];
    const fetch = stubFetch((request) => {
      if (request.method === 'DELETE') {
        slots = [];
        return jsonResponse(SLOT);
      }
      const url = new URL(request.url);
      expect(url.searchParams.get('vacancyId')).toBe(VACANCY.id);
      return jsonResponse(page(slots));
    });
    const { user } = renderWithProviders(<VacancySlots vacancy={VACANCY} />);
    const row = await screen.findByTestId('slot-row');
    expect(row).toHaveTextContent('1 of 2 places free');
    expect(within(row).getByRole('link', { name: 'Lucía Fernández' })).toHaveAttribute(
      'href',
      `/apps/detail?applicant=${SLOT.bookings[0].applicantId}`,
    );
    expect(screen.getByRole('link', { name: /agenda-turnos\?vacancy=VAC-0042/ })).toBeVisible();
    // Upcoming slots first: from the reader's midnight.
    expect(new URL(fetch.mock.calls[0][0].url).searchParams.get('from')).not.toBeNull();

    await user.click(within(row).getByRole('button', { name: /Delete the slot at/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the 1 person booked on it will be told by e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Delete slot' }));
    expect(await screen.findByTestId('slots-empty')).toBeInTheDocument();
    expect(await screen.findByText(/was deleted/)).toBeInTheDocument();
    const deleted = fetch.mock.calls.find(([request]) => request.method === 'DELETE')![0];
    expect(new URL(deleted.url).pathname).toBe(`/api/interview-slots/${SLOT.id}`);
  });

  it('previews a series in the chosen time zone, then makes it', async () => {
    const bodies: { path: string; body: Record<string, unknown> }[] = [];
    stubFetch(async (request) => {
      const url = new URL(request.url);
      if (request.method === 'POST') {
        bodies.push({
          path: url.pathname,
          body: (await request.json()) as Record<string, unknown>,
        });
        if (url.pathname.endsWith('/preview')) {
          return jsonResponse({
            slots: [
              { startsAt: SLOT.startsAt, endsAt: SLOT.endsAt, state: 'new' },
              {
                startsAt: SLOT.endsAt,
                endsAt: localInstant('2030-03-04', '10:00'),
                state: 'exists',
              },
            ],
            newCount: 1,
          });
        }
        return jsonResponse({ created: [SLOT], skipped: 1 }, 201);
      }
      return jsonResponse(page([]));
    });
    const { user } = renderWithProviders(<VacancySlots vacancy={VACANCY} />);
    await screen.findByTestId('slots-empty');
    await user.click(screen.getByRole('button', { name: 'Add series' }));
    const dialog = await screen.findByRole('dialog');
    const zone = within(dialog).getByLabelText('Time zone');
    await user.selectOptions(zone, 'Europe/Madrid');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fri' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByTestId('series-preview')).toHaveTextContent(
      '1 slot will be made.',
    );
    expect(within(dialog).getByTestId('series-preview')).toHaveTextContent('1 time is skipped');
    expect(bodies[0]).toEqual({
      path: '/api/interview-slots/series/preview',
      body: expect.objectContaining({
        vacancyId: VACANCY.id,
        weekdays: [1, 2, 3, 4],
        startTime: '09:00',
        endTime: '12:00',
        durationMinutes: 30,
        breakMinutes: 0,
        capacity: 1,
        timeZone: 'Europe/Madrid',
      }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create 1 slot' }));
    expect(await screen.findByText('1 interview slot was made (1 skipped).')).toBeInTheDocument();
    expect(bodies[1].path).toBe('/api/interview-slots/series');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
