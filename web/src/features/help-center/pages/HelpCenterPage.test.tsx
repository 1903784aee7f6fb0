import { act, screen } from '@testing-library/react';
import es from '../../../../public/i18n/es.json';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { HelpCenterPage } from './HelpCenterPage';

const TEXTS = {
  en: { mostAsked: 'Most asked', payments: 'Payments', question: 'Can I undo a redemption?' },
  es: { mostAsked: 'Más preguntadas', payments: 'Pagos', question: '¿Puedo deshacer un canje?' },
} as const;

/** The server's answers: the same records, their texts in the language asked for. */
function answer(url: URL) {
  const texts = TEXTS[(url.searchParams.get('lang') ?? 'en') as keyof typeof TEXTS];
  if (url.pathname.endsWith('/help-center/faqs')) {
    return jsonResponse([
      {
        id: '1',
        slug: 'most-asked',
        title: texts.mostAsked,
        faqs: [{ id: '11', categoryId: '1', question: texts.question, answer: '<p>…</p>' }],
      },
      { id: '2', slug: 'payments', title: texts.payments, faqs: [] },
    ]);
  }
  return jsonResponse([]);
}

describe('HelpCenterPage', () => {
  it('asks for the FAQs in the reader’s language, and again when it changes', async () => {
    const fetch = stubFetch((request) => answer(new URL(request.url)));
    const { i18n } = renderRoutes([{ path: '/apps/help-center', element: <HelpCenterPage /> }], {
      initialEntries: ['/apps/help-center'],
    });
    expect(await screen.findByText('Can I undo a redemption?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Most asked' })).toBeInTheDocument();

    i18n.addResourceBundle('es', 'translation', es);
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('¿Puedo deshacer un canje?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Más preguntadas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pagos/ })).toBeInTheDocument();
    expect(screen.queryByText('Most asked')).not.toBeInTheDocument();

    const asked = fetch.mock.calls
      .map(([request]) => new URL(request.url))
      .filter((url) => url.pathname.endsWith('/help-center/faqs'))
      .map((url) => url.searchParams.get('lang'));
    expect(asked).toEqual(['en', 'es']);
  });
});
