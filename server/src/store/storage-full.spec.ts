import { DatabaseError } from 'pg-protocol';
import { isStorageFull, StorageState } from './storage-full';

const withCode = (code: string) => Object.assign(new Error(`${code}: no space`), { code });

/** What `pg` throws for an error the server reports, as a full disk makes it. */
function pgError(sqlstate: string): DatabaseError {
  const error = new DatabaseError('could not extend file "base/16384/16385"', 80, 'error');
  error.code = sqlstate;
  return error;
}

describe('isStorageFull', () => {
  it('knows a full disk or quota of the data folder, and a full disk of the database', () => {
    expect(isStorageFull(withCode('ENOSPC'))).toBe(true);
    expect(isStorageFull(withCode('EDQUOT'))).toBe(true);
    // disk_full
    expect(isStorageFull(pgError('53100'))).toBe(true);
  });

  it('looks into causes and aggregated errors', () => {
    expect(isStorageFull(new Error('commit failed', { cause: withCode('ENOSPC') }))).toBe(true);
    expect(isStorageFull(new AggregateError([new Error('x'), pgError('53100')]))).toBe(true);
  });

  it('is false for other failures', () => {
    for (const code of ['EACCES', 'EIO', 'EROFS', '53200', '53300', '23505']) {
      expect(isStorageFull(withCode(code))).toBe(false);
    }
    expect(isStorageFull(new Error('no space left'))).toBe(false);
    expect(isStorageFull(undefined)).toBe(false);
  });
});

describe('StorageState', () => {
  it('is full from a write refused for want of space until a write gets through', () => {
    const state = new StorageState();
    expect(state.full).toBe(false);
    state.noteWrite(withCode('EIO'));
    expect(state.full).toBe(false);
    state.noteWrite(pgError('53100'));
    expect(state.full).toBe(true);
    state.noteWrite(withCode('EIO'));
    expect(state.full).toBe(true);
    state.noteWrite();
    expect(state.full).toBe(false);
  });
});
