import {
  describeUserAgent,
  formatBytes,
  formatDay,
  formatDuration,
  formatRelativeTime,
} from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0 sec'],
    [42, '42 sec'],
    [61, '1 min 1 sec'],
    [3_725, '1 hr 2 min'],
    [93_784, '1 day 2 hr'],
    [86_400 + 300, '1 day'],
    [-5, '0 sec'],
  ])('%i seconds read "%s" in English', (seconds, text) => {
    expect(formatDuration(seconds, 'en')).toBe(text);
  });

  it('speaks the reader’s language', () => {
    expect(formatDuration(93_784, 'tr')).toBe('1 gün 2 sa.');
    expect(formatDuration(3_725, 'es')).toBe('1 h 2 min');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:57:00Z', 'en', '3 minutes ago'],
    ['2026-11-23T11:59:50Z', 'en', '10 seconds ago'],
    ['2026-11-21T12:00:00Z', 'en', '2 days ago'],
    ['2026-11-23T14:00:00Z', 'es', 'dentro de 2 horas'],
  ])('%s in %s -> %s', (date, locale, expected) => {
    expect(formatRelativeTime(date, locale, now)).toBe(expected);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      { browser: 'Chrome', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      { browser: 'Edge', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', system: 'iOS' },
    ],
    ['', { browser: '', system: '' }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [193, '193 B'],
    [1023, '1,023 B'],
    [1024, '1 kB'],
    [1536, '1.5 kB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('%i bytes read "%s" in English', (bytes, text) => {
    expect(formatBytes(bytes, 'en')).toBe(text);
  });

  it('never spells bytes out, in any language', () => {
    for (const locale of ['en', 'tr', 'es']) {
      expect(formatBytes(193, locale)).toBe('193 B');
      expect(formatBytes(193, locale)).not.toMatch(/byte/i);
    }
  });
});

describe('formatDay', () => {
  it('shows a calendar date as that day wherever the reader is', () => {
    expect(formatDay('2026-11-20', 'en')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20', 'es')).toBe('20 nov 2026');
  });

  it('makes one formatter per language and reuses it', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    formatDay('2026-11-20T10:00:00Z', 'es-AR');
    const afterFirst = made.mock.calls.length;
    formatDay('2026-11-21T10:00:00Z', 'es-AR');
    expect(made.mock.calls.length).toBe(afterFirst);
    made.mockRestore();
  });

  it('leaves an empty or unreadable value as it is', () => {
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
