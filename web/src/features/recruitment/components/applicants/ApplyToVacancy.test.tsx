import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { findToast, WithToasts } from '../../../../test/toasts';
import { ApplyToVacancy } from './ApplyToVacancy';

function vacancy(index: number, status: 'open' | 'paused') {
  return {
    id: `33333333-3333-4333-8333-${String(index).padStart(12, '0')}`,
    code: `VAC-${String(index).padStart(4, '0')}`,
    title: `Analyst ${index}`,
    companyName: 'Acme',
    status,
    createdAt: `2026-01-01T00:00:${String(index % 60).padStart(2, '0')}.000Z`,
  };
}
const VACANCIES = [
  ...Array.from({ length: 120 }, (_, index) => vacancy(index, 'open')),
  vacancy(200, 'paused'),
];
const page = (items: unknown[]) => ({
  items,
  pagination: { length: items.length, size: 20, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
});

describe('ApplyToVacancy', () => {
  it('finds any open or paused vacancy through the server search and applies to it', async () => {
    const fetch = stubFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/vacancies') {
        const search = url.searchParams.get('search') ?? '';
        const status = url.searchParams.get('status');
        const size = Number(url.searchParams.get('size'));
        return jsonResponse(
          page(
            VACANCIES.filter(
              (item) => item.status === status && `${item.code} ${item.title}`.includes(search),
            ).slice(0, size),
          ),
        );
      }
      if (url.pathname === '/api/applications' && request.method === 'POST') {
        const body = (await request.json()) as { vacancyId: string };
        const chosen = VACANCIES.find((item) => item.id === body.vacancyId)!;
        return jsonResponse({ id: 'a1', vacancyId: chosen.id, vacancy: chosen }, 201);
      }
      return jsonResponse(page([]));
    });
    const onApplied = jest.fn();
    const { user } = renderWithProviders(
      <WithToasts>
        {(notify) => (
          <ApplyToVacancy
            applicantId="44444444-4444-4444-8444-444444444444"
            appliedTo={[VACANCIES[119].id]}
            onApplied={onApplied}
            notify={notify}
          />
        )}
      </WithToasts>,
    );
    const field = screen.getByLabelText('Vacancy');
    expect(field.tagName).toBe('INPUT');

    // Already applied: shown, but not choosable.
    await user.type(field, 'Analyst 119');
    const applied = await screen.findByRole('option', { name: /Analyst 119/ });
    expect(applied).toHaveAttribute('aria-disabled', 'true');

    // The 111th open vacancy is beyond any first page; the server finds it.
    await user.clear(field);
    await user.type(field, 'Analyst 110');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([request]) => new URL(request.url).searchParams.get('search') === 'Analyst 110',
        ),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: /VAC-0110 · Analyst 110/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Said in a toast, as every change is.
    expect(await findToast('Applied to VAC-0110 · Analyst 110.')).toBeVisible();
    expect(onApplied).toHaveBeenCalledWith(VACANCIES[110].id);

    // Paused vacancies take applications too.
    await user.type(field, 'Analyst 200');
    expect(await screen.findByRole('option', { name: /Analyst 200/ })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});
