import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import es from '../../../public/i18n/es.json';
import tr from '../../../public/i18n/tr.json';
import { Outlet, useLocation } from 'react-router';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderRoutes } from '../../test/render';
import { registerNavigationFunction } from './navigation-functions';
import * as translate from './translate';
import type { NavigationItem } from './types';
import { useNavigationDrawer } from './useNavigationDrawer';
import { VerticalNavigation } from './VerticalNavigation';

// Watched, not replaced: a compiled module's exports cannot be spied on in place.
jest.mock('./translate', () => {
  const actual = jest.requireActual<typeof translate>('./translate');
  return { ...actual, translateNavigation: jest.fn(actual.translateNavigation) };
});

const TREE: NavigationItem[] = [
  {
    id: 'dashboards',
    type: 'group',
    title: 'Dashboards',
    subtitle: 'Reportes, informes',
    children: [
      { id: 'tablero', type: 'basic', title: 'Tablero Resumen', link: '/apps/tablero' },
      {
        id: 'vacancia',
        type: 'collapsable',
        title: 'Vacancia',
        children: [
          { id: 'v1', type: 'basic', title: 'Crear Vacancia', link: '/apps/crearvacanciaInterno' },
          {
            id: 'v2',
            type: 'basic',
            title: 'Lista de Vacancia',
            link: '/apps/listadovacanciaInterna',
          },
        ],
      },
      {
        id: 'postulantes',
        type: 'collapsable',
        title: 'Postulantes',
        children: [
          { id: 'p1', type: 'basic', title: 'Crea un Postulante', link: '/apps/crearpostulante' },
        ],
      },
      {
        id: 'bloqueado',
        type: 'collapsable',
        title: 'Bloqueado',
        disabled: true,
        children: [{ id: 'b1', type: 'basic', title: 'Oculto', link: '/apps/menuconfig' }],
      },
      {
        id: 'premios',
        type: 'aside',
        title: 'Premios',
        children: [{ id: 'pr1', type: 'basic', title: 'Catálogo', link: '/apps/premios' }],
      },
      {
        id: 'abiertas',
        type: 'basic',
        title: 'Vacantes abiertas',
        link: '/apps/listadovacanciaInterna',
        queryParams: { estado: 'abierta' },
        exactMatch: true,
      },
      { id: 'ayuda', type: 'basic', title: 'Ayuda', function: 'open-help' },
      { id: 'escondido', type: 'basic', title: 'Escondido', link: '/x', hidden: true },
      {
        id: 'externo',
        type: 'basic',
        title: 'Web',
        link: 'https://example.com',
        externalLink: true,
      },
    ],
  },
];

function Harness() {
  const drawer = useNavigationDrawer();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={drawer.toggle} aria-expanded={drawer.opened}>
        Menu
      </button>
      <VerticalNavigation id="nav" drawer={drawer} />
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <Outlet />
    </>
  );
}

function setWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const fetchedTree = jest.fn();

function renderAt(path: string, { wide = true, tree = TREE } = {}) {
  setWide(wide);
  fetchedTree.mockClear();
  stubFetch(() => {
    fetchedTree();
    return jsonResponse({ default: tree, compact: [], futuristic: [], horizontal: [] });
  });
  const result = renderRoutes(
    [{ element: <Harness />, children: [{ path: '*', element: <p>screen</p> }] }],
    { initialEntries: [path] },
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return { ...result, nav };
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const collapsable = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('the vertical navigation', () => {
  it('shows the tree from the API, its group and subtitle, without hidden items', async () => {
    const { nav } = renderAt('/favoritos');
    expect(await within(nav).findByRole('link', { name: 'Tablero Resumen' })).toHaveAttribute(
      'href',
      '/apps/tablero',
    );
    expect(within(nav).getByRole('group', { name: 'Dashboards' })).toHaveTextContent(
      'Reportes, informes',
    );
    expect(within(nav).queryByText('Escondido')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Web' })).toHaveAttribute('target', '_blank');
  });

  it('marks the active item and expands its collapsable parent', async () => {
    const { nav } = renderAt('/apps/crearpostulante');
    expect(await within(nav).findByRole('link', { name: 'Crea un Postulante' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(collapsable('Postulantes')).toHaveAttribute('aria-expanded', 'true');
    expect(collapsable('Vacancia')).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles a collapsable item, and opening one collapses the others', async () => {
    const { user } = renderAt('/favoritos');
    await screen.findByRole('link', { name: 'Tablero Resumen' });
    await user.click(collapsable('Vacancia'));
    expect(collapsable('Vacancia')).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapsable('Postulantes'));
    expect(collapsable('Postulantes')).toHaveAttribute('aria-expanded', 'true');
    expect(collapsable('Vacancia')).toHaveAttribute('aria-expanded', 'false');
    await user.click(collapsable('Postulantes'));
    expect(collapsable('Postulantes')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the collapsable holding the active route open when another opens', async () => {
    const { user } = renderAt('/apps/crearpostulante');
    await screen.findByRole('link', { name: 'Crea un Postulante' });
    await user.click(collapsable('Vacancia'));
    expect(collapsable('Vacancia')).toHaveAttribute('aria-expanded', 'true');
    expect(collapsable('Postulantes')).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not toggle a disabled collapsable', async () => {
    renderAt('/favoritos');
    await screen.findByRole('link', { name: 'Tablero Resumen' });
    expect(collapsable('Bloqueado')).toBeDisabled();
    expect(collapsable('Bloqueado')).toHaveAttribute('aria-expanded', 'false');
  });

  it('after a navigation expands the new route’s parent and collapses the rest', async () => {
    const { user, nav } = renderAt('/apps/crearpostulante');
    await user.click(await within(nav).findByRole('link', { name: 'Tablero Resumen' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/apps/tablero');
    expect(collapsable('Postulantes')).toHaveAttribute('aria-expanded', 'false');
    await user.click(collapsable('Vacancia'));
    await user.click(within(nav).getByRole('link', { name: 'Lista de Vacancia' }));
    expect(collapsable('Vacancia')).toHaveAttribute('aria-expanded', 'true');
  });

  it('matches query parameters exactly on an exactMatch item', async () => {
    const { nav, router } = renderAt('/apps/listadovacanciaInterna?estado=abierta');
    const item = await within(nav).findByRole('link', { name: 'Vacantes abiertas' });
    expect(item).toHaveAttribute('href', '/apps/listadovacanciaInterna?estado=abierta');
    expect(item).toHaveAttribute('aria-current', 'page');
    // The plain item (no exactMatch, no query) is active too: its path matches.
    expect(within(nav).getByRole('link', { name: 'Lista de Vacancia' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(() => router.navigate('/apps/listadovacanciaInterna?estado=abierta&page=2'));
    await waitFor(() => expect(item).not.toHaveAttribute('aria-current'));
  });

  it('opens an aside panel with the aside item’s children, and Escape closes it', async () => {
    const { user, nav } = renderAt('/favoritos');
    const premios = await within(nav).findByRole('button', { name: 'Premios' });
    await user.click(premios);
    expect(premios).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Catálogo' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(premios).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Catálogo' })).not.toBeInTheDocument();
  });

  it('runs the client-side function an item names', async () => {
    const action = jest.fn();
    const unregister = registerNavigationFunction('open-help', action);
    const { user, nav } = renderAt('/favoritos');
    await user.click(await within(nav).findByRole('button', { name: 'Ayuda' }));
    expect(action).toHaveBeenCalledWith(expect.objectContaining({ id: 'ayuda' }));
    unregister();
  });

  describe('on a small screen', () => {
    it('is closed, opens from the menu button and closes after choosing a screen', async () => {
      const { user, nav } = renderAt('/favoritos', { wide: false });
      expect(nav).toHaveClass('vnav--over', 'vnav--closed');
      // Drawn when first opened, not with the first screen.
      expect(nav.querySelector('.vnav-item')).toBeNull();
      const menu = screen.getByRole('button', { name: 'Menu' });
      await user.click(menu);
      expect(nav).toHaveClass('vnav--opened');
      await user.click(await within(nav).findByRole('link', { name: 'Tablero Resumen' }));
      expect(screen.getByTestId('address')).toHaveTextContent('/apps/tablero');
      expect(nav).toHaveClass('vnav--closed');
      // Kept once drawn, so that it can slide away and back.
      expect(nav.querySelector('.vnav-item')).not.toBeNull();
    });

    it('translates the menu when it is first opened, not with the first screen', async () => {
      const translating = jest.mocked(translate.translateNavigation);
      translating.mockClear();
      const { user, nav } = renderAt('/favoritos', { wide: false });
      // The tree has arrived (fetched ahead), but nobody sees it yet.
      await waitFor(() => expect(fetchedTree).toHaveBeenCalled());
      await act(async () => undefined);
      expect(translating).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      expect(await within(nav).findByRole('link', { name: 'Tablero Resumen' })).toBeVisible();
      expect(translating).toHaveBeenCalled();
    });

    it('closes on a click on the backdrop, closing the aside too', async () => {
      const { user, nav } = renderAt('/favoritos', { wide: false });
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(await within(nav).findByRole('button', { name: 'Premios' }));
      fireEvent.click(screen.getByTestId('navigation-backdrop'));
      expect(nav).toHaveClass('vnav--closed');
      expect(within(nav).queryByRole('link', { name: 'Catálogo' })).not.toBeInTheDocument();
    });
  });

  describe('in the reader’s language', () => {
    const TRANSLATED: NavigationItem[] = [
      {
        id: 'dashboards',
        type: 'group',
        title: 'Dashboards',
        translation: 'nav.dashboards',
        subtitle: 'Reportes, informes',
        subtitleTranslation: 'nav.dashboardsSubtitle',
        children: [
          {
            id: 'tablero',
            type: 'basic',
            title: 'Tablero Resumen',
            translation: 'nav.tablero',
            link: '/apps/tablero',
          },
          {
            id: 'postulantes',
            type: 'collapsable',
            title: 'Postulantes',
            translation: 'nav.postulantes',
            children: [
              {
                id: 'busqueda',
                type: 'basic',
                title: 'Busqueda del Postulante',
                translation: 'nav.busquedaPostulante',
                link: '/apps/Busquedapostulante',
              },
            ],
          },
          // An administrator's own item, and a key the files do not know: the server's text.
          { id: 'mio', type: 'basic', title: 'Informe mío', link: '/apps/autoreportes' },
          {
            id: 'raro',
            type: 'basic',
            title: 'Clave rara',
            translation: 'nav.noSuchKey',
            link: '/apps/menuconfig',
          },
        ],
      },
    ];

    it('shows English titles in English, the server’s text (marked Spanish) where no key fits', async () => {
      const { nav } = renderAt('/apps/Busquedapostulante', { tree: TRANSLATED });
      expect(await within(nav).findByRole('link', { name: 'Summary Dashboard' })).toHaveAttribute(
        'href',
        '/apps/tablero',
      );
      const group = within(nav).getByRole('group', { name: 'Dashboards' });
      expect(group).toHaveTextContent('Reports and summaries');
      expect(group).not.toHaveTextContent('Reportes');
      expect(within(nav).getByRole('button', { name: /Applicants/ })).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Applicant Search' })).toBeInTheDocument();
      expect(within(nav).queryByText('Tablero Resumen')).not.toBeInTheDocument();
      expect(within(nav).getByText('Informe mío')).toHaveAttribute('lang', 'es');
      expect(within(nav).getByText('Clave rara')).toHaveAttribute('lang', 'es');
      expect(within(nav).getByText('Summary Dashboard')).not.toHaveAttribute('lang');
    });

    it('follows a change of language: Spanish (accents right), then Turkish', async () => {
      const { nav, i18n } = renderAt('/apps/Busquedapostulante', { tree: TRANSLATED });
      await within(nav).findByRole('link', { name: 'Summary Dashboard' });
      i18n.addResourceBundle('es', 'translation', es);
      i18n.addResourceBundle('tr', 'translation', tr);
      await act(() => i18n.changeLanguage('es'));
      expect(within(nav).getByRole('link', { name: 'Tablero Resumen' })).toBeInTheDocument();
      expect(
        within(nav).getByRole('link', { name: 'Búsqueda del Postulante' }),
      ).toBeInTheDocument();
      expect(within(nav).getByRole('group', { name: 'Paneles' })).toHaveTextContent(
        'Reportes, informes',
      );
      // Spanish text on a Spanish page needs no lang of its own.
      expect(within(nav).getByText('Informe mío')).not.toHaveAttribute('lang');
      await act(() => i18n.changeLanguage('tr'));
      expect(within(nav).getByRole('link', { name: 'Özet Panosu' })).toBeInTheDocument();
      expect(within(nav).getByRole('group', { name: 'Panolar' })).toHaveTextContent(
        'Raporlar ve özetler',
      );
      expect(within(nav).getByText('Informe mío')).toHaveAttribute('lang', 'es');
    });
  });
});
