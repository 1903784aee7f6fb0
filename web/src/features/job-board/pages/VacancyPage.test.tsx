import { screen, waitFor, within } from '@testing-library/react';
import { EMBEDDED_DATA_ID, SNAPSHOT_ID } from '../../../lib/server-snapshot';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { resetEmbeddedData } from '../api/embedded';
import type { PublicVacancy } from '../api/public-board';
import { Component as VacancyPage } from './VacancyPage';

const VACANCY: PublicVacancy = {
  code: 'VAC-0007',
  title: 'Contador',
  companyName: 'Acme',
  category: { slug: 'finanzas', name: 'Finanzas' },
  location: 'Mérida',
  modality: 'remote',
  contractType: 'part-time',
  salary: { min: null, max: 30000, currency: 'MXN', period: 'month' },
  publishedAt: '2026-05-01T10:00:00.000Z',
  closesAt: '2026-06-30',
  description: '<p>Cuentas <strong>claras</strong></p>',
  requirements: ['SAP', 'Excel'],
};

const renderPage = (code = 'VAC-0007') =>
  renderRoutes([{ path: '/home/vacantes/:code', element: <VacancyPage /> }], {
    initialEntries: [`/home/vacantes/${code}`],
  });

describe('a vacancy of the public job board', () => {
  afterEach(() => {
    document.getElementById(SNAPSHOT_ID)?.remove();
    document.getElementById(EMBEDDED_DATA_ID)?.remove();
    resetEmbeddedData();
  });

  it('shows the description, the terms and the apply form', async () => {
    stubFetch(() => jsonResponse(VACANCY));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contador' })).toBeVisible();
    expect(screen.getByText('Acme · Finanzas')).toBeVisible();
    expect(screen.getByText('claras')).toBeVisible();
    const terms = screen.getByRole('complementary', { name: 'Job summary' });
    expect(within(terms).getByText('Remote')).toBeVisible();
    expect(within(terms).getByText('Part-time')).toBeVisible();
    expect(within(terms).getByText('Up to MX$30,000 a month')).toBeVisible();
    expect(within(terms).getByText('Jun 30, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/home/vacantes/VAC-0007#apply',
    );
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Contador at Acme · Talento Careers'));
  });

  it('says a vacancy that is not open is not open', async () => {
    stubFetch(() =>
      jsonResponse({ statusCode: 404, message: 'No open vacancy', error: 'Not Found' }, 404),
    );
    renderPage('VAC-0099');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This position is not open' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'All open positions' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('adds the apply form into the page the server sent, and draws nothing else', async () => {
    const snapshot = document.createElement('div');
    snapshot.id = SNAPSHOT_ID;
    snapshot.innerHTML =
      '<h1>Contador</h1><section id="apply"><h2>Apply for this job</h2></section>';
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = EMBEDDED_DATA_ID;
    script.textContent = JSON.stringify({
      lang: 'en',
      vacancy: { code: 'VAC-0007', found: true, vacancy: VACANCY },
    });
    document.body.append(snapshot, script);
    const fetch = stubFetch(() => jsonResponse(VACANCY));
    const { container } = renderPage();
    const apply = snapshot.querySelector<HTMLElement>('#apply')!;
    expect(await within(apply).findByRole('button', { name: 'Send application' })).toBeVisible();
    expect(container.querySelector('.job-board')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Contador at Acme · Talento Careers'));
  });
});
