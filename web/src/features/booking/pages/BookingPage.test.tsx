import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { localInstant } from '../../../lib/local-time';
import { BookingPage } from './BookingPage';
import { ManageBookingPage } from './ManageBookingPage';

const VACANCIES = [
  {
    code: 'VAC-0001',
    ref: 'VAC-0001',
    title: 'Analista QA',
    companyName: 'Acme',
    location: 'Monterrey',
  },
  {
    code: 'VAC-0002',
    ref: '99999999-9999-4999-8999-999999999999',
    title: 'Contador General',
    companyName: 'Beta',
    location: 'Saltillo',
  },
];
const slot = (id: string, day: string, time: string, vacancyCode = 'VAC-0001', remaining = 2) => ({
  id,
  vacancyCode,
  startsAt: localInstant(day, time),
  endsAt: new Date(Date.parse(localInstant(day, time)) + 30 * 60_000).toISOString(),
  remaining,
});
const SLOTS = [
  slot('11111111-1111-4111-8111-111111111111', '2030-03-04', '09:00'),
  slot('22222222-2222-4222-8222-222222222222', '2030-03-04', '10:00', 'VAC-0002', 1),
  slot('33333333-3333-4333-8333-333333333333', '2030-03-05', '09:00'),
];

function renderBooking(path = '/agenda-turnos') {
  return renderRoutes(
    [
      { path: '/agenda-turnos', element: <BookingPage /> },
      { path: '/agenda-turnos/reserva', element: <ManageBookingPage /> },
    ],
    { initialEntries: [path] },
  );
}

describe('BookingPage (agenda-turnos)', () => {
  it('lists future slots by day, books one with consent and shows the manage link', async () => {
    let sent: Record<string, unknown> | undefined;
    const fetch = stubFetch(async (request) => {
      const url = new URL(request.url);
      if (request.method === 'POST') {
        const body = (await request.json()) as Record<string, unknown>;
        sent = body;
        return jsonResponse(
          {
            booking: {
              name: body.name,
              email: body.email,
              phone: body.phone,
              slot: SLOTS[0],
              vacancy: VACANCIES[0],
            },
            manageUrl: 'https://talento.example/agenda-turnos/reserva?token=abc.def',
            token: 'abc.def',
            expiresAt: SLOTS[0].startsAt,
          },
          201,
        );
      }
      expect(url.pathname).toBe('/api/public/interview-slots');
      return jsonResponse({ vacancies: VACANCIES, slots: SLOTS });
    });
    const { user } = renderBooking();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book an interview' }),
    ).toBeVisible();
    const monday = await screen.findByRole('region', { name: 'Monday, March 4, 2030' });
    expect(within(monday).getAllByTestId('booking-slot')).toHaveLength(2);
    expect(within(monday).getByText('Contador General')).toBeInTheDocument();
    expect(within(monday).getByText('1 place left')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tuesday, March 5, 2030' })).toBeInTheDocument();

    await user.click(within(monday).getAllByTestId('booking-slot')[0]);
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Analista QA');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please agree to the processing of your data to book.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([request]) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Full name'), 'Lucía Fernández');
    await user.type(screen.getByLabelText('E-mail'), 'lucia@example.com');
    await user.type(screen.getByLabelText('Phone'), '+52 81 1234 5678');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your interview is booked' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage my booking' })).toHaveAttribute(
      'href',
      '/agenda-turnos/reserva?token=abc.def',
    );
    const post = fetch.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(new URL(post.url).pathname).toBe(`/api/public/interview-slots/${SLOTS[0].id}/bookings`);
    expect(sent).toEqual({
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '+52 81 1234 5678',
      consent: true,
      // The wording the form showed beside the box, and its language.
      consentText:
        'I agree that my name, e-mail and phone are processed to manage my application and this interview.',
      consentLanguage: 'en',
      language: 'en',
      timeZone: expect.any(String),
    });
  });

  it('filters by the vacancy of the link, and sends a person back to the list when the slot filled up', async () => {
    let full = false;
    stubFetch(async (request) => {
      const url = new URL(request.url);
      if (request.method === 'POST') {
        full = true;
        return jsonResponse(
          {
            statusCode: 409,
            message: 'This interview slot is full; please choose another time',
            error: 'Conflict',
            code: 'slot-full',
          },
          409,
        );
      }
      expect(url.searchParams.get('vacancy')).toBe('VAC-0001');
      const mine = SLOTS.filter((one) => one.vacancyCode === 'VAC-0001');
      return jsonResponse({ vacancies: [VACANCIES[0]], slots: full ? mine.slice(1) : mine });
    });
    const { user } = renderBooking('/agenda-turnos?vacancy=VAC-0001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book an interview: Analista QA' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Vacancy')).not.toBeInTheDocument();
    await user.click(screen.getAllByTestId('booking-slot')[0]);
    await user.type(screen.getByLabelText('Full name'), 'Lucía');
    await user.type(screen.getByLabelText('E-mail'), 'lucia@example.com');
    await user.type(screen.getByLabelText('Phone'), '+52 81 1234 5678');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This interview slot is full; please choose another time',
    );
    expect(await screen.findAllByTestId('booking-slot')).toHaveLength(1);
  });

  it('narrows the list to one vacancy, named by its reference', async () => {
    const fetch = stubFetch(() => jsonResponse({ vacancies: VACANCIES, slots: SLOTS }));
    const { user, router } = renderBooking();
    await user.selectOptions(
      await screen.findByLabelText('Vacancy'),
      'Contador General · Beta · Saltillo',
    );
    expect(router.state.location.search).toBe(`?vacancy=${VACANCIES[1].ref}`);
    await waitFor(() =>
      expect(new URL(fetch.mock.calls.at(-1)![0].url).searchParams.get('vacancy')).toBe(
        VACANCIES[1].ref,
      ),
    );
  });

  it('says so when nothing can be booked', async () => {
    stubFetch(() => jsonResponse({ vacancies: [], slots: [] }));
    renderBooking();
    expect(await screen.findByTestId('booking-empty')).toHaveTextContent(
      'No interview times available',
    );
  });

  it("carries the public pages' brand, like the job board, in the page and its title", async () => {
    stubFetch(() => jsonResponse({ vacancies: VACANCIES, slots: SLOTS }));
    renderBooking();
    const brand = await screen.findByRole('link', { name: 'Talento Careers' });
    expect(brand).toHaveAttribute('href', '/home');
    expect(screen.queryByText('Talento Admin')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Book an interview · Talento Careers'));
  });
});

describe('ManageBookingPage (agenda-turnos/reserva)', () => {
  const BOOKING = {
    name: 'Lucía Fernández',
    email: 'lucia@example.com',
    phone: '+52 81 1234 5678',
    slot: SLOTS[0],
    vacancy: VACANCIES[0],
    alternatives: [SLOTS[2]],
  };

  it('shows the booking and cancels it after asking', async () => {
    const fetch = stubFetch((request) =>
      jsonResponse(request.method === 'DELETE' ? BOOKING : BOOKING),
    );
    const { user } = renderBooking('/agenda-turnos/reserva?token=abc.def');
    expect(await screen.findByTestId('booking-manage')).toHaveTextContent('lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the interview' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your interview is cancelled' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/agenda-turnos?vacancy=VAC-0001',
    );
    const cancel = fetch.mock.calls.find(([request]) => request.method === 'DELETE')![0];
    expect(new URL(cancel.url).searchParams.get('token')).toBe('abc.def');
  });

  it('moves the booking to another time and follows the new link', async () => {
    let moved: unknown;
    const fetch = stubFetch(async (request) => {
      const url = new URL(request.url);
      if (request.method === 'POST') {
        moved = await request.json();
        return jsonResponse({
          booking: { ...BOOKING, slot: SLOTS[2] },
          manageUrl: 'https://talento.example/agenda-turnos/reserva?token=new.one',
          token: 'new.one',
          expiresAt: SLOTS[2].startsAt,
        });
      }
      expect(url.pathname).toBe('/api/public/interview-slots/booking');
      return jsonResponse(
        url.searchParams.get('token') === 'new.one'
          ? { ...BOOKING, slot: SLOTS[2], alternatives: [SLOTS[0]] }
          : BOOKING,
      );
    });
    const { user, router } = renderBooking('/agenda-turnos/reserva?token=old.one');
    await screen.findByTestId('booking-manage');
    await user.click(screen.getByRole('button', { name: 'Change the time' }));
    const choices = await screen.findAllByTestId('booking-slot');
    expect(choices).toHaveLength(1);
    await user.click(choices[0]);
    expect(await screen.findByText(/Your interview now takes place on/)).toBeVisible();
    expect(router.state.location.search).toBe('?token=new.one');
    const move = fetch.mock.calls.find(([request]) => request.method === 'POST')![0];
    expect(new URL(move.url).searchParams.get('token')).toBe('old.one');
    expect(moved).toEqual({ slotId: SLOTS[2].id });
  });

  it('explains a link that is not valid, has expired or names a cancelled booking', async () => {
    // The server's message (the app shows its translation of the code where it has one).
    const answers = [
      [400, 'booking-link-invalid', 'This booking link is not valid'],
      [400, 'booking-link-expired', 'This booking link has expired: the interview has started'],
      [404, 'not-found', 'This booking no longer exists: it was cancelled.'],
    ] as const;
    for (const [status, code, text] of answers) {
      stubFetch(() =>
        jsonResponse({ statusCode: status, message: text, error: 'Refused', code }, status),
      );
      const { unmount } = renderBooking('/agenda-turnos/reserva?token=bad');
      expect(await screen.findByTestId('booking-link-problem')).toHaveTextContent(text);
      unmount();
    }
  });
});
