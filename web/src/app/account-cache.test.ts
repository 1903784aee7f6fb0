import { QueryClient } from '@tanstack/react-query';
import { createSession } from '../lib/session';
import { createTokenStore } from '../lib/auth-token';
import { clearCacheOnAccountChange } from './account-cache';

const user = (id: string) => ({
  id,
  name: id,
  surname: '',
  email: `${id}@talento.local`,
  avatar: null,
  empresa: '',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: true,
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['recruiter' as const],
});

function setup() {
  const session = createSession({
    tokens: createTokenStore(null, null),
    signInWithToken: async () => {
      throw new Error('unused');
    },
    signOut: async () => true,
  });
  const queryClient = new QueryClient();
  clearCacheOnAccountChange(session, queryClient);
  const cached = () => queryClient.getQueryData(['navigation']);
  return { session, queryClient, cached };
}

describe('clearCacheOnAccountChange', () => {
  it('drops what one account fetched when it signs out or another signs in', () => {
    const { session, queryClient, cached } = setup();
    session.start({ user: user('a'), accessToken: 'a', tokenType: 'bearer' });
    queryClient.setQueryData(['navigation'], 'menu of a');
    session.updateUser({ ...user('a'), name: 'A again' });
    expect(cached()).toBe('menu of a');
    session.forget();
    expect(cached()).toBeUndefined();

    session.start({ user: user('b'), accessToken: 'b', tokenType: 'bearer' });
    queryClient.setQueryData(['navigation'], 'menu of b');
    session.start({ user: user('c'), accessToken: 'c', tokenType: 'bearer' });
    expect(cached()).toBeUndefined();
  });
});
