import type { ReactElement } from 'react';
import { type FetchStub, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

/** What the API answers in a language (`lang`): the dashboard's texts in it. */
type AnswerIn = (lang: string | null) => unknown;

/**
 * Renders a dashboard page at its path, the API answering `body` for
 * `GET api/dashboards/<name>`: one body, or a function giving the body in the language asked.
 */
export function renderDashboard(name: string, page: ReactElement, body: unknown) {
  const answerIn: AnswerIn = typeof body === 'function' ? (body as AnswerIn) : () => body;
  const fetch = stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== `/api/dashboards/${name}`) {
      return jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
    }
    return jsonResponse(answerIn(url.searchParams.get('lang')));
  });
  const result = renderRoutes([{ path: `/dashboards/${name}`, element: page }], {
    initialEntries: [`/dashboards/${name}`],
  });
  return { ...result, fetch };
}

/** The values a chart was given (the test stub of react-chartjs-2 carries them). */
export function chartSeries(canvas: HTMLElement): unknown {
  return JSON.parse(canvas.getAttribute('data-series') ?? 'null');
}

export function chartLabels(canvas: HTMLElement): unknown {
  return JSON.parse(canvas.getAttribute('data-labels') ?? 'null');
}

/** The languages the dashboard was asked in, in order. */
export function askedLanguages(fetch: FetchStub): (string | null)[] {
  return fetch.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/api/dashboards/'))
    .map((url) => url.searchParams.get('lang'));
}
