import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// Testing Library's cleanup and user-event's clipboard reset register their own afterEach
// when first loaded. Loaded here, those hooks hold for every test of a file or a bundle of
// files (scripts/jest-bundles.cjs), not only for the describe that happened to load them.
import '@testing-library/user-event';

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

// ProseMirror (the rich-text editor, components/html-editor) maps a click to a position
// and scrolls the caret into view by measuring boxes, which jsdom does not lay out. These
// answer as an unlaid-out page would: no element at a point, empty boxes.
const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
Element.prototype.getClientRects ??= noRects as unknown as () => DOMRectList;
Range.prototype.getClientRects ??= noRects as unknown as () => DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
document.elementFromPoint ??= () => null;

afterEach(() => {
  // Each test starts where a test file does (`npm test` runs several files in one page,
  // scripts/jest-bundles.cjs): at the first address, with nothing remembered.
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Tests stub fetch (test/fetch.ts); none may leak into the next.
  Reflect.deleteProperty(globalThis, 'fetch');
  // Nor a fake clock: the next test's waits would never end.
  jest.useRealTimers();
});
