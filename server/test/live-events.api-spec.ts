import { once } from 'node:events';
import { type AddressInfo, connect, type Socket } from 'node:net';
import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { EventStreamReader, type ReadEvent } from './helpers/event-stream';
import { companyInput } from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { LiveEventsService, MANY_CHANGES } from '../src/modules/live-events/live-events.service';
import { StoreService, type StoredChange } from '../src/store';

const LIVE_SETTINGS = {
  LIVE_HEARTBEAT_MS: '100',
  LIVE_REPLAY_EVENTS: '3',
  LIVE_STREAMS_PER_ACCOUNT: '2',
  LIVE_STREAMS_MAX: '6',
};

const isChange =
  (collection: string, id?: string) =>
  (event: ReadEvent): boolean => {
    const data = event.data as { collection?: string; id?: string };
    return event.event === 'change' && data.collection === collection && (!id || data.id === id);
  };

/**
 * A HEAD /api/events over a socket of its own, left open: what came back, read until the
 * headers are in (within 5 s, a busy machine's bound: they never came before) and for a
 * while after; and the socket, for the next
 * request on it.
 */
async function headOnSocket(
  port: number,
  token: string,
): Promise<{ text: string; socket: Socket }> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  const headers = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No complete headers: ${text}`)), 5000);
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      if (!text.includes('\r\n\r\n')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  socket.write(
    `HEAD /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`,
  );
  await headers;
  // Longer than the heartbeats (100 ms): a stream opened by mistake would have sent some.
  await new Promise((resolve) => setTimeout(resolve, 250));
  return { text, socket };
}

describe('live events: GET /api/events', () => {
  let testApp: TestApp;
  let port: number;
  let adminToken: string;
  let recruiter: { id: string; token: string };
  let rewards: { id: string; token: string };
  const readers: EventStreamReader[] = [];
  const http = () => request(testApp.app.getHttpServer());

  const open = async (token: string | undefined, headers: Record<string, string> = {}) => {
    const reader = await EventStreamReader.open(port, token, headers);
    readers.push(reader);
    return reader;
  };
  const closeAll = async () => {
    for (const reader of readers.splice(0)) reader.close();
    // The server hears of each close on its own time.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const newContact = async (token: string) =>
    (await http().post('/api/apps/contacts/contact').set(bearer(token)).send({}).expect(201))
      .body as { id: string; version: string };
  const newNote = async (token: string) =>
    (
      await http()
        .post('/api/apps/notes')
        .set(bearer(token))
        .send({ note: { title: 'Live', content: 'x' } })
        .expect(201)
    ).body as { id: string };

  beforeAll(async () => {
    testApp = await createTestApp({ env: LIVE_SETTINGS });
    adminToken = await signIn(testApp.app);
    recruiter = await createStaff(
      testApp.app,
      { name: 'Rita Recruiter', email: 'rita@example.com', password: 'Rita-Password-1' },
      ['recruiter'],
      adminToken,
    );
    rewards = await createStaff(
      testApp.app,
      { name: 'Remy Rewards', email: 'remy@example.com', password: 'Remy-Password-1' },
      ['rewards'],
      adminToken,
    );
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.app.getHttpServer().address() as AddressInfo).port;
  });
  afterEach(closeAll);
  afterAll(() => testApp.close());

  it('refuses a stream without a token', async () => {
    const reader = await open(undefined);
    expect(reader.status).toBe(401);
  });

  it('answers a stream of server-sent events', async () => {
    const reader = await open(adminToken);
    expect(reader.status).toBe(200);
    expect(reader.contentType).toMatch(/^text\/event-stream/);
  });

  it("brings one account's write to another account's stream, with its fields", async () => {
    const reader = await open(adminToken);
    const contact = await newContact(recruiter.token);
    const event = await reader.next(isChange('contacts', contact.id));
    expect(event.id).toMatch(/^[a-z0-9]+-\d+$/);
    expect(event.data).toEqual({
      collection: 'contacts',
      id: contact.id,
      kind: 'created',
      version: contact.version,
      actor: recruiter.id,
    });
    await http()
      .delete('/api/apps/contacts/contact')
      .query({ id: contact.id })
      .set(bearer(recruiter.token))
      .expect(200);
    const deleted = await reader.next(
      (e) => isChange('contacts', contact.id)(e) && (e.data as { kind: string }).kind === 'deleted',
    );
    expect(deleted.data).toMatchObject({ kind: 'deleted', version: null });
    expect(Number(deleted.id!.split('-')[1])).toBeGreaterThan(Number(event.id!.split('-')[1]));
  });

  it('sends no change of a collection the role may not read', async () => {
    const reader = await open(rewards.token);
    await http().post('/api/companies').set(bearer(adminToken)).send(companyInput()).expect(201);
    const contact = await newContact(adminToken);
    // The contact came after the company: had the company been sent, it would be there.
    await reader.next(isChange('contacts', contact.id));
    expect(reader.events.some(isChange('companies'))).toBe(false);
  });

  it('follows a change of the account’s roles on an open stream', async () => {
    const person = {
      name: 'Vera Variable',
      email: 'vera@example.com',
      password: 'Vera-Password-1',
    };
    const vera = await createStaff(testApp.app, person, ['recruiter'], adminToken);
    const reader = await open(vera.token);
    const before = await http()
      .post('/api/companies')
      .set(bearer(adminToken))
      .send(companyInput())
      .expect(201);
    await reader.next(isChange('companies', before.body.id));
    await http()
      .put(`/api/accounts/${vera.id}/roles`)
      .set(bearer(adminToken))
      .send({ roles: ['rewards'] })
      .expect(200);
    const after = await http()
      .post('/api/companies')
      .set(bearer(adminToken))
      .send(companyInput())
      .expect(201);
    const contact = await newContact(adminToken);
    await reader.next(isChange('contacts', contact.id));
    expect(reader.events.some(isChange('companies', after.body.id))).toBe(false);
  });

  it("sends no change of another account's personal record", async () => {
    const reader = await open(rewards.token);
    const others = await newNote(recruiter.token);
    const own = await newNote(rewards.token);
    await reader.next(isChange('notes', own.id));
    expect(reader.events.some(isChange('notes', others.id))).toBe(false);
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID', async () => {
    const first = await open(adminToken);
    const seen = await first.next(isChange('contacts', (await newContact(adminToken)).id));
    first.close();
    const missed = [await newContact(adminToken), await newContact(adminToken)];
    const again = await open(adminToken, { 'Last-Event-ID': seen.id! });
    await again.next(isChange('contacts', missed[1].id));
    expect(again.events.map((e) => (e.data as { id: string }).id)).toEqual(
      missed.map((contact) => contact.id),
    );
  });

  it('asks for a refetch when what was missed is no longer kept', async () => {
    const first = await open(adminToken);
    const seen = await first.next(isChange('contacts', (await newContact(adminToken)).id));
    first.close();
    // Four changes: more than the three the window keeps.
    for (let i = 0; i < 4; i++) await newContact(adminToken);
    const again = await open(adminToken, { 'Last-Event-ID': seen.id! });
    const refetch = await again.next((e) => e.event === 'refetch');
    expect(refetch.data).toEqual({});
    const stranger = await open(adminToken, { 'Last-Event-ID': 'not-an-id-we-sent' });
    await stranger.next((e) => e.event === 'refetch');
  });

  it('tells a commit of very many changes as one refetch', async () => {
    const reader = await open(adminToken);
    const many: StoredChange[] = Array.from({ length: MANY_CHANGES + 1 }, (_, i) => ({
      collection: 'contacts',
      id: `bulk-${i}`,
      kind: 'created',
      version: 'v',
      actor: null,
    }));
    testApp.app.get(StoreService).changes.emit(many);
    await reader.next((e) => e.event === 'refetch');
    expect(reader.events.filter(isChange('contacts'))).toEqual([]);
  });

  it('sends heartbeats on an idle stream', async () => {
    const reader = await open(adminToken);
    await reader.until(() => reader.comments.includes('heartbeat'), 'a heartbeat', 2000);
  });

  it('limits the streams of one account, and of the server', async () => {
    await open(recruiter.token);
    await open(recruiter.token);
    const third = await open(recruiter.token);
    expect(third.status).toBe(429);
    const refused = await http().get('/api/events').set(bearer(recruiter.token)).expect(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toMatchObject({
      code: 'too-many-streams',
      message: 'Too many open event streams (account). Try again in 30 seconds.',
    });
    await open(rewards.token);
    await open(rewards.token);
    await open(adminToken);
    await open(adminToken);
    const past = await open(
      await signIn(testApp.app, { email: 'rita@example.com', password: 'Rita-Password-1' }),
    );
    expect(past.status).toBe(429);
  });

  it('answers HEAD with the stream’s headers at once, and holds no stream', async () => {
    const live = testApp.app.get(LiveEventsService);
    // As many as the account may open (2), and one more, each on a socket kept open.
    const heads = await Promise.all([1, 2, 3].map(() => headOnSocket(port, recruiter.token)));
    try {
      for (const { text } of heads) {
        const [head, rest] = text.split('\r\n\r\n');
        expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
        expect(head).toMatch(/\r\ncontent-type: text\/event-stream; charset=utf-8\r\n/i);
        expect(head).toMatch(/\r\ncache-control: no-store\r\n/i);
        expect(head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
        expect(head).not.toMatch(/\r\ntransfer-encoding:/i);
        // No body: no `: connected`, no heartbeat.
        expect(rest).toBe('');
      }
      expect(live.openStreams).toBe(0);
      // The sockets stay usable: the HEAD's answer was complete.
      const { socket } = heads[0];
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const [next] = (await once(socket, 'data')) as [string];
      expect(next).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      // Not one of the account's streams.
      expect((await open(recruiter.token)).status).toBe(200);
      expect((await open(recruiter.token)).status).toBe(200);
    } finally {
      for (const { socket } of heads) socket.destroy();
    }
  });

  it('ends the stream when its session signs out', async () => {
    const token = await signIn(testApp.app, {
      email: 'remy@example.com',
      password: 'Remy-Password-1',
    });
    const reader = await open(token);
    const other = await open(rewards.token);
    await http().post('/api/auth/sign-out').set(bearer(token)).expect(200);
    await reader.until(() => reader.ended, 'the stream to end');
    // Another session of the same account keeps its stream.
    const own = await newNote(rewards.token);
    await other.next(isChange('notes', own.id));
    expect(other.ended).toBe(false);
  });
});
