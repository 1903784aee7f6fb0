import { screen, waitFor, within } from '@testing-library/react';
import en from '../../public/i18n/en.json';
import { HEALTH_OK, jsonResponse, stubFetch } from '../test/fetch';
import { renderRoutes } from '../test/render';
import { SCREEN_ROUTES } from './route-table';
import { buildRoutes } from './routes';

function renderAt(path: string) {
  stubFetch(() => jsonResponse(HEALTH_OK));
  return renderRoutes(buildRoutes(), { initialEntries: [path] });
}

const titleOf = (titleKey: string) =>
  (en.routes as Record<string, string>)[titleKey.replace('routes.', '')];

describe('the router', () => {
  it('shows a screen’s title, the coming-soon note and the API status', async () => {
    const { container } = renderAt('/apps/tablero');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablero Resumen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(await screen.findByTestId('health-status')).toHaveTextContent('OK');
    expect(container.querySelector('[data-layout="minimal"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Tablero Resumen · Talento Admin'));
  });

  it('frames signed-in screens with the top bar and the footer', async () => {
    renderAt('/mantenimiento/empresas');
    await screen.findByRole('heading', { level: 1, name: 'Empresas' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Talento Admin/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Talento Admin`,
    );
  });

  it('shows the auth screens in the empty layout', async () => {
    const { container } = renderAt('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="empty"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('matches paths case-insensitively, as the specification spells them', async () => {
    renderAt('/apps/busquedapostulante');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Busqueda del Postulante' }),
    ).toBeInTheDocument();
  });

  it('sends the empty path to favoritos', async () => {
    const { router } = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favoritos');
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    const { user, router } = renderAt('/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('health-card')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favoritos');
  });

  it.each(SCREEN_ROUTES.map((route) => [route.path, titleOf(route.titleKey), route.layout]))(
    '/%s shows "%s" in the %s layout',
    async (path, title, layout) => {
      const { container } = renderAt(`/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
    },
  );
});
