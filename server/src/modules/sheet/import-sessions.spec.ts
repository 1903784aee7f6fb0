import { ImportSessions, SESSION_IDLE_MS, SESSIONS_PER_ACCOUNT } from './import-sessions';

const upload = (accountId: string) => ({
  accountId,
  kind: 'applicants' as const,
  fileName: 'people.csv',
  format: 'csv' as const,
  headers: ['email'],
  rows: [{ line: 2, cells: ['a@b.co'] }],
  mapping: [],
});

describe('import sessions', () => {
  let sessions: ImportSessions;
  let now = 1_000_000;

  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    sessions = new ImportSessions();
  });
  afterEach(() => {
    sessions.onModuleDestroy();
    jest.restoreAllMocks();
  });

  it('answers an upload to its account only', () => {
    const session = sessions.add(upload('ana'));
    expect(sessions.get(session.id, 'ana')).toBe(session);
    expect(sessions.get(session.id, 'bo')).toBeUndefined();
  });

  it('lets an upload go 30 minutes after its last use, unless a step runs on it', () => {
    const idle = sessions.add(upload('ana'));
    const busy = sessions.add(upload('ana'));
    busy.state = 'importing';
    now += SESSION_IDLE_MS - 1;
    expect(sessions.get(idle.id, 'ana')).toBe(idle);
    now += SESSION_IDLE_MS - 1;
    expect(sessions.get(idle.id, 'ana')).toBe(idle);
    now += SESSION_IDLE_MS + 1;
    expect(sessions.get(idle.id, 'ana')).toBeUndefined();
    expect(sessions.get(busy.id, 'ana')).toBe(busy);
    expect(sessions.expiresAt(busy)).toBe(new Date(now + SESSION_IDLE_MS).toISOString());
  });

  it('keeps a few uploads per account, the least recently used going first', () => {
    const first = sessions.add(upload('ana'));
    now += 1;
    const kept = Array.from({ length: SESSIONS_PER_ACCOUNT - 1 }, () => {
      now += 1;
      return sessions.add(upload('ana'));
    });
    now += 1;
    sessions.get(first.id, 'ana');
    now += 1;
    const other = sessions.add(upload('bo'));
    sessions.add(upload('ana'));
    expect(sessions.get(first.id, 'ana')).toBe(first);
    expect(sessions.get(kept[0].id, 'ana')).toBeUndefined();
    expect(sessions.get(other.id, 'bo')).toBe(other);
  });
});
