import type { AuthResponse } from './api/auth-api';
import { RENEWAL_CHECK_MS, keepTokenFresh } from './token-renewal';

const HOUR = 3600;
const ISSUED = 1_800_000_000;

/** An unsigned token with the claims the page reads: issued at `iat`, a day long. */
function tokenIssuedAt(iat: number): string {
  const payload = btoa(JSON.stringify({ sub: 'a', sid: 's', iat, exp: iat + 24 * HOUR }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

function setup({ signedIn = true, refreshed = tokenIssuedAt(ISSUED + 13 * HOUR) } = {}) {
  let now = ISSUED * 1000;
  let token = tokenIssuedAt(ISSUED);
  let status: 'signed-in' | 'signed-out' = signedIn ? 'signed-in' : 'signed-out';
  const start = jest.fn((response: AuthResponse) => {
    token = response.accessToken;
  });
  const refresh = jest.fn(async (_token: string) => ({
    user: {} as AuthResponse['user'],
    accessToken: refreshed,
    tokenType: 'bearer' as const,
  }));
  const stop = keepTokenFresh({
    session: { getState: () => ({ status, user: null }), start },
    tokens: { get: () => token, isRemembered: () => true },
    refresh,
    now: () => now,
  });
  return {
    refresh,
    start,
    stop,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
    signOut: () => {
      status = 'signed-out';
    },
  };
}

describe('keepTokenFresh', () => {
  beforeEach(() => jest.useFakeTimers());

  it('asks for a fresh token once half of its day is gone, and keeps it', async () => {
    const page = setup();
    page.advance(11 * HOUR);
    await jest.advanceTimersByTimeAsync(RENEWAL_CHECK_MS);
    expect(page.refresh).not.toHaveBeenCalled();

    page.advance(1.5 * HOUR);
    await jest.advanceTimersByTimeAsync(RENEWAL_CHECK_MS);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    expect(page.refresh).toHaveBeenCalledWith(tokenIssuedAt(ISSUED));
    expect(page.start).toHaveBeenCalledWith(
      expect.objectContaining({ accessToken: tokenIssuedAt(ISSUED + 13 * HOUR) }),
      { remember: true },
    );
    // The fresh token is young: no second renewal.
    await jest.advanceTimersByTimeAsync(RENEWAL_CHECK_MS);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    page.stop();
  });

  it('checks at once when the page is shown again, as after a laptop slept', async () => {
    const page = setup();
    page.advance(20 * HOUR);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    page.stop();
  });

  it('leaves a signed-out page alone, and stops when told', async () => {
    const signedOut = setup({ signedIn: false });
    signedOut.advance(20 * HOUR);
    await jest.advanceTimersByTimeAsync(RENEWAL_CHECK_MS);
    expect(signedOut.refresh).not.toHaveBeenCalled();
    signedOut.stop();

    const stopped = setup();
    stopped.stop();
    stopped.advance(20 * HOUR);
    await jest.advanceTimersByTimeAsync(RENEWAL_CHECK_MS);
    window.dispatchEvent(new Event('focus'));
    expect(stopped.refresh).not.toHaveBeenCalled();
  });

  it('does not keep a token that comes back after the page signed out', async () => {
    const page = setup();
    page.advance(13 * HOUR);
    page.refresh.mockImplementationOnce(async () => {
      page.signOut();
      return { user: {} as AuthResponse['user'], accessToken: 'late', tokenType: 'bearer' };
    });
    await jest.advanceTimersByTimeAsync(RENEWAL_CHECK_MS);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    expect(page.start).not.toHaveBeenCalled();
    page.stop();
  });
});
