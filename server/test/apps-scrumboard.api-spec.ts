import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Member {
  id: string;
  name: string;
  avatar: string | null;
}
interface Label {
  id: string;
  boardId: string;
  title: string;
}
interface Card {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  labels: Label[];
  dueDate: string | null;
  members: Member[];
}
interface List {
  id: string;
  boardId: string;
  position: number;
  title: string;
  cards: Card[];
}
interface Board {
  id: string;
  title: string;
  description: string | null;
  icon: string | null;
  lastActivity: string;
  members: Member[];
  lists: List[];
  labels: Label[];
}

const STEP = 65_536;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_ID = '5f0c1d2e-0000-4000-8000-000000000001';
const BASE = '/api/apps/scrumboard';

describe('apps: scrumboard', () => {
  let testApp: TestApp;
  let admin: string;
  let ana: { id: string; token: string };
  let bruno: { id: string; token: string };
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string, who = admin) => http().get(`${BASE}/${url}`).set(bearer(who));
  const send = (
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    body?: object,
    who = admin,
  ) => {
    const call = http()[method](`${BASE}/${url}`).set(bearer(who));
    return body === undefined ? call : call.send(body);
  };
  const board = async (id: string, who = admin) =>
    (await get(`board?id=${id}`, who).expect(200)).body as Board;
  const positions = (list: List) => list.cards.map((card) => card.position);

  /** A board of Ana's with lists A, B, C (cards a1..a3 in A, b1 in B) and labels. */
  async function anasBoard(): Promise<Board> {
    const created = (
      await send('put', 'board', { board: { title: 'Sprint 7' } }, ana.token).expect(200)
    ).body as Board;
    for (const title of ['A', 'B', 'C']) {
      await send('post', 'board/list', { list: { boardId: created.id, title } }, ana.token).expect(
        201,
      );
    }
    await send(
      'put',
      'board/label',
      { label: { boardId: created.id, title: 'Diseño' } },
      ana.token,
    ).expect(200);
    const withLists = await board(created.id, ana.token);
    const [a, b] = withLists.lists;
    for (const [list, title] of [
      [a, 'a1'],
      [a, 'a2'],
      [a, 'a3'],
      [b, 'b1'],
    ] as const) {
      await send(
        'put',
        'board/card',
        { card: { boardId: created.id, listId: list!.id, title } },
        ana.token,
      ).expect(200);
    }
    return board(created.id, ana.token);
  }

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    admin = await signIn(testApp.app);
    ana = await createStaff(
      testApp.app,
      { name: 'Ana Tablero', email: 'ana.tablero@talento.local', password: 'clave-de-ana-1' },
      ['recruiter'],
      admin,
    );
    bruno = await createStaff(
      testApp.app,
      { name: 'Bruno Ajeno', email: 'bruno.ajeno@talento.local', password: 'clave-de-bruno-1' },
      ['rewards'],
      admin,
    );
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get(`${BASE}/boards`).expect(401);
    await http().patch(`${BASE}/board/cards`).send({ cards: [] }).expect(401);
  });

  describe('the sample', () => {
    it('has three boards of the administrator with members as objects', async () => {
      const boards = (await get('boards').expect(200)).body as Board[];
      expect(boards).toHaveLength(3);
      for (const one of boards) {
        expect(one).toEqual({
          id: expect.any(String),
          title: expect.any(String),
          description: expect.any(String),
          icon: expect.stringMatching(/^heroicons_outline:/),
          lastActivity: expect.any(String),
          members: [{ id: ADMIN_ID, name: 'Lucía Fernández', avatar: null }],
        });
      }
    });

    it('answers a board with its lists and cards in order, labels as objects', async () => {
      const [first] = (await get('boards').expect(200)).body as Board[];
      const full = await board(first!.id);
      expect(full.lists.map((list) => list.title)).toEqual([
        'Por hacer',
        'En curso',
        'En revisión',
        'Hecho',
      ]);
      expect(full.lists.map((list) => list.position)).toEqual([STEP, 2 * STEP, 3 * STEP, 4 * STEP]);
      const labelIds = new Set(full.labels.map((label) => label.id));
      const cards = full.lists.flatMap((list) => list.cards);
      expect(cards.length).toBeGreaterThanOrEqual(10);
      for (const list of full.lists) {
        expect(positions(list)).toEqual(list.cards.map((_, index) => (index + 1) * STEP));
        for (const card of list.cards) {
          expect(card.listId).toBe(list.id);
          expect(card.boardId).toBe(full.id);
          for (const label of card.labels) {
            expect(labelIds.has(label.id)).toBe(true);
            expect(label).toEqual({ id: label.id, boardId: full.id, title: expect.any(String) });
          }
        }
      }
      expect(cards.some((card) => card.members.some((member) => member.id === ADMIN_ID))).toBe(
        true,
      );
      expect(cards.some((card) => card.dueDate !== null)).toBe(true);
    });

    it('gives the board’s labels by board id', async () => {
      const [first] = (await get('boards').expect(200)).body as Board[];
      const labels = (await get(`board/labels?boardId=${first!.id}`).expect(200)).body as Label[];
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.every((label) => label.boardId === first!.id)).toBe(true);
    });
  });

  describe('boards', () => {
    it('creates a board with its creator as member, empty lists and labels', async () => {
      const { body } = await send(
        'put',
        'board',
        {
          board: {
            title: '  Retro  ',
            description: 'Qué salió bien',
            icon: 'heroicons_outline:rocket-launch',
          },
        },
        ana.token,
      ).expect(200);
      expect(body).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        title: 'Retro',
        description: 'Qué salió bien',
        icon: 'heroicons_outline:rocket-launch',
        lastActivity: expect.any(String),
        members: [{ id: ana.id, name: 'Ana Tablero', avatar: null }],
        lists: [],
        labels: [],
      });
      const mine = (await get('boards', ana.token).expect(200)).body as Board[];
      expect(mine.map((one) => one.id)).toEqual([body.id]);
    });

    it('shows a board to its members and administrators only: others get 404', async () => {
      const created = await anasBoard();
      const card = created.lists[0]!.cards[0]!;
      const label = created.labels[0]!;
      const list = created.lists[0]!;
      // The administrator sees every board.
      await board(created.id, admin);
      expect(((await get('boards').expect(200)).body as Board[]).map((one) => one.id)).toContain(
        created.id,
      );
      // Bruno is not a member: nothing of it exists for him.
      const theirs = (await get('boards', bruno.token).expect(200)).body as Board[];
      expect(theirs.map((one) => one.id)).not.toContain(created.id);
      const b = bruno.token;
      await get(`board?id=${created.id}`, b).expect(404);
      await get(`board/labels?boardId=${created.id}`, b).expect(404);
      await send('patch', 'board', { id: created.id, board: { title: 'X' } }, b).expect(404);
      await send('delete', `board?id=${created.id}`, undefined, b).expect(404);
      await send('post', 'board/list', { list: { boardId: created.id, title: 'X' } }, b).expect(
        404,
      );
      await send('patch', 'board/list', { list: { id: list.id, title: 'X' } }, b).expect(404);
      await send('patch', 'board/lists', { lists: [{ id: list.id, position: 1 }] }, b).expect(404);
      await send('delete', `board/list?id=${list.id}`, undefined, b).expect(404);
      await send(
        'put',
        'board/card',
        { card: { boardId: created.id, listId: list.id, title: 'X' } },
        b,
      ).expect(404);
      await send('patch', 'board/card', { id: card.id, card: { title: 'X' } }, b).expect(404);
      await send('patch', 'board/cards', { cards: [{ id: card.id, title: 'X' }] }, b).expect(404);
      await send(
        'patch',
        'board/card/positions',
        { cards: [{ id: card.id, listId: list.id }] },
        b,
      ).expect(404);
      await send('delete', `board/card?id=${card.id}`, undefined, b).expect(404);
      await send('put', 'board/label', { label: { boardId: created.id, title: 'X' } }, b).expect(
        404,
      );
      await send('patch', 'board/label', { id: label.id, label: { title: 'X' } }, b).expect(404);
      await send('delete', `board/label?id=${label.id}`, undefined, b).expect(404);
      // ...and nothing changed.
      expect(await board(created.id, ana.token)).toEqual(created);
    });

    it('adds and removes members; a member leaving is taken off the board’s cards', async () => {
      const created = await anasBoard();
      const card = created.lists[0]!.cards[0]!;
      const added = await send(
        'patch',
        'board',
        { id: created.id, board: { members: [ana.id, bruno.id] } },
        ana.token,
      ).expect(200);
      expect(added.body.members.map((member: Member) => member.id)).toEqual([ana.id, bruno.id]);
      expect(added.body.lists).toBeUndefined();
      // Bruno now sees the board and can be put on a card.
      await board(created.id, bruno.token);
      await send(
        'patch',
        'board/card',
        { id: card.id, card: { members: [{ id: bruno.id, name: 'Bruno', avatar: null }] } },
        bruno.token,
      ).expect(200);
      await send(
        'patch',
        'board',
        { id: created.id, board: { members: [ana.id] } },
        ana.token,
      ).expect(200);
      await get(`board?id=${created.id}`, bruno.token).expect(404);
      const after = await board(created.id, ana.token);
      expect(after.lists[0]!.cards[0]!.members).toEqual([]);
    });

    it('refuses a board without members, unknown accounts and bad fields', async () => {
      const created = await anasBoard();
      const patch = (body: object) => send('patch', 'board', body, ana.token);
      const none = await patch({ id: created.id, board: { members: [] } }).expect(400);
      expect(none.body.fields['board.members']).toBeDefined();
      const unknown = await patch({ id: created.id, board: { members: [UNKNOWN_ID] } }).expect(400);
      expect(unknown.body.code).toBe('reference-missing');
      await patch({ id: created.id, board: { title: '   ' } }).expect(400);
      await patch({ id: created.id, board: { icon: 'not an icon' } }).expect(400);
      await patch({ id: created.id, board: { colour: 'red' } }).expect(400);
      await patch({ id: UNKNOWN_ID, board: { id: created.id, title: 'X' } }).expect(400);
      await send('put', 'board', { board: {} }, ana.token).expect(400);
      await send('put', 'board', { board: { title: 'X', members: ['nope'] } }, ana.token).expect(
        400,
      );
      await get('board?id=nope').expect(400);
      await get(`board?id=${UNKNOWN_ID}`).expect(404);
    });

    it('updates title, description and icon, and lastActivity with them', async () => {
      const created = await anasBoard();
      const { body } = await send(
        'patch',
        'board',
        {
          id: created.id,
          board: { id: created.id, title: 'Sprint 8', description: null, icon: null },
        },
        ana.token,
      ).expect(200);
      expect(body).toMatchObject({ title: 'Sprint 8', description: null, icon: null });
      expect(body.lastActivity >= created.lastActivity).toBe(true);
    });

    it('deletes a board with everything in it', async () => {
      const created = await anasBoard();
      const card = created.lists[0]!.cards[0]!;
      expect(
        (await send('delete', `board?id=${created.id}`, undefined, ana.token).expect(200)).body,
      ).toBe(true);
      await get(`board?id=${created.id}`, ana.token).expect(404);
      await send('patch', 'board/card', { id: card.id, card: { title: 'X' } }, ana.token).expect(
        404,
      );
      await send('delete', `board?id=${created.id}`, undefined, ana.token).expect(404);
    });

    it('lists active accounts that can join a board', async () => {
      const { body } = await get('members?search=ana', ana.token).expect(200);
      expect(body).toEqual([{ id: ana.id, name: 'Ana Tablero', avatar: null }]);
      const all = (await get('members', ana.token).expect(200)).body as Member[];
      expect(all.map((member) => member.id)).toEqual(
        expect.arrayContaining([ADMIN_ID, ana.id, bruno.id]),
      );
    });
  });

  describe('lists', () => {
    it('adds a list after the last one, renames and deletes it with its cards', async () => {
      const created = await anasBoard();
      const { body: list } = await send(
        'post',
        'board/list',
        { list: { boardId: created.id, title: 'Bloqueado', cards: [] } },
        ana.token,
      ).expect(201);
      expect(list).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        boardId: created.id,
        position: 4 * STEP,
        title: 'Bloqueado',
      });
      const renamed = await send(
        'patch',
        'board/list',
        { list: { id: list.id, boardId: created.id, title: 'Bloqueada', cards: [] } },
        ana.token,
      ).expect(200);
      expect(renamed.body).toEqual({ ...list, title: 'Bloqueada', version: expect.any(String) });
      const first = created.lists[0]!;
      expect(
        (await send('delete', `board/list?id=${first.id}`, undefined, ana.token).expect(200)).body,
      ).toBe(true);
      const after = await board(created.id, ana.token);
      expect(after.lists.map((one) => one.title)).toEqual(['B', 'C', 'Bloqueada']);
      for (const card of first.cards) {
        await send('delete', `board/card?id=${card.id}`, undefined, ana.token).expect(404);
      }
      expect(after.lastActivity >= created.lastActivity).toBe(true);
    });

    it('reorders lists; positions that collide or leave no gap are renumbered', async () => {
      const created = await anasBoard();
      const [a, b, c] = created.lists;
      // C between A and B: halfway.
      const moved = await send(
        'patch',
        'board/lists',
        { lists: [{ id: c!.id, position: 1.5 * STEP }] },
        ana.token,
      ).expect(200);
      expect(moved.body).toEqual([
        { id: c!.id, boardId: created.id, position: 1.5 * STEP, title: 'C' },
      ]);
      let lists = (await board(created.id, ana.token)).lists;
      expect(lists.map((one) => one.title)).toEqual(['A', 'C', 'B']);
      // B onto A's position: B first, every list renumbered.
      await send(
        'patch',
        'board/list',
        { list: { id: b!.id, position: a!.position } },
        ana.token,
      ).expect(200);
      lists = (await board(created.id, ana.token)).lists;
      expect(lists.map((one) => one.title)).toEqual(['B', 'A', 'C']);
      expect(lists.map((one) => one.position)).toEqual([STEP, 2 * STEP, 3 * STEP]);
    });

    it('refuses bad list input', async () => {
      const created = await anasBoard();
      const list = created.lists[0]!;
      await send(
        'post',
        'board/list',
        { list: { boardId: created.id, title: '' } },
        ana.token,
      ).expect(400);
      await send('post', 'board/list', { list: { boardId: 'x', title: 'X' } }, ana.token).expect(
        400,
      );
      await send(
        'post',
        'board/list',
        { list: { boardId: UNKNOWN_ID, title: 'X' } },
        ana.token,
      ).expect(404);
      await send('patch', 'board/list', { list: { id: list.id, position: -1 } }, ana.token).expect(
        400,
      );
      await send(
        'patch',
        'board/list',
        { list: { id: list.id, position: 'first' } },
        ana.token,
      ).expect(400);
      await send('patch', 'board/lists', { lists: [] }, ana.token).expect(400);
      await send(
        'patch',
        'board/lists',
        {
          lists: [
            { id: list.id, title: 'X' },
            { id: list.id, title: 'Y' },
          ],
        },
        ana.token,
      ).expect(400);
      await send('patch', 'board/list', { list: { id: UNKNOWN_ID, title: 'X' } }, ana.token).expect(
        404,
      );
      await send('delete', 'board/list?id=1', undefined, ana.token).expect(400);
    });
  });

  describe('cards', () => {
    it('adds a card last in its list, with labels, members and due date', async () => {
      const created = await anasBoard();
      const list = created.lists[1]!;
      const label = created.labels[0]!;
      const { body } = await send(
        'put',
        'board/card',
        {
          card: {
            boardId: created.id,
            listId: list.id,
            title: 'Nueva',
            description: 'Detalle',
            labels: [label.id],
            dueDate: '2026-12-01T12:00:00.000Z',
            members: [ana.id],
          },
        },
        ana.token,
      ).expect(200);
      expect(body).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        boardId: created.id,
        listId: list.id,
        position: 2 * STEP,
        title: 'Nueva',
        description: 'Detalle',
        labels: [label],
        dueDate: '2026-12-01T12:00:00.000Z',
        members: [{ id: ana.id, name: 'Ana Tablero', avatar: null }],
      });
    });

    it('refuses cards that point outside their board', async () => {
      const created = await anasBoard();
      const [other] = (await get('boards').expect(200)).body as Board[];
      const otherBoard = await board(other!.id);
      const list = created.lists[0]!;
      const card = list.cards[0]!;
      const put = (card: object) => send('put', 'board/card', { card }, ana.token);
      const base = { boardId: created.id, listId: list.id, title: 'X' };
      const wrongList = await put({ ...base, listId: otherBoard.lists[0]!.id }).expect(400);
      expect(wrongList.body).toMatchObject({ code: 'reference-missing' });
      expect(wrongList.body.fields['card.listId']).toBeDefined();
      await put({ ...base, labels: [otherBoard.labels[0]!.id] }).expect(400);
      await put({ ...base, members: [bruno.id] }).expect(400);
      await put({ ...base, title: ' ' }).expect(400);
      await put({ ...base, dueDate: 'mañana' }).expect(400);
      await put({ ...base, cover: 'x.png' }).expect(400);
      await put({ ...base, position: Number.MAX_VALUE }).expect(400);
      const patch = (body: object) => send('patch', 'board/card', body, ana.token);
      await patch({ id: card.id, card: { listId: otherBoard.lists[0]!.id } }).expect(400);
      await patch({ id: card.id, card: { labels: [UNKNOWN_ID] } }).expect(400);
      await patch({ id: card.id, card: { id: UNKNOWN_ID, title: 'X' } }).expect(400);
      await patch({ id: UNKNOWN_ID, card: { title: 'X' } }).expect(404);
      expect(await board(created.id, ana.token)).toEqual(created);
    });

    it('changes a card, taking labels and members as the original client sends them', async () => {
      const created = await anasBoard();
      const card = created.lists[0]!.cards[1]!;
      const label = created.labels[0]!;
      const { body } = await send(
        'patch',
        'board/card',
        {
          id: card.id,
          card: {
            ...card,
            title: 'a2 revisada',
            labels: [label],
            members: [{ id: ana.id, name: 'Ana Tablero', avatar: null }],
            dueDate: '2026-03-02T12:00:00.000Z',
          },
        },
        ana.token,
      ).expect(200);
      expect(body).toEqual({
        ...card,
        version: expect.any(String),
        title: 'a2 revisada',
        labels: [label],
        members: [{ id: ana.id, name: 'Ana Tablero', avatar: null }],
        dueDate: '2026-03-02T12:00:00.000Z',
      });
      const cleared = await send(
        'patch',
        'board/card',
        { id: card.id, card: { labels: [], dueDate: null, description: null } },
        ana.token,
      ).expect(200);
      expect(cleared.body).toMatchObject({ labels: [], dueDate: null, description: null });
    });

    it('moves a card to another list: last without a position, or where it is put', async () => {
      const created = await anasBoard();
      const [a, b] = created.lists;
      const [a1, a2] = a!.cards;
      const last = await send(
        'patch',
        'board/card',
        { id: a1!.id, card: { listId: b!.id } },
        ana.token,
      ).expect(200);
      expect(last.body).toMatchObject({ listId: b!.id, position: 2 * STEP });
      // a2 before b1 (position 65,536): halfway from 0.
      await send(
        'patch',
        'board/cards',
        { cards: [{ ...a2!, listId: b!.id, position: STEP / 2 }] },
        ana.token,
      ).expect(200);
      const after = await board(created.id, ana.token);
      expect(after.lists[0]!.cards.map((card) => card.title)).toEqual(['a3']);
      expect(after.lists[1]!.cards.map((card) => card.title)).toEqual(['a2', 'b1', 'a1']);
      expect(positions(after.lists[1]!)).toEqual([STEP / 2, STEP, 2 * STEP]);
    });

    it('renumbers a list when a move leaves no integer gap, answering the cards it moved', async () => {
      const created = await anasBoard();
      const [a1, a2, a3] = created.lists[0]!.cards;
      // Squeeze positions: a1 at 1, a2 at 2.
      await send(
        'patch',
        'board/cards',
        {
          cards: [
            { id: a1!.id, position: 1 },
            { id: a2!.id, position: 2 },
          ],
        },
        ana.token,
      ).expect(200);
      // a3 between them: 1.5 is no integer, so the list is renumbered.
      const { body } = await send(
        'patch',
        'board/cards',
        { cards: [{ id: a3!.id, position: 1.5 }] },
        ana.token,
      ).expect(200);
      expect(body.map((card: Card) => [card.title, card.position])).toEqual([
        ['a3', 2 * STEP],
        ['a1', STEP],
        ['a2', 3 * STEP],
      ]);
      const list = (await board(created.id, ana.token)).lists[0]!;
      expect(list.cards.map((card) => card.title)).toEqual(['a1', 'a3', 'a2']);
      expect(positions(list)).toEqual([STEP, 2 * STEP, 3 * STEP]);
    });

    it('puts cards in the order given with card/positions', async () => {
      const created = await anasBoard();
      const [a, b] = created.lists;
      const [a1, a2, a3] = a!.cards;
      const { body } = await send(
        'patch',
        'board/card/positions',
        {
          cards: [
            { id: a3!.id, listId: a!.id, boardId: created.id },
            { id: a1!.id, listId: b!.id, boardId: created.id },
          ],
        },
        ana.token,
      ).expect(200);
      expect(body.map((card: Card) => [card.title, card.listId, card.position])).toEqual([
        ['a3', a!.id, STEP],
        ['a2', a!.id, 2 * STEP],
        ['a1', b!.id, STEP],
        ['b1', b!.id, 2 * STEP],
      ]);
      const after = await board(created.id, ana.token);
      expect(after.lists[0]!.cards.map((card) => card.title)).toEqual(['a3', 'a2']);
      expect(after.lists[1]!.cards.map((card) => card.title)).toEqual(['a1', 'b1']);
      await send(
        'patch',
        'board/card/positions',
        { cards: [{ id: a2!.id, listId: a!.id, boardId: UNKNOWN_ID }] },
        ana.token,
      ).expect(400);
      await send('patch', 'board/card/positions', { cards: [{ id: a2!.id }] }, ana.token).expect(
        400,
      );
    });

    it('deletes a card', async () => {
      const created = await anasBoard();
      const card = created.lists[0]!.cards[0]!;
      expect(
        (await send('delete', `board/card?id=${card.id}`, undefined, ana.token).expect(200)).body,
      ).toBe(true);
      await send('delete', `board/card?id=${card.id}`, undefined, ana.token).expect(404);
      expect((await board(created.id, ana.token)).lists[0]!.cards).toHaveLength(2);
    });

    it('never loses a card nor gives two cards one position under concurrent moves', async () => {
      const created = await anasBoard();
      const boardId = created.id;
      // Two more lists' worth of cards: 12 cards over three lists.
      const [a, b, c] = created.lists;
      for (let i = 0; i < 8; i++) {
        const list = [a, b, c][i % 3]!;
        await send(
          'put',
          'board/card',
          { card: { boardId, listId: list.id, title: `extra ${i}` } },
          ana.token,
        ).expect(200);
      }
      await send(
        'patch',
        'board',
        { id: boardId, board: { members: [ana.id, bruno.id] } },
        ana.token,
      ).expect(200);
      const before = await board(boardId, ana.token);
      const cardIds = before.lists.flatMap((list) => list.cards.map((card) => card.id));
      const listIds = before.lists.map((list) => list.id);
      // 50 moves at once by two people, all computed from the same (soon stale) view:
      // many aim at the same gaps, some at the same card.
      const moves = Array.from({ length: 50 }, (_, i) => {
        const cardId = cardIds[(i * 7) % cardIds.length]!;
        const listId = listIds[i % listIds.length]!;
        const target = before.lists.find((list) => list.id === listId)!;
        const neighbour = target.cards[i % Math.max(target.cards.length, 1)];
        const position = neighbour ? neighbour.position - STEP / 2 : STEP;
        const body =
          i % 5 === 0
            ? { cards: [{ id: cardId, listId }] }
            : {
                id: cardId,
                card: { listId, position: i % 4 === 0 ? (neighbour?.position ?? STEP) : position },
              };
        const url = i % 5 === 0 ? 'board/cards' : 'board/card';
        return send('patch', url, body, i % 2 === 0 ? ana.token : bruno.token);
      });
      const answers = await Promise.all(moves);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const after = await board(boardId, ana.token);
      const seen = after.lists.flatMap((list) => list.cards.map((card) => card.id));
      expect([...seen].sort()).toEqual([...cardIds].sort());
      for (const list of after.lists) {
        const listed = positions(list);
        expect(new Set(listed).size).toBe(listed.length);
        expect(listed).toEqual([...listed].sort((x, y) => x - y));
        expect(listed.every((position) => Number.isInteger(position) && position > 0)).toBe(true);
      }
    });
  });

  describe('labels', () => {
    it('adds, renames and deletes labels; deleting takes it off every card', async () => {
      const created = await anasBoard();
      const { body: label } = await send(
        'put',
        'board/label',
        { label: { boardId: created.id, title: 'Urgente' } },
        ana.token,
      ).expect(200);
      expect(label).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        boardId: created.id,
        title: 'Urgente',
      });
      const dup = await send(
        'put',
        'board/label',
        { label: { boardId: created.id, title: 'urgente' } },
        ana.token,
      ).expect(409);
      expect(dup.body.code).toBe('name-taken');
      await send(
        'put',
        'board/label',
        { label: { boardId: created.id, title: '' } },
        ana.token,
      ).expect(400);
      const renamed = await send(
        'patch',
        'board/label',
        { id: label.id, label: { ...label, title: 'Crítico' } },
        ana.token,
      ).expect(200);
      expect(renamed.body).toEqual({ ...label, title: 'Crítico', version: expect.any(String) });
      await send(
        'patch',
        'board/label',
        { id: label.id, label: { title: 'Diseño' } },
        ana.token,
      ).expect(409);
      const card = created.lists[0]!.cards[0]!;
      await send(
        'patch',
        'board/card',
        { id: card.id, card: { labels: [label.id, created.labels[0]!.id] } },
        ana.token,
      ).expect(200);
      expect(
        (await send('delete', `board/label?id=${label.id}`, undefined, ana.token).expect(200)).body,
      ).toBe(true);
      const after = await board(created.id, ana.token);
      expect(after.labels.map((one) => one.title)).toEqual(['Diseño']);
      expect(after.lists[0]!.cards[0]!.labels).toEqual([created.labels[0]]);
      await send('delete', `board/label?id=${label.id}`, undefined, ana.token).expect(404);
      await get('board/labels?boardId=nope', ana.token).expect(400);
    });
  });
});
