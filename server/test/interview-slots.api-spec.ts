import request, { type Response } from 'supertest';
import { MailerService, type OutgoingMail } from '../src/common/mail/mailer.service';
import { signBookingToken } from '../src/modules/interview-slots/booking-token';
import { signIn } from './helpers/auth';
import {
  type Api,
  apiAs,
  applicantInput,
  companyInput,
  UNKNOWN_ID,
  unique,
  vacancyInput,
} from './helpers/recruitment';
import { storedSecret } from './helpers/stored-files';
import { createTestApp, type TestApp } from './helpers/test-app';
import { leaks } from './helpers/public-leaks';
import { storedText } from './helpers/stored';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WRITES_PER_IP = 6;
/** The wording the booking form shows beside its consent box, as the web sends it. */
const CONSENT_TEXT = 'Acepto que Talento use mis datos para organizar esta entrevista.';

interface Slot {
  id: string;
  vacancyId: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  remaining: number;
  bookings: { id: string; name: string; email: string; phone: string; applicantId: string }[];
}

interface Confirmation {
  booking: {
    name: string;
    email: string;
    phone: string;
    slot: { id: string; remaining: number };
    vacancy: Record<string, unknown>;
  };
  manageUrl: string;
  token: string;
  expiresAt: string;
}

/** The last Sunday of March of a year: Europe's change to summer time. */
function lastSundayOfMarch(year: number): Date {
  const day = new Date(Date.UTC(year, 2, 31));
  day.setUTCDate(31 - day.getUTCDay());
  return day;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe('interview slots and their public booking', () => {
  let testApp: TestApp;
  let api: Api;
  let companyId: string;
  let categoryId: string;
  let ipCounter = 0;
  const http = () => request(testApp.app.getHttpServer());
  /** Each visitor comes from an address of their own, unless a test says otherwise. */
  const nextIp = () => `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;
  const publicGet = (url: string, ip = nextIp()) => http().get(url).set('X-Forwarded-For', ip);
  const publicPost = (url: string, ip = nextIp()) => http().post(url).set('X-Forwarded-For', ip);
  const publicDelete = (url: string, ip = nextIp()) =>
    http().delete(url).set('X-Forwarded-For', ip);

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_IP: '1000',
        TRUST_PROXY: 'true',
        BOOKING_RATE_LIMIT_PER_IP: String(WRITES_PER_IP),
        BOOKING_READ_LIMIT_PER_IP: '1000',
        PUBLIC_URL: 'https://talento.example',
      },
    });
    api = apiAs(testApp.app, await signIn(testApp.app));
    companyId = (await api.post('/api/companies').send(companyInput()).expect(201)).body.id;
    categoryId = (await api.get('/api/categories?kind=vacancy&size=1').expect(200)).body.items[0]
      .id;
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const vacancy = async (overrides: Record<string, unknown> = {}) =>
    (
      await api
        .post('/api/vacancies')
        .send(vacancyInput(companyId, categoryId, { status: 'open', ...overrides }))
        .expect(201)
    ).body as { id: string; code: string; title: string };

  const slot = async (
    vacancyId: string,
    options: { inMinutes?: number; minutes?: number; capacity?: number } = {},
  ): Promise<Slot> => {
    const start =
      Date.now() + (options.inMinutes ?? 24 * 60 + Math.floor(Math.random() * 5000)) * MINUTE;
    const response = await api
      .post('/api/interview-slots')
      .send({
        vacancyId,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + (options.minutes ?? 30) * MINUTE).toISOString(),
        capacity: options.capacity ?? 2,
      })
      .expect(201);
    return response.body as Slot;
  };

  const person = (overrides: Record<string, unknown> = {}) => {
    const tag = unique();
    return {
      name: 'Lucía Fernández Ruiz',
      email: `lucia.${tag}@example.com`,
      phone: '+52 81 1234 5678',
      consent: true,
      consentText: CONSENT_TEXT,
      consentLanguage: 'es',
      language: 'es',
      timeZone: 'America/Monterrey',
      ...overrides,
    };
  };

  const book = (slotId: string, body: Record<string, unknown>, ip?: string) =>
    publicPost(`/api/public/interview-slots/${slotId}/bookings`, ip).send(body);

  const getSlot = async (id: string) =>
    (await api.get(`/api/interview-slots/${id}`).expect(200)).body as Slot;

  const applicantsByEmail = async (email: string) =>
    (await api.get('/api/applicants').query({ search: email }).expect(200)).body.items as {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      phone: string;
      source: string;
      consentAt: string;
    }[];

  const applicationsOf = async (vacancyId: string) =>
    (await api.get('/api/applications').query({ vacancyId, size: 100 }).expect(200)).body.items as {
      applicantId: string;
      stage: string;
      history: { by: string }[];
    }[];

  const mails = () => {
    const sent: OutgoingMail[] = [];
    jest
      .spyOn(testApp.app.get(MailerService), 'send')
      .mockImplementation(async (mail: OutgoingMail) => {
        sent.push(mail);
      });
    return sent;
  };

  const expectCode = (response: Response, status: number, code: string) => {
    expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
  };

  describe('recruiters making slots', () => {
    it('makes one slot with its room, lists it by vacancy and by time, and gets it', async () => {
      const job = await vacancy();
      const made = await slot(job.id, { capacity: 3 });
      expect(made).toMatchObject({
        vacancyId: job.id,
        vacancy: { id: job.id, code: job.code, title: job.title, status: 'open' },
        capacity: 3,
        remaining: 3,
        bookings: [],
      });
      const byVacancy = await api
        .get('/api/interview-slots')
        .query({ vacancyId: job.id })
        .expect(200);
      expect(byVacancy.body.items.map((item: Slot) => item.id)).toEqual([made.id]);
      const start = Date.parse(made.startsAt);
      const day = await api
        .get('/api/interview-slots')
        .query({
          from: new Date(start - HOUR).toISOString(),
          to: new Date(start + HOUR).toISOString(),
          size: 100,
        })
        .expect(200);
      expect(day.body.items.map((item: Slot) => item.id)).toContain(made.id);
      const later = await api
        .get('/api/interview-slots')
        .query({ vacancyId: job.id, from: made.endsAt })
        .expect(200);
      expect(later.body.items).toEqual([]);
      expect(await getSlot(made.id)).toEqual(made);
    });

    it('refuses past starts, ends before starts, a second slot at the same start, closed vacancies', async () => {
      const job = await vacancy();
      const send = (body: Record<string, unknown>) =>
        api.post('/api/interview-slots').send({
          vacancyId: job.id,
          startsAt: new Date(Date.now() + DAY).toISOString(),
          endsAt: new Date(Date.now() + DAY + HOUR).toISOString(),
          capacity: 1,
          ...body,
        });
      expectCode(
        await send({
          startsAt: new Date(Date.now() - HOUR).toISOString(),
          endsAt: new Date(Date.now()).toISOString(),
        }),
        422,
        'slot-past',
      );
      expectCode(
        await send({ endsAt: new Date(Date.now() + DAY - HOUR).toISOString() }),
        422,
        'dates-out-of-order',
      );
      const startsAt = new Date(Date.now() + 2 * DAY).toISOString();
      await send({ startsAt, endsAt: new Date(Date.parse(startsAt) + HOUR).toISOString() }).expect(
        201,
      );
      expectCode(
        await send({
          // The same instant written with another offset.
          startsAt: startsAt.replace('Z', '+00:00'),
          endsAt: new Date(Date.parse(startsAt) + HOUR).toISOString(),
        }),
        409,
        'slot-exists',
      );
      expectCode(await send({ vacancyId: UNKNOWN_ID }), 422, 'reference-missing');
      const invalid = await send({ capacity: 0, startsAt: 'tomorrow' }).expect(400);
      expect(Object.keys(invalid.body.fields).sort()).toEqual(['capacity', 'startsAt']);
      await api.patch(`/api/vacancies/${job.id}/status`).send({ status: 'closed' }).expect(200);
      expectCode(await send({}), 422, 'slot-vacancy-closed');
    });

    it('previews and makes a series in a time zone, keeping 9:00 local across a summer-time change', async () => {
      const job = await vacancy();
      // Next year's week of the change to summer time in Madrid (Sunday, 02:00 -> 03:00).
      const change = lastSundayOfMarch(new Date().getUTCFullYear() + 1);
      const monday = new Date(change.getTime() - 6 * DAY);
      const series = {
        vacancyId: job.id,
        firstDay: dayOf(monday),
        lastDay: dayOf(new Date(change.getTime() + DAY)),
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTime: '09:00',
        endTime: '10:00',
        durationMinutes: 30,
        capacity: 2,
        timeZone: 'Europe/Madrid',
      };
      const preview = await api
        .post('/api/interview-slots/series/preview')
        .send(series)
        .expect(200);
      expect(preview.body.newCount).toBe(16);
      const starts = (preview.body.slots as { startsAt: string; state: string }[]).map(
        (item) => item.startsAt,
      );
      const at = (date: Date, hh: number, mm: number) =>
        new Date(date.getTime() + hh * HOUR + mm * MINUTE).toISOString();
      const saturday = new Date(change.getTime() - DAY);
      // 09:00 in Madrid: 08:00 UTC in winter time, 07:00 UTC from the Sunday of the change.
      expect(starts).toContain(at(saturday, 8, 0));
      expect(starts).toContain(at(saturday, 8, 30));
      expect(starts).toContain(at(change, 7, 0));
      expect(starts).toContain(at(change, 7, 30));
      expect(starts).not.toContain(at(change, 8, 0));
      // Nothing is made by a preview.
      const none = await api.get('/api/interview-slots').query({ vacancyId: job.id }).expect(200);
      expect(none.body.pagination.length).toBe(0);

      const made = await api.post('/api/interview-slots/series').send(series).expect(201);
      expect(made.body.created).toHaveLength(16);
      expect(made.body.skipped).toBe(0);
      expect(made.body.created[0]).toMatchObject({ capacity: 2, remaining: 2, bookings: [] });
      const again = await api.post('/api/interview-slots/series').send(series).expect(201);
      expect(again.body).toEqual({ created: [], skipped: 16 });
      const shown = await api.post('/api/interview-slots/series/preview').send(series).expect(200);
      expect(shown.body.newCount).toBe(0);
      expect(new Set((shown.body.slots as { state: string }[]).map((item) => item.state))).toEqual(
        new Set(['exists']),
      );
    });

    it('marks past times of a series and refuses series too long or too large', async () => {
      const job = await vacancy();
      const today = new Date();
      const base = {
        vacancyId: job.id,
        firstDay: dayOf(new Date(today.getTime() - 2 * DAY)),
        lastDay: dayOf(new Date(today.getTime() + 2 * DAY)),
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTime: '00:00',
        endTime: '00:30',
        durationMinutes: 30,
        capacity: 1,
        timeZone: 'UTC',
      };
      const preview = await api.post('/api/interview-slots/series/preview').send(base).expect(200);
      const states = (preview.body.slots as { state: string }[]).map((item) => item.state);
      expect(states).toEqual(['past', 'past', 'past', 'new', 'new']);
      expectCode(
        await api
          .post('/api/interview-slots/series/preview')
          .send({ ...base, lastDay: dayOf(new Date(today.getTime() + 400 * DAY)) }),
        422,
        'series-too-large',
      );
      expectCode(
        await api.post('/api/interview-slots/series/preview').send({
          ...base,
          lastDay: dayOf(new Date(today.getTime() + 60 * DAY)),
          startTime: '08:00',
          endTime: '18:00',
          durationMinutes: 15,
        }),
        422,
        'series-too-large',
      );
      expectCode(
        await api
          .post('/api/interview-slots/series/preview')
          .send({ ...base, lastDay: dayOf(new Date(today.getTime() - 5 * DAY)) }),
        422,
        'dates-out-of-order',
      );
      const bad = await api
        .post('/api/interview-slots/series')
        .send({ ...base, timeZone: 'Mars/Olympus', weekdays: [0, 8], startTime: '9am' })
        .expect(400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['startTime', 'timeZone', 'weekdays']);
    });
  });

  describe('booking on the public page', () => {
    it('books a new person: applicant with consent, application, e-mail with the manage link', async () => {
      const sent = mails();
      const job = await vacancy({ location: 'Monterrey' });
      const made = await slot(job.id, { capacity: 2 });
      const visitor = person();
      const answer = await book(made.id, visitor).expect(201);
      const confirmation = answer.body as Confirmation;
      expect(confirmation.booking).toEqual({
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        slot: {
          id: made.id,
          vacancyCode: job.code,
          startsAt: made.startsAt,
          endsAt: made.endsAt,
          remaining: 1,
        },
        vacancy: {
          code: job.code,
          ref: job.code,
          title: job.title,
          companyName: expect.any(String),
          location: 'Monterrey',
        },
      });
      expect(confirmation.manageUrl).toBe(
        `https://talento.example/agenda-turnos/reserva?token=${encodeURIComponent(confirmation.token)}`,
      );
      expect(confirmation.expiresAt).toBe(made.startsAt);

      const [applicant] = await applicantsByEmail(visitor.email);
      expect(applicant).toMatchObject({
        firstName: 'Lucía',
        lastName: 'Fernández Ruiz',
        email: visitor.email,
        phone: visitor.phone,
        source: 'website',
      });
      expect(Date.now() - Date.parse(applicant.consentAt)).toBeLessThan(60_000);
      // What the person agreed to, beside when: on the applicant and on the booking.
      expect(applicant).toMatchObject({ consentText: CONSENT_TEXT, consentLanguage: 'es' });
      const applications = await applicationsOf(job.id);
      expect(applications).toEqual([
        expect.objectContaining({ applicantId: applicant.id, stage: 'applied' }),
      ]);
      const stored = await getSlot(made.id);
      expect(stored.bookings).toEqual([
        expect.objectContaining({
          name: visitor.name,
          email: visitor.email,
          applicantId: applicant.id,
          consentAt: applicant.consentAt,
          consentText: CONSENT_TEXT,
          consentLanguage: 'es',
        }),
      ]);
      const activities = await api
        .get('/api/pages/activities')
        .query({ kind: 'recruitment' })
        .expect(200);
      const texts = (activities.body as { description: string }[]).map((a) => a.description);
      expect(texts.some((text) => text.includes('Lucía Fernández Ruiz'))).toBe(true);

      expect(sent).toHaveLength(1);
      expect(sent[0].to).toBe(visitor.email);
      expect(sent[0].subject).toBe(`Entrevista reservada: ${job.title}`);
      expect(sent[0].text).toContain(confirmation.manageUrl);
      expect(sent[0].text).toContain('Monterrey');
    });

    it('links a known e-mail to its applicant, and adds an application only when missing', async () => {
      const job = await vacancy();
      const known = (await api.post('/api/applicants').send(applicantInput()).expect(201)).body;
      const first = await slot(job.id);
      await book(
        first.id,
        person({ email: known.email.toUpperCase(), name: 'Otro Nombre' }),
      ).expect(201);
      expect(await applicantsByEmail(known.email)).toHaveLength(1);
      expect((await getSlot(first.id)).bookings[0].applicantId).toBe(known.id);
      const applications = await applicationsOf(job.id);
      expect(applications.map((item) => item.applicantId)).toEqual([known.id]);

      // Already applied to another vacancy's pipeline: no second application there.
      const other = await vacancy();
      await api
        .post('/api/applications')
        .send({ vacancyId: other.id, applicantId: known.id, stage: 'screening' })
        .expect(201);
      const otherSlot = await slot(other.id);
      await book(otherSlot.id, person({ email: known.email })).expect(201);
      expect(await applicationsOf(other.id)).toEqual([
        expect.objectContaining({ applicantId: known.id, stage: 'screening' }),
      ]);
    });

    it('refuses a second booking by the same e-mail in the slot or the vacancy', async () => {
      const job = await vacancy();
      const one = await slot(job.id, { capacity: 5 });
      const two = await slot(job.id, { capacity: 5 });
      const visitor = person();
      await book(one.id, visitor).expect(201);
      expectCode(await book(one.id, visitor), 409, 'already-booked');
      expectCode(
        await book(two.id, { ...visitor, email: ` ${visitor.email.toUpperCase()} ` }),
        409,
        'already-booked',
      );
      expect((await getSlot(one.id)).bookings).toHaveLength(1);
      expect((await getSlot(two.id)).bookings).toHaveLength(0);
    });

    it('refuses full, past and closed-vacancy slots with a clear message', async () => {
      const job = await vacancy();
      const full = await slot(job.id, { capacity: 1 });
      await book(full.id, person()).expect(201);
      const refusedFull = await book(full.id, person());
      expectCode(refusedFull, 409, 'slot-full');
      expect(refusedFull.body.message).toBe(
        'This interview slot is full; please choose another time',
      );

      const soon = await slot(job.id, { inMinutes: 90 });
      jest.spyOn(Date, 'now').mockReturnValue(Date.parse(soon.startsAt) + MINUTE);
      const refusedPast = await book(soon.id, person());
      jest.restoreAllMocks();
      expectCode(refusedPast, 422, 'slot-past');
      expect(refusedPast.body.message).toBe('This interview slot has already started');

      const open = await slot(job.id);
      await api.patch(`/api/vacancies/${job.id}/status`).send({ status: 'paused' }).expect(200);
      expectCode(await book(open.id, person()), 422, 'slot-vacancy-closed');
      await api.patch(`/api/vacancies/${job.id}/status`).send({ status: 'closed' }).expect(200);
      const refusedClosed = await book(open.id, person());
      expectCode(refusedClosed, 422, 'slot-vacancy-closed');
      expect(refusedClosed.body.message).toBe(
        'This vacancy is not taking interview bookings any more',
      );
      expectCode(await book(UNKNOWN_ID, person()), 404, 'not-found');
      const list = await publicGet(`/api/public/interview-slots?vacancy=${job.code}`).expect(200);
      expect(list.body).toEqual({ vacancies: [], slots: [] });
    });

    it('asks for name, e-mail, phone and consent', async () => {
      const job = await vacancy();
      const made = await slot(job.id);
      const refused = await book(made.id, {
        name: ' ',
        email: 'not-an-email',
        phone: 'call me',
        consent: false,
        timeZone: 'Nowhere/Town',
      }).expect(400);
      expect(Object.keys(refused.body.fields).sort()).toEqual([
        'consent',
        'consentLanguage',
        'consentText',
        'email',
        'name',
        'phone',
        'timeZone',
      ]);
      await book(made.id, { ...person(), extra: 'field' }).expect(400);
      for (const wording of [{ consentText: '   ' }, { consentText: 'a'.repeat(2001) }]) {
        const response = await book(made.id, person(wording)).expect(400);
        expect(Object.keys(response.body.fields)).toEqual(['consentText']);
      }
      const noLanguage = await book(made.id, person({ consentLanguage: 'fr' })).expect(400);
      expect(Object.keys(noLanguage.body.fields)).toEqual(['consentLanguage']);
      expect((await getSlot(made.id)).bookings).toEqual([]);
    });
  });

  describe('the public list', () => {
    it('shows future slots with room on open vacancies, internal ones only when named', async () => {
      const open = await vacancy({ location: 'Saltillo' });
      const internal = await vacancy({ internal: true });
      const draft = await vacancy({ status: 'draft' });
      const early = await slot(open.id, { inMinutes: 26 * 60 });
      const late = await slot(open.id, { inMinutes: 27 * 60 });
      const full = await slot(open.id, { capacity: 1 });
      await book(full.id, person()).expect(201);
      const inside = await slot(internal.id);
      const unpublished = await slot(draft.id);

      const all = (await publicGet('/api/public/interview-slots').expect(200)).body as {
        vacancies: { code: string }[];
        slots: { id: string; startsAt: string }[];
      };
      const ids = all.slots.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([early.id, late.id]));
      expect(ids).not.toContain(full.id);
      expect(ids).not.toContain(inside.id);
      expect(ids).not.toContain(unpublished.id);
      expect(all.slots.map((item) => item.startsAt)).toEqual(
        [...all.slots.map((item) => item.startsAt)].sort(),
      );
      expect(all.vacancies.map((item) => item.code)).toContain(open.code);
      expect(all.vacancies.map((item) => item.code)).not.toContain(internal.code);

      const one = await publicGet(
        `/api/public/interview-slots?vacancy=${open.code.toLowerCase()}`,
      ).expect(200);
      expect(one.body).toEqual({
        vacancies: [
          {
            code: open.code,
            ref: open.code,
            title: open.title,
            companyName: expect.any(String),
            location: 'Saltillo',
          },
        ],
        slots: [
          {
            id: early.id,
            vacancyCode: open.code,
            startsAt: early.startsAt,
            endsAt: early.endsAt,
            remaining: 2,
          },
          expect.objectContaining({ id: late.id }),
        ],
      });
      const named = await publicGet(`/api/public/interview-slots?vacancy=${internal.id}`).expect(
        200,
      );
      expect(named.body.slots.map((item: { id: string }) => item.id)).toEqual([inside.id]);
      // Its link names it by id: codes follow one another, so they would reveal it.
      expect(named.body.vacancies[0]).toMatchObject({ code: internal.code, ref: internal.id });
      const guessed = await publicGet(`/api/public/interview-slots?vacancy=${internal.code}`);
      expect(guessed.body).toEqual({ vacancies: [], slots: [] });
      const unknown = await publicGet('/api/public/interview-slots?vacancy=VAC-9999').expect(200);
      expect(unknown.body).toEqual({ vacancies: [], slots: [] });
    });

    it('never answers other people’s bookings or the vacancy’s private fields', async () => {
      const job = await vacancy({ salaryMin: 31_337, salaryMax: 41_337 });
      const made = await slot(job.id, { capacity: 3 });
      const other = await slot(job.id, { capacity: 3 });
      const first = person({ name: 'Secreta Primera', phone: '+52 55 9999 0001' });
      await book(made.id, first).expect(201);
      await book(other.id, person()).expect(201);
      const second = await book(made.id, person({ name: 'Visitante Segunda' })).expect(201);
      const manage = (token: string) =>
        `/api/public/interview-slots/booking?token=${encodeURIComponent(token)}`;
      const shown = (await publicGet(manage(second.body.token)).expect(200)).body;
      const moved = (
        await publicPost(
          `/api/public/interview-slots/booking/move?token=${encodeURIComponent(second.body.token)}`,
        )
          .send({ slotId: other.id })
          .expect(200)
      ).body;
      const answers: [string, unknown][] = [
        ['list', (await publicGet('/api/public/interview-slots').expect(200)).body],
        [
          'list of the vacancy',
          (await publicGet(`/api/public/interview-slots?vacancy=${job.code}`).expect(200)).body,
        ],
        ['book', second.body],
        ['show', shown],
        ['move', moved],
        ['show after the move', (await publicGet(manage(moved.token)).expect(200)).body],
        ['cancel', (await publicDelete(manage(moved.token)).expect(200)).body],
      ];
      // The person's own contact details and the slots' ids are theirs to see; nothing else.
      const own = /^\$(\.booking)?\.(email|phone)$|\.(slot|slots\[\d+\]|alternatives\[\d+\])\.id$/;
      for (const [label, answer] of answers) {
        expect({ label, leaks: leaks(answer, { allowed: own }) }).toEqual({ label, leaks: [] });
        const text = JSON.stringify(answer);
        for (const secret of [first.name, first.email, first.phone, job.id, companyId, '31337']) {
          expect({ label, secret, found: text.includes(secret) }).toEqual({
            label,
            secret,
            found: false,
          });
        }
      }
      const listed = answers[1][1] as { vacancies: object[]; slots: object[] };
      expect(Object.keys(listed.vacancies[0]).sort()).toEqual([
        'code',
        'companyName',
        'location',
        'ref',
        'title',
      ]);
      expect(Object.keys(listed.slots[0]).sort()).toEqual([
        'endsAt',
        'id',
        'remaining',
        'startsAt',
        'vacancyCode',
      ]);
    });
  });

  describe('the manage link', () => {
    it('shows the booking, refuses a tampered or expired token, and cancels once', async () => {
      const sent = mails();
      const job = await vacancy();
      const made = await slot(job.id, { capacity: 1 });
      const visitor = person({ language: 'en' });
      const { token } = (await book(made.id, visitor).expect(201)).body as Confirmation;
      const query = (value: string) => `?token=${encodeURIComponent(value)}`;

      const shown = await publicGet(`/api/public/interview-slots/booking${query(token)}`).expect(
        200,
      );
      expect(shown.body).toMatchObject({
        name: visitor.name,
        email: visitor.email,
        slot: { id: made.id, remaining: 0 },
        vacancy: { code: job.code },
      });

      const [payload, signature] = token.split('.');
      const tampered = `${Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), x: 4e9 }),
      ).toString('base64url')}.${signature}`;
      for (const bad of [tampered, `${payload}.${signature.slice(1)}`, 'nonsense']) {
        expectCode(
          await publicGet(`/api/public/interview-slots/booking${query(bad)}`),
          400,
          'booking-link-invalid',
        );
        expectCode(
          await publicDelete(`/api/public/interview-slots/booking${query(bad)}`),
          400,
          'booking-link-invalid',
        );
      }
      expect((await getSlot(made.id)).bookings).toHaveLength(1);

      const secret = (await storedSecret(testApp.dataDir, 'booking-secret')) ?? '';
      const bookingId = (await getSlot(made.id)).bookings[0].id;
      const expired = signBookingToken({ bookingId, expiresAt: Date.now() - 1000 }, secret);
      const refusedExpired = await publicGet(
        `/api/public/interview-slots/booking${query(expired)}`,
      );
      expectCode(refusedExpired, 400, 'booking-link-expired');
      // The real link expires when the interview starts.
      jest.spyOn(Date, 'now').mockReturnValue(Date.parse(made.startsAt));
      const atStart = await publicGet(`/api/public/interview-slots/booking${query(token)}`);
      jest.restoreAllMocks();
      expectCode(atStart, 400, 'booking-link-expired');

      const mailed = mails();
      const cancelled = await publicDelete(
        `/api/public/interview-slots/booking${query(token)}`,
      ).expect(200);
      expect(cancelled.body).toMatchObject({ email: visitor.email, slot: { id: made.id } });
      expect(await getSlot(made.id)).toMatchObject({ remaining: 1, bookings: [] });
      expect(mailed).toEqual([
        expect.objectContaining({
          to: visitor.email,
          subject: `Interview cancelled: ${job.title}`,
        }),
      ]);
      expect(mailed[0].text).toContain(`https://talento.example/agenda-turnos?vacancy=${job.code}`);
      expectCode(
        await publicDelete(`/api/public/interview-slots/booking${query(token)}`),
        404,
        'not-found',
      );
      expectCode(
        await publicGet(`/api/public/interview-slots/booking${query(token)}`),
        404,
        'not-found',
      );
      expect(sent.length).toBeGreaterThan(0);
      // The application stays: cancelling an interview is not withdrawing.
      expect(await applicationsOf(job.id)).toHaveLength(1);
    });

    it('moves a booking to another slot of the vacancy with room, in one step', async () => {
      const job = await vacancy();
      const from = await slot(job.id, { capacity: 1, inMinutes: 30 * 60 });
      const to = await slot(job.id, { capacity: 2, inMinutes: 50 * 60 });
      const full = await slot(job.id, { capacity: 1, inMinutes: 60 * 60 });
      await book(full.id, person()).expect(201);
      const elsewhere = await slot((await vacancy()).id);
      const visitor = person();
      const { token } = (await book(from.id, visitor).expect(201)).body as Confirmation;
      const move = (slotId: string, value = token) =>
        publicPost(
          `/api/public/interview-slots/booking/move?token=${encodeURIComponent(value)}`,
        ).send({ slotId });

      const view = await publicGet(
        `/api/public/interview-slots/booking?token=${encodeURIComponent(token)}`,
      ).expect(200);
      expect(view.body.alternatives.map((item: { id: string }) => item.id)).toEqual([to.id]);

      expectCode(await move(full.id), 409, 'slot-full');
      expectCode(await move(elsewhere.id), 404, 'not-found');
      expectCode(await move(UNKNOWN_ID), 404, 'not-found');
      expect((await getSlot(from.id)).bookings.map((b) => b.email)).toEqual([visitor.email]);
      expect((await getSlot(full.id)).bookings).toHaveLength(1);

      const sent = mails();
      const moved = (await move(to.id).expect(200)).body as Confirmation;
      expect(moved.booking.slot).toMatchObject({ id: to.id, remaining: 1 });
      expect(moved.expiresAt).toBe(to.startsAt);
      expect(moved.token).not.toBe(token);
      expect(await getSlot(from.id)).toMatchObject({ remaining: 1, bookings: [] });
      expect((await getSlot(to.id)).bookings.map((b) => b.email)).toEqual([visitor.email]);
      expect(sent).toEqual([
        expect.objectContaining({
          to: visitor.email,
          subject: `Entrevista cambiada: ${job.title}`,
        }),
      ]);
      expect(sent[0].text).toContain(moved.manageUrl);
      // Both links name the booking; moving to where it is changes nothing.
      const again = await move(to.id, moved.token).expect(200);
      expect(again.body.booking.slot).toMatchObject({ id: to.id, remaining: 1 });
      expect(sent).toHaveLength(1);
    });

    it('moves at most as many bookings as the target slot has room for, when all move at once', async () => {
      const job = await vacancy();
      const target = await slot(job.id, { capacity: 2, inMinutes: 40 * 60 });
      const origins = await Promise.all(
        Array.from({ length: 6 }, (_, n) => slot(job.id, { capacity: 1, inMinutes: 45 * 60 + n })),
      );
      const tokens = await Promise.all(
        origins.map(
          async (origin) =>
            ((await book(origin.id, person()).expect(201)).body as Confirmation).token,
        ),
      );
      const responses = await Promise.all(
        tokens.map((value) =>
          publicPost(
            `/api/public/interview-slots/booking/move?token=${encodeURIComponent(value)}`,
          ).send({ slotId: target.id }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
      expect((await getSlot(target.id)).bookings).toHaveLength(2);
      const left = await Promise.all(origins.map((origin) => getSlot(origin.id)));
      expect(left.reduce((sum, one) => sum + one.bookings.length, 0)).toBe(4);
    });
  });

  it('ends 200 concurrent bookings of a slot with capacity 3 with exactly 3, and 3 applicants', async () => {
    const job = await vacancy();
    const made = await slot(job.id, { capacity: 3 });
    const tag = unique();
    const emails = Array.from({ length: 200 }, (_, n) => `rush.${tag}.${n}@example.com`);
    const responses = await Promise.all(
      emails.map((email, index) => book(made.id, person({ email, name: `Persona ${index}` }))),
    );
    const outcomes: Record<string, number> = {};
    for (const response of responses) {
      const outcome = `${response.status} ${response.body.code ?? ''}`.trim();
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ '201': 3, '409 slot-full': 197 });
    const stored = await getSlot(made.id);
    expect(stored).toMatchObject({ capacity: 3, remaining: 0 });
    expect(stored.bookings).toHaveLength(3);
    const applicants = await api
      .get('/api/applicants')
      .query({ search: `rush.${tag}`, size: 100 })
      .expect(200);
    expect(applicants.body.pagination.length).toBe(3);
    expect((applicants.body.items as { id: string }[]).map((a) => a.id).sort()).toEqual(
      stored.bookings.map((b) => b.applicantId).sort(),
    );
    expect(await applicationsOf(job.id)).toHaveLength(3);
  });

  describe('recruiters seeing and cancelling bookings', () => {
    it('lists an applicant’s bookings, cancels one, deletes a slot, telling the people by e-mail', async () => {
      const job = await vacancy();
      const made = await slot(job.id, { capacity: 3 });
      const ana = person({ name: 'Ana Uno' });
      const beto = person({ name: 'Beto Dos', language: 'tr' });
      await book(made.id, ana).expect(201);
      await book(made.id, beto).expect(201);
      const [anaApplicant] = await applicantsByEmail(ana.email);
      const bookings = await api
        .get('/api/interview-slots/bookings')
        .query({ applicantId: anaApplicant.id })
        .expect(200);
      expect(bookings.body).toEqual([
        {
          booking: expect.objectContaining({ name: 'Ana Uno', email: ana.email }),
          slotId: made.id,
          startsAt: made.startsAt,
          endsAt: made.endsAt,
          vacancy: expect.objectContaining({ id: job.id, code: job.code }),
        },
      ]);
      const byApplicant = await api
        .get('/api/interview-slots')
        .query({ applicantId: anaApplicant.id })
        .expect(200);
      expect(byApplicant.body.items.map((item: Slot) => item.id)).toEqual([made.id]);

      const sent = mails();
      const anaBooking = (await getSlot(made.id)).bookings.find((b) => b.email === ana.email)!;
      const after = await api
        .delete(`/api/interview-slots/${made.id}/bookings/${anaBooking.id}`)
        .expect(200);
      expect(after.body).toMatchObject({ remaining: 2 });
      expect(sent.map((mail) => mail.to)).toEqual([ana.email]);
      expect(sent[0].subject).toBe(`Tu entrevista fue cancelada: ${job.title}`);
      await api.delete(`/api/interview-slots/${made.id}/bookings/${anaBooking.id}`).expect(404);

      const removed = await api.delete(`/api/interview-slots/${made.id}`).expect(200);
      expect(removed.body.bookings.map((b: { email: string }) => b.email)).toEqual([beto.email]);
      expect(sent.map((mail) => mail.to)).toEqual([ana.email, beto.email]);
      expect(sent[1].subject).toBe(`Görüşmeniz iptal edildi: ${job.title}`);
      await api.get(`/api/interview-slots/${made.id}`).expect(404);
    });

    it('forgets an erased applicant’s name, e-mail and phone in their bookings', async () => {
      const job = await vacancy();
      const made = await slot(job.id);
      const visitor = person({ name: 'Borrar Persona' });
      await book(made.id, visitor).expect(201);
      const [applicant] = await applicantsByEmail(visitor.email);
      await api.delete(`/api/applicants/${applicant.id}/personal-data`).expect(200);
      const stored = await getSlot(made.id);
      expect(stored.bookings).toEqual([
        expect.objectContaining({ applicantId: applicant.id, name: '', email: '', phone: '' }),
      ]);
      expect(stored.remaining).toBe(1);
      expect(await storedText(testApp.dataDir, 'interview-slots')).not.toContain(visitor.email);
    });
  });

  it('limits bookings, cancellations and moves per address with a 429 in the one error body', async () => {
    const job = await vacancy();
    const made = await slot(job.id, { capacity: 20 });
    const ip = '203.0.113.77';
    for (let count = 0; count < WRITES_PER_IP; count += 1) {
      await book(made.id, person(), ip).expect(201);
    }
    const refused = await book(made.id, person(), ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      statusCode: 429,
      requestId: expect.any(String),
      message: `Too many requests. Try again in ${retryAfter} seconds.`,
      error: 'Too Many Requests',
      code: 'too-many-requests',
    });
    // Cancelling counts against the same address; reads have their own count.
    expect((await publicDelete('/api/public/interview-slots/booking?token=x', ip)).status).toBe(
      429,
    );
    await publicGet('/api/public/interview-slots', ip).expect(200);
    await book(made.id, person(), '203.0.113.78').expect(201);
  });
});

describe('the public booking page’s read limit', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const READS_PER_IP = 3;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        BOOKING_READ_LIMIT_PER_IP: String(READS_PER_IP),
        BOOKING_RATE_LIMIT_PER_IP: '100',
        BOOKING_RATE_WINDOW_SECONDS: '60',
      },
    });
  });
  afterAll(() => testApp.close());

  it('counts the slot list and the manage link’s booking together per address, then 429 with Retry-After', async () => {
    const ip = '203.0.113.90';
    const read = (url: string, from = ip) => http().get(url).set('X-Forwarded-For', from);
    await read('/api/public/interview-slots').expect(200);
    await read('/api/public/interview-slots?vacancy=VAC-9999').expect(200);
    // A bad link is refused, but it counts as a read.
    await read('/api/public/interview-slots/booking?token=nonsense').expect(400);
    for (const url of [
      '/api/public/interview-slots',
      '/api/public/interview-slots/booking?token=nonsense',
    ]) {
      const refused = await read(url).expect(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        statusCode: 429,
        requestId: expect.any(String),
        message: `Too many requests. Try again in ${retryAfter} seconds.`,
        error: 'Too Many Requests',
        code: 'too-many-requests',
      });
    }
    // Writes have their own count; another address its own reads.
    const write = await http()
      .delete('/api/public/interview-slots/booking?token=nonsense')
      .set('X-Forwarded-For', ip);
    expect(write.status).toBe(400);
    await read('/api/public/interview-slots', '203.0.113.91').expect(200);
  });
});
