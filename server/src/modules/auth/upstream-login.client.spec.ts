import { toIdentity } from './upstream-login.client';

describe('toIdentity (upstream answer -> login-derived user)', () => {
  const user = {
    _id: 'u1',
    name: 'Ana',
    surname: 'Torres',
    email: 'ANA@cliente.com',
    avatar: '',
    empresa: 'Cliente SA',
    token: 't',
    ctaid: 7,
  };

  it.each([
    ['bare', user],
    ['in user', { user }],
    ['in data', { data: user }],
  ])('reads a %s user', (_case, answer) => {
    expect(toIdentity(answer)).toEqual({
      upstreamId: 'u1',
      email: 'ana@cliente.com',
      name: 'Ana',
      surname: 'Torres',
      avatar: null,
      empresa: 'Cliente SA',
      ctaid: '7',
    });
  });

  it.each([
    ['nothing', undefined],
    ['a list', [user]],
    ['no id', { ...user, _id: undefined }],
    ['a bad e-mail', { ...user, email: 'not an email' }],
    ['a string', 'ok'],
  ])('refuses %s', (_case, answer) => {
    expect(toIdentity(answer)).toBeUndefined();
  });
});
