import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../test/version-conflict';
import type { Applicant } from '../api/applicants';
import { ApplicantFormPage } from './ApplicantFormPage';
import { DetailPage } from './DetailPage';

const ANA = {
  id: '6f1c0000-0000-4000-8000-000000000001',
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  documentId: null,
  phone: '',
  birthDate: null,
  city: '',
  skills: [],
  yearsExperience: null,
  education: null,
  expectedSalary: null,
  source: 'other',
  notes: '',
  cvFileId: null,
  cvFormat: null,
  cvSize: null,
  cvUploadedAt: null,
  consentAt: '2026-05-01T10:00:00.000Z',
  consentText: null,
  consentLanguage: null,
  erasedAt: null,
  applicationCount: 0,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
} satisfies Applicant;

const EMPTY_PAGE = {
  items: [],
  pagination: { length: 0, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
};

function api() {
  const posts: string[] = [];
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/api/applicants') {
      posts.push(path);
      return jsonResponse(ANA, 201);
    }
    if (request.method === 'PATCH' && path === `/api/applicants/${ANA.id}`) {
      return jsonResponse({ ...ANA, city: 'Puebla' });
    }
    if (path === `/api/applicants/${ANA.id}`) return jsonResponse(ANA);
    if (path === '/api/interview-slots/bookings') return jsonResponse([]);
    return jsonResponse(EMPTY_PAGE);
  });
  return { posts };
}

function renderForm(path: string) {
  return renderRoutes(
    [
      { path: '/apps/crearpostulante', element: <ApplicantFormPage /> },
      { path: '/apps/detail', element: <DetailPage /> },
    ],
    { initialEntries: [path] },
  );
}

describe('ApplicantFormPage', () => {
  it('opens the applicant it created, with a toast saying so', async () => {
    const { posts } = api();
    const { user, router } = renderForm('/apps/crearpostulante');
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'López');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByLabelText(/agrees to the processing/));
    await user.click(screen.getByRole('button', { name: 'Create applicant' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/detail'));
    expect(router.state.location.search).toBe(`?applicant=${ANA.id}`);
    expect(await screen.findByText('Ana López was added as an applicant.')).toBeInTheDocument();
    expect(await screen.findByTestId('detail-title')).toHaveTextContent('Ana López');
    expect(posts).toHaveLength(1);
    // Said once: the flash is gone from the history entry.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('says with a toast that it created the applicant when the CV upload then fails', async () => {
    const { posts } = api();
    const { user, router } = renderForm('/apps/crearpostulante');
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'López');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByLabelText(/agrees to the processing/));
    // The CV upload (XMLHttpRequest) fails as a network failure would.
    class FailingXhr {
      upload = { onprogress: null };
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        setTimeout(() => this.onerror?.());
      }
    }
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = FailingXhr as unknown as typeof XMLHttpRequest;
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('cv-input'), cv);
    await user.click(screen.getByRole('button', { name: 'Create applicant' }));

    // The form stays, now editing Ana, for the CV to be tried again.
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${ANA.id}`));
    const toast = await screen.findByText('Ana López was added as an applicant.');
    expect(toast.closest('.toast')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    window.XMLHttpRequest = original;
  });

  it('says with a toast that the changes were saved', async () => {
    api();
    const { user } = renderForm(`/apps/crearpostulante?id=${ANA.id}`);
    const city = await screen.findByLabelText('City');
    await user.type(city, 'Puebla');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ana López was saved.')).toBeInTheDocument();
  });

  it('asks before unsaved edits are left, and not once they are saved', async () => {
    api();
    const { user, router } = renderForm(`/apps/crearpostulante?id=${ANA.id}`);
    await user.type(await screen.findByLabelText('City'), 'Puebla');
    await user.click(screen.getByRole('link', { name: 'View the applicant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/apps/crearpostulante');

    // Saved, the form stays: what it shows is stored, so leaving it loses nothing.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ana López was saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View the applicant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/detail'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('when someone else changed the applicant meanwhile', () => {
    const READ = { ...ANA, version: VERSIONS.read };
    const THEIRS = { ...READ, city: 'Mérida', phone: '+52 999 000 0000', version: VERSIONS.theirs };
    itResolvesVersionConflicts({
      isSave: (request) => request.method === 'PATCH',
      theirs: THEIRS,
      otherwise: (request) => {
        const path = new URL(request.url).pathname;
        if (path === `/api/applicants/${ANA.id}`) return jsonResponse(READ);
        if (path === '/api/interview-slots/bookings') return jsonResponse([]);
        return jsonResponse(EMPTY_PAGE);
      },
      open: () => renderForm(`/apps/crearpostulante?id=${ANA.id}`),
      editAndSave: async (user) => {
        await user.type(await screen.findByLabelText('Last name'), ' Ruiz');
        await user.click(screen.getByRole('button', { name: 'Save changes' }));
      },
      changed: 'Phone, City',
      edits: { lastName: 'López Ruiz' },
      expectTheirs: () => {
        expect(screen.getByLabelText('Last name')).toHaveValue('López');
        expect(screen.getByLabelText('City')).toHaveValue('Mérida');
      },
      expectSaved: () => expect(screen.getByText('Ana López Ruiz was saved.')).toBeInTheDocument(),
    });
  });

  it('starts the next save from the version the last one answered', async () => {
    const versions: (string | null)[] = [];
    stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'PATCH') {
        versions.push(request.headers.get('If-Match'));
        return jsonResponse({ ...ANA, version: `v${versions.length + 1}` });
      }
      if (path === `/api/applicants/${ANA.id}`) return jsonResponse({ ...ANA, version: 'v1' });
      return jsonResponse(path.endsWith('bookings') ? [] : EMPTY_PAGE);
    });
    const { user } = renderForm(`/apps/crearpostulante?id=${ANA.id}`);
    await user.type(await screen.findByLabelText('City'), 'Puebla');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(versions).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(versions).toEqual(['"v1"', '"v2"']));
  });

  it('keeps the form, with its edits, when the applicant is deleted meanwhile', async () => {
    let deleted = false;
    stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === `/api/applicants/${ANA.id}`) {
        return deleted
          ? jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404)
          : jsonResponse({ ...ANA, version: 'v1' });
      }
      return jsonResponse(path.endsWith('bookings') ? [] : EMPTY_PAGE);
    });
    const { user, queryClient } = renderForm(`/apps/crearpostulante?id=${ANA.id}`);
    await user.type(await screen.findByLabelText('City'), 'Puebla');

    deleted = true;
    await act(() => queryClient.invalidateQueries({ queryKey: ['applicants'] }));

    expect(await screen.findByTestId('changed-meanwhile')).toHaveTextContent(
      'Someone else deleted this record while you were editing it.',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Puebla');
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });
});
