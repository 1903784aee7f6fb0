import type { LoaderFunctionArgs } from 'react-router';
import type { Session } from '../lib/session';
import { createGuards } from './guards';

function sessionWith(restore: () => Promise<{ status: 'signed-in' | 'signed-out'; user: null }>) {
  return { restore } as unknown as Session;
}

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as LoaderFunctionArgs;

describe('route guards', () => {
  it('signed-in: lets a signed-in person through and redirects a visitor with redirectURL', async () => {
    const signedIn = createGuards(sessionWith(async () => ({ status: 'signed-in', user: null })));
    await expect(signedIn.signedIn(args('http://x/apps/users?q=1'))).resolves.toBeNull();
    const visitor = createGuards(sessionWith(async () => ({ status: 'signed-out', user: null })));
    const response = (await visitor.signedIn(args('http://x/apps/users?q=1'))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/sign-in?redirectURL=%2Fapps%2Fusers%3Fq%3D1');
  });

  it('guest: sends a signed-in person to the root', async () => {
    const guards = createGuards(sessionWith(async () => ({ status: 'signed-in', user: null })));
    const response = (await guards.guest()) as Response;
    expect(response.headers.get('Location')).toBe('/');
  });

  it('onboarding: lets through even when the check throws', async () => {
    const guards = createGuards(
      sessionWith(async () => {
        throw new Error('network down');
      }),
    );
    await expect(guards.onboarding()).resolves.toBeNull();
  });

  describe('with a one-time password to change', () => {
    const user = { passwordChangeRequired: true };
    const flagged = createGuards({
      restore: async () => ({ status: 'signed-in', user }),
    } as unknown as Session);

    it('sends every other screen to the change, carrying where it was going', async () => {
      const response = (await flagged.signedIn(args('http://x/apps/users?q=1'))) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(
        '/change-password?next=%2Fapps%2Fusers%3Fq%3D1',
      );
    });

    it('lets the change and sign-out through, and an account without the flag anywhere', async () => {
      await expect(flagged.signedIn(args('http://x/change-password'))).resolves.toBeNull();
      await expect(flagged.signedIn(args('http://x/sign-out'))).resolves.toBeNull();
      const done = createGuards({
        restore: async () => ({ status: 'signed-in', user: { passwordChangeRequired: false } }),
      } as unknown as Session);
      await expect(done.signedIn(args('http://x/apps/users'))).resolves.toBeNull();
    });
  });
});
