import type { ReactElement } from 'react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

/** Renders a dashboard page at its path, the API answering `body` for `GET api/dashboards/<name>`. */
export function renderDashboard(name: string, page: ReactElement, body: unknown) {
  const fetch = stubFetch((request) =>
    new URL(request.url).pathname === `/api/dashboards/${name}`
      ? jsonResponse(body)
      : jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404),
  );
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
