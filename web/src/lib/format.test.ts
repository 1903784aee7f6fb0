import {
  describeUserAgent,
  formatBytes,
  formatDay,
  formatDuration,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatWait,
  moneyFormat,
  PRODUCT_CURRENCY,
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

describe('formatWait', () => {
  it.each([
    [42, 'en', 'in 42 seconds'],
    [0.2, 'en', 'in 1 second'],
    [61, 'en', 'in 2 minutes'],
    [900, 'es', 'dentro de 15 minutos'],
    [3_601, 'tr', '2 saat sonra'],
  ])('%s s in %s -> %s, never shorter than the wait', (seconds, locale, expected) => {
    expect(formatWait(seconds, locale)).toBe(expected);
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

// Intl separates a number from a currency code or unit with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatNumber', () => {
  it.each([
    ['en', '17.4', '1,250,000.5'],
    ['es', '17,4', nbsp('1.250.000,5')],
    ['tr', '17,4', '1.250.000,5'],
  ])('%s writes decimals and thousands its own way', (locale, decimal, large) => {
    expect(formatNumber(17.4, locale)).toBe(decimal);
    expect(formatNumber(1_250_000.5, locale)).toBe(large);
  });
});

describe('formatMoney', () => {
  it.each([
    ['en', 'MXN', 'MX$1,250.50'],
    ['en', 'USD', '$1,250.50'],
    ['es', 'MXN', nbsp('1250,50 MXN')],
    ['es', 'USD', nbsp('1250,50 US$')],
    ['tr', 'MXN', 'MX$1.250,50'],
    ['tr', 'USD', '$1.250,50'],
  ])('%s shows %s with its currency: %s', (locale, currency, text) => {
    expect(formatMoney(1250.5, currency, locale)).toBe(text);
  });

  it('takes the number of decimals, the compact form and the sign', () => {
    expect(formatMoney(25_000, 'MXN', 'en', { maximumFractionDigits: 0 })).toBe('MX$25,000');
    expect(formatMoney(25_000, 'MXN', 'es', { maximumFractionDigits: 0 })).toBe(nbsp('25.000 MXN'));
    expect(formatMoney(2150, 'MXN', 'en', { signDisplay: 'always' })).toBe('+MX$2,150.00');
    expect(formatMoney(1_205_493_118_420, 'USD', 'en', { notation: 'compact' })).toBe('$1.2T');
  });

  it('writes a code Intl does not know after the number', () => {
    expect(formatMoney(1250.5, 'XYZ1', 'en')).toBe('1,250.5 XYZ1');
    expect(moneyFormat('XYZ1', 'es', { maximumFractionDigits: 0 }).formatRange(10, 20)).toBe(
      '10-20 XYZ1',
    );
  });

  it('has Mexican pesos as the currency of amounts without one', () => {
    expect(PRODUCT_CURRENCY).toBe('MXN');
  });
});
