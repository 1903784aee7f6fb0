import { dropServerSnapshot, serverSnapshot, SNAPSHOT_ID } from './server-snapshot';

describe('the server’s snapshot of a page', () => {
  afterEach(() => {
    document.getElementById(SNAPSHOT_ID)?.remove();
    window.history.replaceState(null, '', '/');
  });

  function snapshot() {
    const element = document.createElement('div');
    element.id = SNAPSHOT_ID;
    document.body.append(element);
    return element;
  }

  it('is the page only at the address the document was loaded at', () => {
    const element = snapshot();
    expect(serverSnapshot()).toBe(element);
    window.history.pushState(null, '', '/home/vacantes/VAC-0001/enviada');
    expect(serverSnapshot()).toBeNull();
  });

  it('goes when the app takes the page over, wherever the address has moved', () => {
    snapshot();
    window.history.pushState(null, '', '/elsewhere');
    dropServerSnapshot();
    expect(document.getElementById(SNAPSHOT_ID)).toBeNull();
    expect(() => dropServerSnapshot()).not.toThrow();
  });
});
