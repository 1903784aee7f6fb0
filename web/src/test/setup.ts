import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A screen's first render transforms and loads its modules; on a busy two-core machine that
// can take longer than Testing Library's 1 s default wait. A broken screen still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom implements neither scrolling nor matchMedia; the router's scroll restoration and
// react-bootstrap's media queries call them.
window.scrollTo = () => undefined;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  window.localStorage.clear();
  // Tests stub fetch (test/fetch.ts); none may leak into the next.
  Reflect.deleteProperty(globalThis, 'fetch');
});
