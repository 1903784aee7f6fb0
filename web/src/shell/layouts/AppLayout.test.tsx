import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderRoutes } from '../../test/render';
import { shellConfig } from '../config/config-store';
import { ShellConfigEffect } from '../config/ShellConfigEffect';
import { AppLayout } from './AppLayout';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <ShellConfigEffect />
        <AppLayout />
      </>
    ),
    children: [
      { path: 'plain', handle: { layout: 'app' }, element: <h1>Plain</h1> },
      { path: 'thin-screen', handle: { layout: 'thin' }, element: <h1>Thin screen</h1> },
    ],
  },
];

function renderAt(path: string) {
  stubFetch(() => jsonResponse({ default: [], compact: [], futuristic: [], horizontal: [] }));
  return renderRoutes(routes, { initialEntries: [path] });
}

const shownLayout = (container: HTMLElement) =>
  container.querySelector('[data-layout]')?.getAttribute('data-layout');

// Unmounted first: a reset would otherwise draw the layout again outside act (in a bundle,
// this hook runs before the one Testing Library unmounts with).
afterEach(() => {
  cleanup();
  shellConfig.reset();
});

describe('the application layout', () => {
  it('is classy by default', async () => {
    const { container } = renderAt('/plain');
    await screen.findByRole('heading', { name: 'Plain' });
    expect(shownLayout(container)).toBe('classy');
  });

  it('is the configured one', async () => {
    shellConfig.update({ layout: 'modern' });
    const { container } = renderAt('/plain');
    await screen.findByRole('heading', { name: 'Plain' });
    expect(shownLayout(container)).toBe('modern');
  });

  it('is the route’s own when its data names one', async () => {
    shellConfig.update({ layout: 'modern' });
    const { container } = renderAt('/thin-screen');
    await screen.findByRole('heading', { name: 'Thin screen' });
    expect(shownLayout(container)).toBe('thin');
  });

  it('is the query parameter’s above all', async () => {
    shellConfig.update({ layout: 'modern' });
    const { container } = renderAt('/thin-screen?layout=dense');
    await screen.findByRole('heading', { name: 'Thin screen' });
    expect(shownLayout(container)).toBe('dense');
  });

  it.each([
    'empty',
    'centered',
    'enterprise',
    'material',
    'modern',
    'classic',
    'classy',
    'compact',
    'dense',
    'futuristic',
    'thin',
  ])('renders the %s layout around the screen', async (layout) => {
    const { container } = renderAt(`/plain?layout=${layout}`);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Plain' })).toBeInTheDocument();
    expect(shownLayout(container)).toBe(layout);
    if (layout !== 'empty') {
      expect(screen.getByRole('button', { name: 'Toggle the navigation' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toHaveTextContent(
        `© ${new Date().getFullYear()} Talento Admin`,
      );
    }
  });

  it('opens the settings from the toolbar, and keeps a cog at the edge only in the empty layout', async () => {
    const { container } = renderAt('/plain');
    await screen.findByRole('heading', { name: 'Plain' });
    const settings = screen.getByRole('button', { name: 'Open the settings' });
    expect(settings.closest('[data-testid="toolbar-actions"]')).not.toBeNull();
    expect(container.querySelector('.settings-button')).toBeNull();
  });

  it('has no toolbar in the empty layout, so the cog stays at the screen’s edge', async () => {
    renderAt('/plain?layout=empty');
    await screen.findByRole('heading', { name: 'Plain' });
    const settings = screen.getByRole('button', { name: 'Open the settings' });
    expect(settings).toHaveClass('settings-button');
  });

  it('switches layout, scheme and theme from the settings drawer, and remembers them', async () => {
    const { container, user } = renderAt('/plain');
    await screen.findByRole('heading', { name: 'Plain' });
    await user.click(screen.getByRole('button', { name: 'Open the settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(drawer).getByRole('radio', { name: 'Classy' })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Teal' })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Light' })).toBeChecked();

    await user.click(within(drawer).getByRole('radio', { name: 'Enterprise' }));
    await waitFor(() => expect(shownLayout(container)).toBe('enterprise'));
    await user.click(within(drawer).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    await user.click(within(drawer).getByRole('radio', { name: 'Rose' }));
    expect(document.body).toHaveClass('theme-rose');
    expect(document.body).not.toHaveClass('theme-teal');
    expect(JSON.parse(window.localStorage.getItem('talento.shellConfig')!)).toEqual({
      layout: 'enterprise',
      scheme: 'dark',
      theme: 'theme-rose',
    });

    await user.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(shownLayout(container)).toBe('classy');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(document.body).toHaveClass('theme-teal');
  });
});
