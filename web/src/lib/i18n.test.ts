import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BackendModule, ReadCallback } from 'i18next';
import { ApiError, setErrorCodeTranslator } from './api/errors';
import {
  ALL_TRANSLATIONS_FAILED_MESSAGE,
  browserLanguage,
  createI18n,
  createMissingKeyHandler,
  errorCodeTranslator,
  i18nOptions,
  initialLanguage,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  storedLanguage,
  translationsLoadPath,
} from './i18n';

/** A backend that answers from a table; languages not in it fail like a network error. */
function fakeBackend(files: Record<string, object>) {
  const read = jest.fn((language: string, _namespace: string, callback: ReadCallback) => {
    const file = files[language];
    // `true` as data marks the failure as retryable, as i18next-http-backend does.
    if (file) callback(null, file);
    else callback(new Error(`failed loading /i18n/${language}.json`), true);
  });
  const backend: BackendModule = { type: 'backend', init: () => undefined, read };
  return { backend, read };
}

const EN = { common: { retry: 'Retry', appName: 'Talento Admin' } };
const TR = { common: { retry: 'Tekrar dene' } };

describe('translationsLoadPath', () => {
  it('resolves against the base URL, not the current route', () => {
    expect(translationsLoadPath('http://localhost:3000/')).toBe(
      'http://localhost:3000/i18n/{{lng}}.json',
    );
    // A deep link with <base href="/"> has the root as its base URL.
    document.head.insertAdjacentHTML('afterbegin', '<base href="/">');
    window.history.pushState({}, '', '/apps/tablero');
    expect(translationsLoadPath()).toBe('http://localhost/i18n/{{lng}}.json');
    document.querySelector('base')?.remove();
    window.history.pushState({}, '', '/');
  });
});

describe('i18nOptions', () => {
  it('sets the languages, English fallback, two retries and double-brace interpolation', () => {
    const options = i18nOptions();
    expect(options).toMatchObject({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'tr', 'es'],
      maxRetries: 2,
      interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
    });
  });

  it('starts in the remembered language when it is one we offer', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    expect(i18nOptions().lng).toBe('tr');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(i18nOptions().lng).toBe('en');
    expect(storedLanguage(null)).toBeNull();
  });
});

describe('browserLanguage', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['es-ES'], 'es'],
    [['tr-TR', 'es'], 'tr'],
    [['en-GB', 'es'], 'en'],
    [['de-DE', 'fr', 'es-AR', 'tr'], 'es'],
    [['TR'], 'tr'],
    [['pt_BR', 'es_CL'], 'es'],
  ])('%j -> %s (the first one offered, by its base)', (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });

  it.each([[[]], [['de-DE', 'fr-FR']]])('%j offers none', (languages) => {
    expect(browserLanguage(languages)).toBeNull();
  });
});

describe('initialLanguage', () => {
  const storage = (value: string | null) => ({ getItem: () => value, setItem: jest.fn() });

  it('follows the browser on a first visit', () => {
    expect(initialLanguage(storage(null), ['es-MX', 'en-US'])).toBe('es');
    expect(initialLanguage(storage(null), ['tr'])).toBe('tr');
  });

  it('is English when the browser names no language we offer', () => {
    expect(initialLanguage(storage(null), ['de-DE', 'fr'])).toBe('en');
    expect(initialLanguage(null, [])).toBe('en');
  });

  it('lets the remembered choice win over the browser', () => {
    expect(initialLanguage(storage('en'), ['es-ES'])).toBe('en');
    expect(initialLanguage(storage('tr'), ['es-ES', 'en'])).toBe('tr');
  });

  it('ignores a remembered value we no longer offer', () => {
    expect(initialLanguage(storage('de'), ['es-ES'])).toBe('es');
  });

  it('reads navigator.languages in order when none are given', () => {
    const spy = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr', 'es-MX']);
    try {
      window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      expect(initialLanguage()).toBe('es');
      expect(i18nOptions().lng).toBe('es');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('createMissingKeyHandler', () => {
  it('warns once per missing key', () => {
    const warn = jest.fn();
    const handler = createMissingKeyHandler(warn);
    handler(['en'], 'translation', 'health.nope');
    handler(['en'], 'translation', 'health.nope');
    handler(['en'], 'translation', 'other.nope');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Missing translation key "health.nope" (en)');
  });
});

describe('an initialised instance', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows a missing key as itself and logs a warning', async () => {
    const { backend } = fakeBackend({ en: EN });
    const i18n = await initI18n(createI18n(backend), { retryTimeout: 1 });
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(i18n.t('health.title' as never)).toBe('health.title');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"health.title"'));
  });

  it('remembers the chosen language and sets <html lang>', async () => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const { backend } = fakeBackend({ en: EN, tr: TR });
    const i18n = await initI18n(createI18n(backend), { retryTimeout: 1 });
    expect(document.documentElement.lang).toBe('en');
    // The starting language is no choice of the person's: nothing remembered yet.
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await i18n.changeLanguage('tr');
    expect(i18n.t('common.retry')).toBe('Tekrar dene');
    expect(document.documentElement.lang).toBe('tr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
  });

  it("starts in the browser's language on a first visit and sets <html lang>", async () => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const { backend } = fakeBackend({ en: EN, tr: TR });
    const i18n = await initI18n(createI18n(backend), {
      lng: initialLanguage(null, ['tr-TR', 'en']),
      retryTimeout: 1,
    });
    expect(i18n.language).toBe('tr');
    expect(i18n.t('common.retry')).toBe('Tekrar dene');
    expect(document.documentElement.lang).toBe('tr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('retries a failed file twice, then falls back to English', async () => {
    const { backend, read } = fakeBackend({ en: EN });
    const i18n = await initI18n(createI18n(backend), { lng: 'tr', retryTimeout: 1 });
    const triesOf = (language: string) =>
      read.mock.calls.filter(([asked]) => asked === language).length;
    expect(triesOf('tr')).toBe(3);
    expect(triesOf('en')).toBe(1);
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(error).not.toHaveBeenCalledWith(ALL_TRANSLATIONS_FAILED_MESSAGE);
  });

  it('logs an error when no language could be loaded', async () => {
    const { backend } = fakeBackend({});
    await initI18n(createI18n(backend), { lng: 'es', retryTimeout: 1 });
    expect(error).toHaveBeenCalledWith(ALL_TRANSLATIONS_FAILED_MESSAGE);
  });
});

describe('numbers in texts', () => {
  const FILES = {
    en: { summary: { days: '{{count}} days', points: '{{value}} points', year: '© {{year}}' } },
    es: { summary: { days: '{{count}} días', points: '{{value}} puntos', year: '© {{year}}' } },
    tr: { summary: { days: '{{count}} gün', points: '{{value}} puan', year: '© {{year}}' } },
  };

  it.each([
    ['en', '17.4 days', '1,250 points'],
    ['es', '17,4 días', '1250 puntos'],
    ['tr', '17,4 gün', '1.250 puan'],
  ])('%s writes them its own way', async (language, days, points) => {
    const { backend } = fakeBackend(FILES);
    const i18n = await initI18n(createI18n(backend, null), { lng: language, retryTimeout: 1 });
    const t = i18n.t as unknown as (key: string, options: object) => string;
    expect(t('summary.days', { count: 17.4 })).toBe(days);
    expect(t('summary.points', { value: 1250 })).toBe(points);
    // Digits given as a string stay as they are.
    expect(t('summary.year', { year: '2026' })).toBe('© 2026');
    expect(t('summary.points', { value: 'many' })).toContain('many');
  });
});

describe('a spent limit’s text', () => {
  const files = Object.fromEntries(
    ['en', 'es', 'tr'].map((language) => [
      language,
      JSON.parse(readFileSync(join(__dirname, `../../public/i18n/${language}.json`), 'utf8')),
    ]),
  );

  it.each([
    ['en', 42, 'Too many attempts. Try again in 42 seconds.'],
    ['es', 900, 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.'],
    ['tr', 42, 'Çok fazla deneme yapıldı; 42 saniye sonra yeniden deneyin.'],
    ['es', undefined, 'Demasiados intentos. Vuelve a intentarlo en un momento.'],
  ])('in %s tells a wait of %s seconds', async (language, seconds, expected) => {
    const { backend } = fakeBackend(files);
    const i18n = await initI18n(createI18n(backend, null), { lng: language, retryTimeout: 1 });
    const translate = errorCodeTranslator(i18n);
    expect(translate('too-many-attempts', { retryAfterSeconds: seconds })).toBe(expected);
    // Other codes are not touched by it; unknown ones are left to the server's message.
    expect(translate('not-found', { retryAfterSeconds: seconds })).toBe(
      files[language].errors['not-found'],
    );
    expect(translate('no-such-code', {})).toBeUndefined();
  });
});

describe('a failure of the server without a code', () => {
  const files = Object.fromEntries(
    ['en', 'es', 'tr'].map((language) => [
      language,
      JSON.parse(readFileSync(join(__dirname, `../../public/i18n/${language}.json`), 'utf8')),
    ]),
  );

  it.each(['en', 'es', 'tr'])(
    'is told in %s, not in the words of the server or a proxy',
    async (language) => {
      const { backend } = fakeBackend(files);
      const i18n = await initI18n(createI18n(backend, null), { lng: language, retryTimeout: 1 });
      const restore = setErrorCodeTranslator(errorCodeTranslator(i18n));
      try {
        const expected = files[language].errors.serverFailed;
        const unexpected = new ApiError({
          statusCode: 500,
          message: 'Internal server error',
          error: 'Internal Server Error',
        });
        expect(unexpected.message).toBe(expected);
        expect(unexpected.serverMessage).toBe('Internal server error');
        const proxy = ApiError.fromResponse({ status: 502, statusText: 'Bad Gateway' }, '<html>');
        expect(proxy.message).toBe(expected);
        // A 5xx with a code keeps its own text; a 4xx without one keeps the server's words.
        const coded = new ApiError({
          statusCode: 503,
          code: 'store-unavailable',
          message: 'The database is not answering',
          error: 'Service Unavailable',
        });
        expect(coded.message).toBe(files[language].errors['store-unavailable']);
        const refused = new ApiError({
          statusCode: 400,
          message: 'name must be a string',
          error: 'Bad Request',
        });
        expect(refused.message).toBe('name must be a string');
      } finally {
        restore();
      }
    },
  );
});
