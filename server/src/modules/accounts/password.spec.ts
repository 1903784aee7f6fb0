import { dummyHash, hashPassword, hashPasswordSync, verifyPassword } from './password';

/** A low cost for what does not depend on it: each hash at the production cost takes ~0.5 s. */
const LOW_COST = 11;

describe('password hashing', () => {
  it('stores scrypt at OWASP cost with its parameters and a random salt', async () => {
    const first = await hashPassword('correct horse');
    const second = hashPasswordSync('correct horse');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse', LOW_COST);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('treats equivalent Unicode spellings as one password', async () => {
    const stored = await hashPassword('Lucía', LOW_COST);
    await expect(verifyPassword('Luci\u0301a', stored)).resolves.toBe(true);
  });

  it('refuses unknown formats and the dummy hash', async () => {
    await expect(verifyPassword('x', 'bcrypt$whatever')).resolves.toBe(false);
    await expect(verifyPassword('x', dummyHash())).resolves.toBe(false);
    await expect(verifyPassword('x', dummyHash(LOW_COST))).resolves.toBe(false);
  });

  it('hashes at a lower cost when configured, and verifies it by the cost it stored', async () => {
    const stored = await hashPassword('quick', LOW_COST);
    expect(stored).toMatch(/^scrypt\$11\$8\$1\$/);
    expect(hashPasswordSync('quick', LOW_COST)).toMatch(/^scrypt\$11\$/);
    await expect(verifyPassword('quick', stored)).resolves.toBe(true);
    expect(dummyHash(LOW_COST)).toMatch(/^scrypt\$11\$/);
  });
});
