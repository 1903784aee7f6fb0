import crypto from 'node:crypto';
import request from 'supertest';
import { BackgroundWork } from '../src/common/background/background-work';
import { MailerService } from '../src/common/mail/mailer.service';
import { Repository, StoreService } from '../src/store';
import { ADMIN } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Forgot-password and sign-up answer the same whether the e-mail has an account or not;
 * the time they take must not tell either. Rather than timing them (which flakes), this
 * counts the work each does before its answer: password hashes, store writes, mails sent
 * and work handed to the background. The background work is held until the answer is in.
 */
describe('the same work before the answer, whether the e-mail has an account or not', () => {
  let testApp: TestApp;
  let held: (() => Promise<void>)[];
  let spies: Record<'hashes' | 'writes' | 'mails' | 'queued', jest.SpyInstance[]>;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  beforeEach(() => {
    held = [];
    const writes = (['insert', 'update', 'remove', 'replaceAll', 'mutate'] as const).map((method) =>
      jest.spyOn(Repository.prototype, method),
    );
    spies = {
      hashes: [jest.spyOn(crypto, 'scrypt')],
      writes: [...writes, jest.spyOn(StoreService.prototype, 'mutateTogether')],
      mails: [jest.spyOn(testApp.app.get(MailerService), 'send')],
      queued: [
        jest.spyOn(testApp.app.get(BackgroundWork), 'run').mockImplementation((_label, work) => {
          held.push(work);
        }),
      ],
    };
  });
  afterEach(() => jest.restoreAllMocks());

  const counts = () =>
    Object.fromEntries(
      Object.entries(spies).map(([name, list]) => [
        name,
        list.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
      ]),
    );

  /** The answer, and the work counted until it came. */
  async function answered(path: string, body: object) {
    for (const spy of Object.values(spies).flat()) spy.mockClear();
    held = [];
    const response = await request(testApp.app.getHttpServer())
      .post(`/api/auth/${path}`)
      .send(body);
    return {
      answer: [response.status, response.headers['content-type'], response.text],
      work: counts(),
      held,
    };
  }

  /** Runs what was held back, as the background would after the answer. */
  async function runHeld(work: (() => Promise<void>)[]) {
    for (const spy of Object.values(spies).flat()) spy.mockClear();
    for (const run of work) await run();
    return counts();
  }

  it('forgot-password: none before the answer; the link is mailed after it', async () => {
    const known = await answered('forgot-password', { email: ADMIN.email });
    const unknown = await answered('forgot-password', { email: 'nobody@talento.local' });
    expect(unknown.answer).toEqual(known.answer);
    expect(known.work).toEqual({ hashes: 0, writes: 0, mails: 0, queued: 1 });
    expect(unknown.work).toEqual(known.work);

    expect(await runHeld(known.held)).toMatchObject({ writes: 1, mails: 1 });
    expect(spies.mails[0]).toHaveBeenCalledWith(expect.objectContaining({ to: ADMIN.email }));
    expect(await runHeld(unknown.held)).toMatchObject({ writes: 0, mails: 0 });
  });

  it('sign-up: one hash and one accounts write turn; set-up or notice after', async () => {
    const person = {
      name: 'Nadia Ruiz',
      password: 'un-secreto-largo',
      company: 'Talento',
      agreements: true,
    };
    const fresh = await answered('sign-up', { ...person, email: 'nadia.ruiz@talento.local' });
    const taken = await answered('sign-up', { ...person, email: ADMIN.email });
    expect(taken.answer).toEqual(fresh.answer);
    expect(fresh.work).toEqual({ hashes: 1, writes: 1, mails: 0, queued: 1 });
    expect(taken.work).toEqual(fresh.work);

    // The new account's starter data, then the owner's mail, each after its answer.
    const setUp = await runHeld(fresh.held);
    expect(setUp.writes).toBeGreaterThan(1);
    expect(setUp.mails).toBe(0);
    expect(await runHeld(taken.held)).toMatchObject({ hashes: 0, writes: 0, mails: 1 });
    expect(spies.mails[0]).toHaveBeenCalledWith(
      expect.objectContaining({ to: ADMIN.email, subject: expect.stringMatching(/sign up/) }),
    );
  });
});
