import { isStoreUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it('knows a database that cannot be reached', () => {
    expect(isStoreUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isStoreUnavailable(withCode('ETIMEDOUT'))).toBe(true);
    // connection_failure (class 08), admin_shutdown, cannot_connect_now, too many clients
    for (const code of ['08006', '08001', '57P01', '57P03', '53300']) {
      expect(isStoreUnavailable(withCode(code))).toBe(true);
    }
    expect(
      isStoreUnavailable(withCode('55000', 'database "x" is not currently accepting connections')),
    ).toBe(true);
    expect(isStoreUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStoreUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks into causes and aggregated errors', () => {
    expect(isStoreUnavailable(new Error('wrapped', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isStoreUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'all failed'))).toBe(
      true,
    );
  });

  it('leaves every other error alone', () => {
    expect(isStoreUnavailable(new Error('Collection tasks is not open'))).toBe(false);
    // unique_violation, object_not_in_prerequisite_state for another reason, a bad password
    expect(isStoreUnavailable(withCode('23505'))).toBe(false);
    expect(isStoreUnavailable(withCode('55000', 'lock not available'))).toBe(false);
    expect(isStoreUnavailable(withCode('28P01'))).toBe(false);
    expect(isStoreUnavailable(undefined)).toBe(false);
    expect(isStoreUnavailable('ECONNREFUSED')).toBe(false);
  });
});
