import { audienceOf, mayHear } from './live-rules';

const lookup = (collection: string, id: string) =>
  collection === 'scrumboard-boards' && id === 'b1'
    ? { id: 'b1', members: ['ana', 'bo'] }
    : collection === 'chats' && id === 'c1'
      ? { id: 'c1', accountId: 'ana' }
      : undefined;

describe('live rules', () => {
  const ana = { accountId: 'ana', roles: [] as const };
  const recruiter = { accountId: 'rita', roles: ['recruiter'] as const };
  const admin = { accountId: 'root', roles: ['admin'] as const };

  it('follows the role of the routes that read the collection', () => {
    expect(mayHear(recruiter, { collection: 'companies' })).toBe(true);
    expect(mayHear(ana, { collection: 'companies' })).toBe(false);
    expect(mayHear(admin, { collection: 'redemptions' })).toBe(true);
    expect(mayHear(recruiter, { collection: 'redemptions' })).toBe(false);
    expect(mayHear(ana, { collection: 'contacts' })).toBe(true);
  });

  it('sends personal records to their owners only', () => {
    const note = {
      collection: 'notes',
      audience: audienceOf('notes', { id: 'n', accountId: 'ana' } as never, lookup),
    };
    expect(mayHear(ana, note)).toBe(true);
    expect(mayHear(recruiter, note)).toBe(false);
    // Another account's notes are theirs, an administrator's or not.
    expect(mayHear(admin, note)).toBe(false);
    const message = {
      collection: 'chat-messages',
      audience: audienceOf('chat-messages', { id: 'm', chatId: 'c1' } as never, lookup),
    };
    expect(mayHear(ana, message)).toBe(true);
    expect(mayHear(recruiter, message)).toBe(false);
  });

  it('sends a board’s records to its members, and to administrators', () => {
    const card = {
      collection: 'scrumboard-cards',
      audience: audienceOf('scrumboard-cards', { id: 'k', boardId: 'b1' } as never, lookup),
    };
    expect(card.audience).toEqual(['ana', 'bo']);
    expect(mayHear(ana, card)).toBe(true);
    expect(mayHear(recruiter, card)).toBe(false);
    expect(mayHear(admin, card)).toBe(true);
  });

  it('never sends a collection without a rule, nor a personal one without owners', () => {
    expect(mayHear(admin, { collection: 'sessions' })).toBe(false);
    expect(mayHear(admin, { collection: 'accounts' })).toBe(false);
    expect(mayHear(admin, { collection: 'constructor' })).toBe(false);
    expect(mayHear(ana, { collection: 'notes' })).toBe(false);
  });
});
