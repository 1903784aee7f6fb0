import { ExpiringCounter } from './expiring-counter';

describe('ExpiringCounter', () => {
  let now: number;
  const clock = () => now;
  const counter = (maxKeys = 100) => new ExpiringCounter({ windowMs: 1000, maxKeys, now: clock });

  beforeEach(() => {
    now = 0;
  });

  it('counts within the window and forgets the key when it ends', () => {
    const tallies = counter();
    tallies.increment('a');
    now = 600;
    tallies.increment('a');
    expect(tallies.count('a')).toBe(2);
    expect(tallies.msLeft('a')).toBe(400);
    now = 1000;
    expect(tallies.count('a')).toBe(0);
    expect(tallies.msLeft('a')).toBe(0);
    tallies.increment('a');
    expect(tallies.count('a')).toBe(1);
    expect(tallies.msLeft('a')).toBe(1000);
  });

  it('decrements down to nothing, and deletes', () => {
    const tallies = counter();
    tallies.increment('a');
    tallies.increment('a');
    tallies.decrement('a');
    expect(tallies.count('a')).toBe(1);
    tallies.decrement('a');
    tallies.decrement('a');
    expect(tallies.count('a')).toBe(0);
    expect(tallies.size).toBe(0);
    tallies.increment('b');
    tallies.delete('b');
    expect(tallies.count('b')).toBe(0);
  });

  it('holds at most maxKeys, forgetting the oldest first', () => {
    const tallies = counter(3);
    for (let key = 0; key < 1000; key += 1) {
      now = key;
      tallies.increment(`key-${key}`);
    }
    expect(tallies.size).toBe(3);
    expect(tallies.count('key-999')).toBe(1);
    expect(tallies.count('key-997')).toBe(1);
    expect(tallies.count('key-996')).toBe(0);
  });

  it('drops expired keys before any live one', () => {
    const tallies = counter(3);
    tallies.increment('old-1');
    tallies.increment('old-2');
    now = 500;
    tallies.increment('live');
    now = 1200;
    tallies.increment('new-1');
    tallies.increment('new-2');
    expect(tallies.size).toBe(3);
    expect(tallies.count('live')).toBe(1);
  });
});
