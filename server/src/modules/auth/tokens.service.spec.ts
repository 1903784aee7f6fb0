import { TOKEN_LIFETIME_SECONDS, TokensService } from './tokens.service';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

describe('TokensService', () => {
  afterEach(() => jest.restoreAllMocks());

  it('verifies its own tokens, again from memory, and refuses tampered or foreign ones', () => {
    const tokens = new TokensService(SECRET);
    const { accessToken } = tokens.issue('acc-1', 'ses-1');
    const first = tokens.verify(accessToken);
    expect(first).toMatchObject({ sub: 'acc-1', sid: 'ses-1' });
    expect(tokens.verify(accessToken)).toEqual(first);
    const [head, body, signature] = accessToken.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(tokens.verify(`${head}.${body}.${flipped}`)).toBeNull();
    expect(
      tokens.verify(new TokensService(`${SECRET}-other`).issue('a', 's').accessToken),
    ).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
  });

  it('refuses a remembered token once it has expired', () => {
    const tokens = new TokensService(SECRET);
    const { accessToken } = tokens.issue('acc-1', 'ses-1');
    expect(tokens.verify(accessToken)).not.toBeNull();
    const later = Date.now() + (TOKEN_LIFETIME_SECONDS + 1) * 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(tokens.verify(accessToken)).toBeNull();
    expect(tokens.verify(accessToken)).toBeNull();
  });
});
