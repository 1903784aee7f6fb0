import { jsonResponse, stubFetch } from '../test/fetch';
import { isMissingCode, reloadForNewVersion } from './new-version';

describe('isMissingCode', () => {
  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/Page-1.js', true],
    ['error loading dynamically imported module: http://x/assets/Page-1.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/Page-1.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s: %s', (message, expected) => {
    expect(isMissingCode(new TypeError(message))).toBe(expected);
  });

  it('is false for what is not an Error', () => {
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadForNewVersion', () => {
  beforeEach(() => window.history.replaceState(null, '', '/apps/contacts?tag=a'));

  it('reloads once for an address while the server answers, then not again within a minute', async () => {
    const fetch = stubFetch(() => jsonResponse({ status: 'ok' }));
    const reload = jest.fn();
    let now = 1_000_000;
    expect(await reloadForNewVersion({ reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/health/live');

    // Reloaded, the screen failed again: it is not the deploy, so no loop of reloads.
    now += 30_000;
    expect(await reloadForNewVersion({ reload, now: () => now })).toBe(false);
    // Another address, or a minute later, is a new case.
    window.history.replaceState(null, '', '/apps/notes');
    expect(await reloadForNewVersion({ reload, now: () => now })).toBe(true);
    window.history.replaceState(null, '', '/apps/contacts?tag=a');
    now += 61_000;
    expect(await reloadForNewVersion({ reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when the server does not answer, or answers an error', async () => {
    const reload = jest.fn();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reloadForNewVersion({ reload })).toBe(false);
    stubFetch(() => jsonResponse({ statusCode: 503 }, 503));
    expect(await reloadForNewVersion({ reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
