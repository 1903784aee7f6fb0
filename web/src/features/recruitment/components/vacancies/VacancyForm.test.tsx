import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { findRichTextbox, selectRichText, typeRichText } from '../../../../test/rich-text';
import { stubConflictingSaves, VERSIONS } from '../../../../test/version-conflict';
import { sampleVacancy } from '../../testing/vacancies';
import { VacancyForm } from './VacancyForm';

const COMPANY = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme',
  taxId: 'ACM',
  industry: '',
  email: null,
  phone: '',
  address: '',
  logo: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const CATEGORY = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Finanzas',
  slug: 'finanzas',
  kind: 'vacancy',
  description: '',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const VACANCY = sampleVacancy({
  companyId: COMPANY.id,
  companyName: COMPANY.name,
  categoryId: CATEGORY.id,
  categoryName: CATEGORY.name,
  description: '<p>Cuentas</p>',
  status: 'open',
  publishedAt: '2026-01-02T00:00:00.000Z',
});
const page = (items: unknown[]) => ({
  items,
  pagination: { length: items.length, size: 100, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
});

/** The pages the form's company and category pickers read; undefined for other requests. */
function catalogues(request: Request): Response | undefined {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/companies') return jsonResponse(page([COMPANY]));
  if (pathname === '/api/categories') return jsonResponse(page([CATEGORY]));
  return undefined;
}

function api(onCreate: (request: Request) => Response | Promise<Response>) {
  return stubFetch((request) => catalogues(request) ?? onCreate(request));
}

describe('VacancyForm', () => {
  it('asks for what an open vacancy needs and a salary range in order, before the server', async () => {
    const fetch = api(() => jsonResponse({}));
    const { user } = renderWithProviders(<VacancyForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    await user.click(screen.getByLabelText('Open (publish now)'));
    await user.type(screen.getByLabelText('Minimum monthly salary'), '30000');
    await user.type(screen.getByLabelText('Maximum monthly salary'), '20000');
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    expect(await screen.findByText('The maximum cannot be below the minimum.')).toBeVisible();
    expect(screen.getByText('An open vacancy needs a title.')).toBeVisible();
    expect(screen.getByText('An open vacancy needs a company.')).toBeVisible();
    expect(screen.getByText('An open vacancy needs a description.')).toBeVisible();
    expect(await findRichTextbox('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);
  });

  it('shows the server rule beside the field it names and keeps the values', async () => {
    api(() =>
      jsonResponse(
        {
          statusCode: 422,
          message: 'Company Acme is inactive',
          error: 'Unprocessable Entity',
          fields: { companyId: ['Company Acme is inactive'] },
        },
        422,
      ),
    );
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<VacancyForm onSaved={onSaved} onCancel={jest.fn()} />);
    await user.type(screen.getByLabelText('Title'), 'Contador');
    await user.type(screen.getByLabelText('Company'), 'Ac');
    await user.click(await screen.findByRole('option', { name: 'Acme' }));
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    expect(await screen.findByText('Company Acme is inactive')).toBeVisible();
    expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveValue('Contador');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the requirements, numbers and dates the server expects', async () => {
    const created = jest.fn((request: Request) => request);
    api((request) => {
      created(request);
      return jsonResponse({ id: 'v1', code: 'VAC-0001' }, 201);
    });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<VacancyForm onSaved={onSaved} onCancel={jest.fn()} />);
    await user.type(screen.getByLabelText('Title'), 'Contador');
    await user.type(screen.getByLabelText('Category'), 'Fin');
    await user.click(await screen.findByRole('option', { name: 'Finanzas' }));
    await user.type(screen.getByLabelText('Minimum monthly salary'), '20000');
    await user.click(
      screen.getByRole('switch', { name: 'Show the salary on the public job board' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add requirement' }));
    await user.type(screen.getByLabelText('Requirements 1'), 'SAP');
    // The description, written and formatted in the editor.
    const description = await findRichTextbox('Description');
    await user.click(description);
    typeRichText(description, 'Cuentas claras');
    await selectRichText(description, 'claras');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    await screen.findByRole('button', { name: 'Create vacancy' });
    expect(onSaved).toHaveBeenCalled();
    const body = (await created.mock.calls[0][0].json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Contador',
      companyId: null,
      categoryId: CATEGORY.id,
      salaryMin: 20000,
      salaryMax: null,
      currency: 'MXN',
      salaryVisible: true,
      openings: 1,
      internal: false,
      closesAt: null,
      requirements: ['SAP'],
      status: 'draft',
      description: '<p>Cuentas <strong>claras</strong></p>',
    });
  });

  it('keeps the company and category of an edited vacancy once the options arrive', async () => {
    const patched = jest.fn((request: Request) => request);
    api((request) => {
      patched(request);
      return jsonResponse({ ...VACANCY, title: 'Contador senior' });
    });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(
      <VacancyForm vacancy={VACANCY} onSaved={onSaved} onCancel={jest.fn()} />,
    );
    // Shown by the names the vacancy carries, without waiting for a search.
    expect(screen.getByText('Acme')).toBeVisible();
    expect(screen.getByText('Finanzas')).toBeVisible();
    // The description shows formatted in the editor, not as HTML source.
    const description = await findRichTextbox('Description');
    expect(description.querySelector('p')).toHaveTextContent('Cuentas');
    expect(description).not.toHaveTextContent('<p>');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Contador senior');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Save changes' });
    expect(onSaved).toHaveBeenCalled();
    const request = patched.mock.calls[0][0];
    expect(request.method).toBe('PATCH');
    expect(await request.json()).toMatchObject({
      title: 'Contador senior',
      companyId: COMPANY.id,
      categoryId: CATEGORY.id,
      description: '<p>Cuentas</p>',
    });
  });

  it('searches companies on the server as one types and keeps inactive ones unchosen', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      ...COMPANY,
      id: `11111111-1111-4111-8111-${String(index).padStart(12, '0')}`,
      name: `Company ${String(index).padStart(3, '0')}`,
      active: index !== 149,
    }));
    const fetch = stubFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/companies') {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const size = Number(url.searchParams.get('size'));
        return jsonResponse(
          page(many.filter((company) => company.name.includes(search)).slice(0, size)),
        );
      }
      return jsonResponse(page([CATEGORY]));
    });
    const { user } = renderWithProviders(<VacancyForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    await user.type(screen.getByLabelText('Company'), '149');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([request]) => {
          const url = new URL(request.url);
          return url.pathname === '/api/companies' && url.searchParams.get('search') === '149';
        }),
      ).toBe(true),
    );
    // Beyond the first hundred, found by the server, marked inactive and not choosable.
    const option = await screen.findByRole('option', { name: /Company 149/ });
    expect(option).toHaveTextContent('(Inactive)');
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Company').tagName).toBe('INPUT');
  });

  it('says an emptied currency or openings is required before their format rules', async () => {
    const fetch = api(() => jsonResponse({}));
    const { user } = renderWithProviders(<VacancyForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    await user.clear(screen.getByLabelText('Currency'));
    await user.clear(screen.getByLabelText('Openings'));
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    expect(await screen.findByText('Enter the currency code, such as MXN.')).toBeVisible();
    expect(screen.getByText('Enter how many people the vacancy hires.')).toBeVisible();
    expect(screen.queryByText('Use a three-letter code such as MXN.')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter a whole number from 1 to 1000.')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);
  });

  describe('when someone else changed the vacancy meanwhile', () => {
    const READ = { ...VACANCY, version: VERSIONS.read };
    const THEIRS = { ...READ, location: 'Cancún', openings: 3, version: VERSIONS.theirs };

    /** Records the PATCHes the form sends; the first answers 409 with their version. */
    function conflictingApi() {
      return stubConflictingSaves({
        isSave: (request) => request.method === 'PATCH',
        theirs: THEIRS,
        otherwise: (request) => catalogues(request) ?? jsonResponse({}),
      });
    }

    async function editAndSave() {
      const onSaved = jest.fn();
      const rendered = renderWithProviders(
        <VacancyForm vacancy={READ} onSaved={onSaved} onCancel={jest.fn()} />,
      );
      const title = screen.getByLabelText('Title');
      await rendered.user.clear(title);
      await rendered.user.type(title, 'Contador senior');
      await rendered.user.click(screen.getByRole('button', { name: 'Save changes' }));
      return { ...rendered, onSaved };
    }

    it('sends the version it was opened on, and on a conflict names what changed', async () => {
      const { saves } = conflictingApi();
      const { onSaved } = await editAndSave();
      const alert = await screen.findByTestId('version-conflict');
      expect(alert).toHaveTextContent('Someone else changed this record while you were editing it');
      expect(alert).toHaveTextContent('Changed meanwhile: Location, Openings.');
      expect(saves).toEqual([
        { ifMatch: '"v-read"', body: expect.objectContaining({ title: 'Contador senior' }) },
      ]);
      expect(onSaved).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Title')).toHaveValue('Contador senior');
    });

    it('loads their version in place of the edits', async () => {
      conflictingApi();
      const { user } = await editAndSave();
      await user.click(
        await screen.findByRole('button', { name: 'Load their version (discard my changes)' }),
      );
      expect(screen.getByLabelText('Title')).toHaveValue('Contador');
      expect(screen.getByLabelText('Location')).toHaveValue('Cancún');
      expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
    });

    it('takes a colleague’s pause without a word: the status shows it, the save names it', async () => {
      const saves: (string | null)[] = [];
      stubFetch((request) => {
        if (request.method !== 'PATCH') return catalogues(request) ?? jsonResponse({});
        saves.push(request.headers.get('If-Match'));
        return jsonResponse({ ...PAUSED, title: 'Contador senior', version: VERSIONS.mine });
      });
      const PAUSED = { ...READ, status: 'paused' as const, version: VERSIONS.theirs };
      let show: (vacancy: typeof READ | typeof PAUSED) => void = () => undefined;
      const onSaved = jest.fn();
      function Reread() {
        const [vacancy, setVacancy] = useState<typeof READ | typeof PAUSED>(READ);
        show = setVacancy;
        return <VacancyForm vacancy={vacancy} onSaved={onSaved} onCancel={jest.fn()} />;
      }
      const { user } = renderWithProviders(<Reread />);
      const title = screen.getByLabelText('Title');
      await user.clear(title);
      await user.type(title, 'Contador senior');
      // The list's refetch after their pause.
      act(() => show(PAUSED));
      expect(await screen.findByText('Paused')).toBeInTheDocument();
      expect(screen.queryByText(/Someone else changed this record/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(saves).toEqual([`"${VERSIONS.theirs}"`]);
    });

    it('saves the edits over their version, naming the version it now overwrites', async () => {
      const { saves } = conflictingApi();
      const { user, onSaved } = await editAndSave();
      await user.click(await screen.findByRole('button', { name: 'Save my version over theirs' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(saves.map((patch) => patch.ifMatch)).toEqual(['"v-read"', '"v-theirs"']);
      expect(saves[1].body).toMatchObject({ title: 'Contador senior' });
    });
  });
});
