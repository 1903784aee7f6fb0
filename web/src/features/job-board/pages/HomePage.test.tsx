import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { EMBEDDED_DATA_ID, SNAPSHOT_ID } from '../../../lib/server-snapshot';
import { resetEmbeddedData } from '../api/embedded';
import type { HomeData, PublicVacancySummary } from '../api/public-board';
import { Component as HomePage } from './HomePage';

const vacancy = (code: string, overrides: Partial<PublicVacancySummary> = {}) =>
  ({
    code,
    title: `Analista ${code}`,
    companyName: 'Acme',
    category: { slug: 'tecnologia', name: 'Tecnología' },
    location: 'Mérida',
    modality: 'hybrid',
    contractType: 'full-time',
    salary: null,
    publishedAt: '2026-05-01T10:00:00.000Z',
    closesAt: null,
    ...overrides,
  }) satisfies PublicVacancySummary;

const FILTERS = {
  categories: [{ slug: 'tecnologia', name: 'Tecnología', count: 2 }],
  modalities: [
    { modality: 'onsite' as const, count: 1 },
    { modality: 'hybrid' as const, count: 1 },
  ],
  locations: [{ name: 'Mérida', count: 2 }],
};
const BANNERS = [
  { id: 'b1', title: 'Feria de empleo', image: null, link: 'https://example.com/feria' },
];

function page(items: PublicVacancySummary[], pageNumber = 1, lastPage = 1) {
  return {
    items,
    pagination: {
      length: items.length + (lastPage - 1) * 12,
      size: 12,
      page: pageNumber,
      lastPage,
    },
  };
}

/** The board's API: each endpoint's answer, and every list request kept. */
function stubBoard(
  list = page([
    vacancy('VAC-0001', { salary: { min: 20000, max: 30000, currency: 'MXN', period: 'month' } }),
    vacancy('VAC-0002', { modality: 'onsite', companyName: null }),
  ]),
) {
  const lists: URL[] = [];
  const stub = stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/public/banners') return jsonResponse(BANNERS);
    if (url.pathname === '/api/public/vacancies/filters') return jsonResponse(FILTERS);
    if (url.pathname === '/api/public/vacancies') {
      lists.push(url);
      return jsonResponse(list);
    }
    return jsonResponse({ statusCode: 404, message: 'NOT FOUND', error: 'Not Found' }, 404);
  });
  return { stub, lists };
}

const renderHome = (path = '/home') =>
  renderRoutes(
    [
      { path: '/home', element: <HomePage /> },
      { path: '/home/vacantes/:code', element: <h1>Vacancy page</h1> },
    ],
    { initialEntries: [path] },
  );

describe('the public job board’s home', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.getElementById(SNAPSHOT_ID)?.remove();
    document.getElementById(EMBEDDED_DATA_ID)?.remove();
    resetEmbeddedData();
  });

  it('shows the banners and the open vacancies, each leading to its page', async () => {
    stubBoard();
    const { user, router } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 open positions' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Feria de empleo' })).toHaveAttribute(
      'href',
      'https://example.com/feria',
    );
    const cards = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('job-card'));
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Acme · Tecnología')).toBeVisible();
    expect(within(cards[0]).getByText('Hybrid')).toBeVisible();
    expect(within(cards[0]).getByText('MX$20,000–30,000 a month')).toBeVisible();
    expect(within(cards[1]).getByText('Tecnología')).toBeVisible();
    expect(within(cards[1]).queryByText(/a month/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Open jobs · Talento Careers'));
    await user.click(screen.getByRole('link', { name: 'Analista VAC-0002' }));
    expect(router.state.location.pathname).toBe('/home/vacantes/VAC-0002');
  });

  it('searches from the form into the address, and clears the filters', async () => {
    const { lists } = stubBoard();
    const { user, router } = renderHome();
    await screen.findByRole('heading', { level: 2, name: '2 open positions' });
    await user.type(screen.getByLabelText('Keywords'), 'analista');
    // The filters offer what the listed vacancies have.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Tecnología' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'tecnologia');
    await user.selectOptions(screen.getByLabelText('Work mode'), 'hybrid');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe(
      '?search=analista&category=tecnologia&modality=hybrid',
    );
    await waitFor(() =>
      expect(lists.at(-1)?.search).toBe(
        '?search=analista&category=tecnologia&modality=hybrid&page=1&size=12',
      ),
    );
    await user.click(await screen.findByRole('link', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Keywords')).toHaveValue('');
  });

  it('pages through the address', async () => {
    const { lists } = stubBoard(page([vacancy('VAC-0003')], 1, 3));
    const { user, router } = renderHome('/home?modality=onsite');
    const next = await screen.findByRole('link', { name: 'Next page' });
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    await user.click(next);
    expect(router.state.location.search).toBe('?modality=onsite&page=2');
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('page')).toBe('2'));
  });

  it('says when nothing matches', async () => {
    stubBoard(page([]));
    renderHome('/home?search=astronauta');
    expect(await screen.findByText('No open positions match your search.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '0 open positions' })).toBeVisible();
  });

  /** The page as the server sends it: its snapshot and the data it was drawn from. */
  function serverPage(lang = 'en') {
    const data: HomeData = {
      params: { page: 1 },
      banners: BANNERS,
      vacancies: page([vacancy('VAC-0009')]),
      filters: FILTERS,
    };
    const snapshot = document.createElement('div');
    snapshot.id = SNAPSHOT_ID;
    snapshot.textContent = 'server snapshot';
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = EMBEDDED_DATA_ID;
    script.textContent = JSON.stringify({ lang, home: data });
    document.body.append(snapshot, script);
  }

  it('leaves the page the server sent as it is, without a request', async () => {
    serverPage();
    const { stub } = stubBoard();
    const { container } = renderHome();
    expect(document.getElementById(SNAPSHOT_ID)).toHaveTextContent('server snapshot');
    expect(container.querySelector('.job-board')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Open jobs · Talento Careers'));
    expect(stub).not.toHaveBeenCalled();
  });

  it('draws the page itself, from the embedded data, for a reader of another language', async () => {
    // The snapshot is drawn in English; the test reads English, so say it was Spanish.
    serverPage('es');
    const { stub } = stubBoard();
    jest.useFakeTimers();
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: '1 open position' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Analista VAC-0009' })).toBeVisible();
    expect(document.getElementById(SNAPSHOT_ID)).toBeNull();
    // Nor a request once every timer the page set has run: the embedded data is as fresh
    // as the page.
    await act(() => jest.runOnlyPendingTimersAsync());
    expect(stub).not.toHaveBeenCalled();
  });
});
