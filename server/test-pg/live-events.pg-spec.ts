import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { bearer, signIn } from '../test/helpers/auth';
import { EventStreamReader, type ReadEvent } from '../test/helpers/event-stream';
import type { TestApp } from '../test/helpers/test-app';
import { closeConnections } from './helpers/database';
import { serversOnOneDatabase } from './helpers/servers';

const servers = serversOnOneDatabase();

const isChange =
  (collection: string, id: string) =>
  (event: ReadEvent): boolean => {
    const data = event.data as { collection?: string; id?: string };
    return event.event === 'change' && data.collection === collection && data.id === id;
  };

async function listening(server: TestApp): Promise<number> {
  await server.app.listen(0, '127.0.0.1');
  return (server.app.getHttpServer().address() as AddressInfo).port;
}

describe('live events across servers on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let portOfB: number;
  const readers: EventStreamReader[] = [];

  beforeAll(async () => {
    a = await servers.start();
    b = await servers.start();
    portOfB = await listening(b);
  });
  afterAll(() => readers.forEach((reader) => reader.close()));

  it('brings a write made on one server to a stream on the other', async () => {
    const token = await signIn(a.app);
    const me = await request(a.app.getHttpServer()).get('/api/common/user').set(bearer(token));
    const reader = await EventStreamReader.open(portOfB, token);
    readers.push(reader);
    expect(reader.status).toBe(200);

    const contact = await request(a.app.getHttpServer())
      .post('/api/apps/contacts/contact')
      .set(bearer(token))
      .send({})
      .expect(201);
    const event = await reader.next(isChange('contacts', contact.body.id), 0, 10_000);
    expect(event.data).toEqual({
      collection: 'contacts',
      id: contact.body.id,
      kind: 'created',
      version: contact.body.version,
      actor: me.body.id,
    });

    // A personal record travels with who it belongs to.
    const note = await request(a.app.getHttpServer())
      .post('/api/apps/notes')
      .set(bearer(token))
      .send({ note: { title: 'Across', content: 'x' } })
      .expect(201);
    await reader.next(isChange('notes', note.body.id), 0, 10_000);

    // Signing out on one server ends the session's stream on the other.
    await request(a.app.getHttpServer()).post('/api/auth/sign-out').set(bearer(token)).expect(200);
    await reader.until(() => reader.ended, 'the stream to end', 10_000);
  });

  it('asks streams to refetch when the channel was lost, and carries changes again once back', async () => {
    const token = await signIn(a.app);
    const reader = await EventStreamReader.open(portOfB, token);
    readers.push(reader);
    expect(await closeConnections(servers.url, 'LISTEN talento_store_changes')).toBe(2);
    await reader.next((event) => event.event === 'refetch', 0, 10_000);

    const from = reader.events.length;
    const contact = await request(a.app.getHttpServer())
      .post('/api/apps/contacts/contact')
      .set(bearer(token))
      .send({})
      .expect(201);
    await reader.next(isChange('contacts', contact.body.id), from, 10_000);
  });
});
