import { screen, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { GuidePage } from './GuidePage';

const CATEGORY = {
  id: '7d1a1c1e-0000-4000-8000-000000000001',
  slug: 'getting-started',
  title: 'Getting Started',
};
const summary = (n: number) => ({
  id: `7d1a1c1e-0000-4000-8000-00000000001${n}`,
  categoryId: CATEGORY.id,
  slug: `guide-${n}`,
  title: `Guide number ${n}`,
  subtitle: `Subtitle ${n}`,
});

function renderGuide() {
  const fetch = stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/help-center/guide')) {
      // The original client's shape: the category, with `guides` holding only this guide.
      return jsonResponse({
        ...CATEGORY,
        guides: [{ ...summary(2), content: '<p>Open the <strong>form</strong>.</p>' }],
      });
    }
    if (url.pathname.endsWith('/help-center/guides')) {
      return jsonResponse([{ ...CATEGORY, guides: [summary(1), summary(2), summary(3)] }]);
    }
    return jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
  });
  const result = renderRoutes(
    [{ path: '/apps/help-center/guides/:categorySlug/:guideSlug', element: <GuidePage /> }],
    { initialEntries: ['/apps/help-center/guides/getting-started/guide-2'] },
  );
  return { ...result, fetch };
}

describe('GuidePage', () => {
  it('shows the one guide of the answer’s guides, with its place among its neighbours', async () => {
    const { fetch } = renderGuide();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guide number 2' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Subtitle 2')).toBeInTheDocument();
    expect(screen.getByText('form', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByText('Guide 2 of 3')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'More guides in this category' });
    expect(within(pager).getByRole('link', { name: /Guide number 1/ })).toHaveAttribute(
      'href',
      '/apps/help-center/guides/getting-started/guide-1',
    );
    expect(within(pager).getByRole('link', { name: /Guide number 3/ })).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([request]) => new URL(request.url));
    const guide = asked.find((url) => url.pathname.endsWith('/help-center/guide'))!;
    // In the interface's language (English in tests).
    expect(Object.fromEntries(guide.searchParams)).toEqual({
      categorySlug: 'getting-started',
      guideSlug: 'guide-2',
      lang: 'en',
    });
  });
});
