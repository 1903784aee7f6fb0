import { ApiError, NETWORK_ERROR_MESSAGE } from './api/errors';
import { createTokenStore } from './auth-token';
import { createSession } from './session';

const USER = {
  id: 'u1',
  name: 'Ana',
  surname: 'Torres',
  email: 'ana@talento.local',
  avatar: null,
  empresa: 'Talento',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: true,
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['admin' as const],
};

function setup(token: string | null, renew: () => Promise<unknown>) {
  const tokens = createTokenStore(null, null);
  if (token) tokens.set(token);
  const signInWithToken = jest.fn(renew);
  const signOut = jest.fn(async () => true);
  const session = createSession({
    tokens,
    signInWithToken: signInWithToken as never,
    signOut,
  });
  return { session, tokens, signInWithToken, signOut };
}

describe('the session', () => {
  it('is signed out without asking the server when no token is stored', async () => {
    const { session, signInWithToken } = setup(null, async () => undefined);
    await expect(session.restore()).resolves.toEqual({ status: 'signed-out', user: null });
    expect(signInWithToken).not.toHaveBeenCalled();
  });

  it('restores a stored token once, keeping the fresh token the server hands out', async () => {
    const { session, tokens, signInWithToken } = setup('old-token', async () => ({
      user: USER,
      accessToken: 'new-token',
      tokenType: 'bearer',
    }));
    const [first, second] = await Promise.all([session.restore(), session.restore()]);
    expect(first).toEqual({ status: 'signed-in', user: USER });
    expect(second).toBe(first);
    expect(signInWithToken).toHaveBeenCalledTimes(1);
    expect(signInWithToken).toHaveBeenCalledWith('old-token');
    expect(tokens.get()).toBe('new-token');
  });

  it('forgets a token the server refuses', async () => {
    const { session, tokens } = setup('revoked-token', async () => {
      throw new ApiError({ statusCode: 401, message: 'Invalid token', error: 'Unauthorized' });
    });
    await expect(session.restore()).resolves.toEqual({ status: 'signed-out', user: null });
    expect(tokens.get()).toBeNull();
  });

  it.each([
    [
      'the server cannot be reached',
      new ApiError({ statusCode: 0, message: NETWORK_ERROR_MESSAGE, error: 'Network Error' }),
    ],
    [
      'the server fails',
      new ApiError({ statusCode: 503, message: 'Unavailable', error: 'Service Unavailable' }),
    ],
    ['the page is left mid-request', new DOMException('The user aborted a request.', 'AbortError')],
  ])('keeps the stored token for the next load when %s', async (_case, failure) => {
    const { session, tokens } = setup('good-token', async () => {
      throw failure;
    });
    await expect(session.restore()).resolves.toEqual({ status: 'signed-out', user: null });
    expect(tokens.get()).toBe('good-token');
  });

  it('signs out on the server and here, telling subscribers', async () => {
    const { session, tokens, signOut } = setup(null, async () => undefined);
    session.start({ user: USER, accessToken: 'token', tokenType: 'bearer' });
    const listener = jest.fn();
    session.subscribe(listener);
    await session.end();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(tokens.get()).toBeNull();
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    expect(listener).toHaveBeenCalled();
  });
});
