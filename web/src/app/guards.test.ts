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
});
