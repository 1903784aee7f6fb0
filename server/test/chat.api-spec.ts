import request from 'supertest';
import { ADMIN, bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('chat', () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  const get = (url: string, who = token) =>
    request(testApp.app.getHttpServer()).get(url).set(bearer(who));
  const send = (method: 'post' | 'patch', url: string, body: object, who = token) =>
    request(testApp.app.getHttpServer())[method](url).set(bearer(who)).send(body);

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
    const other = {
      name: 'Chat Other',
      email: 'chat.other@talento.local',
      password: 'otra-clave-1',
    };
    otherToken = (await createStaff(testApp.app, other, ['recruiter'], token)).token;
  });
  afterAll(() => testApp.close());

  it('lists the account’s chats with their contact, most recent first', async () => {
    const { body } = await get('/api/apps/chat/chats').expect(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    const times = body.map((chat: { lastMessageAt: string }) => chat.lastMessageAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body[0]).toMatchObject({
      id: expect.any(String),
      contactId: body[0].contact.id,
      unreadCount: expect.any(Number),
      muted: expect.any(Boolean),
      lastMessage: expect.any(String),
    });
    expect(body[0].accountId).toBeUndefined();
  });

  it('opens one chat with its messages, oldest first', async () => {
    const [first] = (await get('/api/apps/chat/chats').expect(200)).body;
    const { body } = await get(`/api/apps/chat/chat?id=${first.id}`).expect(200);
    expect(body.messages.length).toBeGreaterThan(0);
    const times = body.messages.map((message: { createdAt: string }) => message.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(body.messages.some((message: { isMine: boolean }) => message.isMine)).toBe(true);
  });

  it('answers the original client’s message for an unknown or foreign chat', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await get(`/api/apps/chat/chat?id=${unknown}`).expect(404);
    expect(response.body.message).toBe(`Could not found chat with id of ${unknown}!`);
    const [theirs] = (await get('/api/apps/chat/chats', otherToken).expect(200)).body;
    await get(`/api/apps/chat/chat?id=${theirs.id}`).expect(404);
    await get('/api/apps/chat/chat?id=nope').expect(400);
  });

  it('merges fields into a chat', async () => {
    const [first] = (await get('/api/apps/chat/chats').expect(200)).body;
    const { body } = await send('patch', '/api/apps/chat/chat', {
      id: first.id,
      chat: { unreadCount: 0, muted: true },
    }).expect(200);
    expect(body).toMatchObject({
      id: first.id,
      unreadCount: 0,
      muted: true,
      lastMessage: first.lastMessage,
    });
    // What the original client echoes back with the whole chat is ignored, never stored.
    const echoed = await send('patch', '/api/apps/chat/chat', {
      id: first.id,
      chat: { lastMessage: 'forged' },
    }).expect(200);
    expect(echoed.body.lastMessage).toBe(first.lastMessage);
    await send('patch', '/api/apps/chat/chat', { id: first.id, chat: { mood: 'x' } }).expect(400);
    await send('patch', '/api/apps/chat/chat', { id: first.id, chat: { unreadCount: -1 } }).expect(
      400,
    );
  });

  it('sends a message (sanitised) that moves its chat to the top', async () => {
    const chats = (await get('/api/apps/chat/chats').expect(200)).body;
    const last = chats[chats.length - 1];
    const sent = await send('post', '/api/apps/chat/messages', {
      chatId: last.id,
      value: 'Nos vemos <b>mañana</b><script>alert(1)</script>',
    }).expect(201);
    expect(sent.body).toMatchObject({
      chatId: last.id,
      value: 'Nos vemos <b>mañana</b>',
      isMine: true,
    });
    const after = (await get('/api/apps/chat/chats').expect(200)).body;
    expect(after[0]).toMatchObject({ id: last.id, lastMessage: 'Nos vemos <b>mañana</b>' });
    const opened = (await get(`/api/apps/chat/chat?id=${last.id}`).expect(200)).body;
    expect(opened.messages.at(-1).id).toBe(sent.body.id);
  });

  it.each([
    [{ value: 'hola' }, 'chatId'],
    [{ chatId: '00000000-0000-4000-8000-000000000000', value: '' }, 'value'],
  ])('refuses a message %p', async (body, field) => {
    const response = await send('post', '/api/apps/chat/messages', body).expect(400);
    expect(Object.keys(response.body.fields)).toContain(field);
  });

  it('refuses a message that is only markup', async () => {
    const [first] = (await get('/api/apps/chat/chats').expect(200)).body;
    await send('post', '/api/apps/chat/messages', {
      chatId: first.id,
      value: '<script>x</script>',
    }).expect(400);
  });

  it('lists contacts by name without details, and one contact in full', async () => {
    const { body } = await get('/api/apps/chat/contacts').expect(200);
    const names = body.map((contact: { name: string }) => contact.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(body[0].details).toBeUndefined();
    expect(body[0].attachments).toBeUndefined();
    const one = await get(`/api/apps/chat/contact?id=${body[0].id}`).expect(200);
    expect(one.body.details.emails.length).toBeGreaterThan(0);
  });

  it('answers the signed-in profile', async () => {
    const { body } = await get('/api/apps/chat/profile').expect(200);
    expect(body).toMatchObject({
      email: ADMIN.email,
      name: expect.any(String),
      about: expect.any(String),
    });
  });
});
