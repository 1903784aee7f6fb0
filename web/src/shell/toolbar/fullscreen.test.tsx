import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ToolbarToasts } from './common/toasts';
import { toggleFullscreen } from './fullscreen';
import { FullscreenToggle } from './FullscreenToggle';

type FakeDocument = Parameters<typeof toggleFullscreen>[0];

function fakeDocument({
  enabled = true,
  inFullscreen = false,
  request = jest.fn(async () => undefined),
}: {
  enabled?: boolean;
  inFullscreen?: boolean;
  /** null: the element has no requestFullscreen. */
  request?: jest.Mock | null;
} = {}) {
  const exitFullscreen = jest.fn(async () => undefined);
  const doc = {
    fullscreenEnabled: enabled,
    fullscreenElement: inFullscreen ? ({} as Element) : null,
    exitFullscreen,
    documentElement: { requestFullscreen: request ?? undefined } as unknown as HTMLElement,
  } as unknown as FakeDocument;
  return { doc, exitFullscreen, request };
}

describe('toggleFullscreen', () => {
  it('enters full screen on the whole page', async () => {
    const { doc, request } = fakeDocument();
    await expect(toggleFullscreen(doc)).resolves.toBe('entered');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('leaves full screen when in it', async () => {
    const { doc, exitFullscreen, request } = fakeDocument({ inFullscreen: true });
    await expect(toggleFullscreen(doc)).resolves.toBe('exited');
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it('says when the browser has no full screen', async () => {
    await expect(toggleFullscreen(fakeDocument({ enabled: false }).doc)).resolves.toBe(
      'unavailable',
    );
    await expect(toggleFullscreen(fakeDocument({ request: null }).doc)).resolves.toBe(
      'unavailable',
    );
  });

  it('says when the request is refused', async () => {
    const request = jest.fn(async () => {
      throw new TypeError('Permissions check failed');
    });
    await expect(toggleFullscreen(fakeDocument({ request }).doc)).resolves.toBe('failed');
  });
});

describe('FullscreenToggle', () => {
  it('shows the original client’s message when full screen is not available', async () => {
    // jsdom has no Fullscreen API at all.
    const { user } = renderWithProviders(
      <ToolbarToasts>
        <FullscreenToggle />
      </ToolbarToasts>,
    );
    await user.click(screen.getByRole('button', { name: 'Toggle Fullscreen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fullscreen is not available in this browser.',
    );
  });

  it('shows the original client’s message when entering fails', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const request = jest.fn(async () => {
      throw new TypeError('denied');
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      value: request,
      configurable: true,
    });
    const { user } = renderWithProviders(
      <ToolbarToasts>
        <FullscreenToggle />
      </ToolbarToasts>,
    );
    await user.click(screen.getByRole('button', { name: 'Toggle Fullscreen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Entering fullscreen mode failed.');
    expect(request).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  });
});
