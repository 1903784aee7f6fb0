import type { Client } from 'pg';
import { dropDatabase } from './helpers/database';

/** A client whose queries fail with the given PostgreSQL error codes, in turn, then pass. */
function clientFailing(...codes: string[]) {
  const query = jest.fn(async () => {
    const code = codes.shift();
    if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
    return { rows: [] };
  });
  return { client: { query } as unknown as Client, query };
}

describe('dropping a test database', () => {
  it('tries again while an autovacuum worker keeps the role from closing its connections', async () => {
    const { client, query } = clientFailing('42501', '42501');
    await dropDatabase(client, 'talento_test_x');
    expect(query).toHaveBeenCalledTimes(3);
    expect(query).toHaveBeenLastCalledWith('DROP DATABASE IF EXISTS talento_test_x WITH (FORCE)');
  });

  it('gives up at once on any other error', async () => {
    const { client, query } = clientFailing('3D000');
    await expect(dropDatabase(client, 'talento_test_x')).rejects.toThrow('failed with 3D000');
    expect(query).toHaveBeenCalledTimes(1);
  });
});
