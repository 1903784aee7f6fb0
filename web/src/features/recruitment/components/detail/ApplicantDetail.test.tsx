import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { captureDownloads } from '../../../../test/downloads';
import { renderWithProviders } from '../../../../test/render';
import { findToast, WithToasts } from '../../../../test/toasts';
import type { Applicant } from '../../api/applicants';
import { ApplicantDetail } from './ApplicantDetail';

const EMPTY_PAGE = {
  items: [],
  pagination: { length: 0, size: 100, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
};

const BARE: Applicant = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Ana',
  lastName: 'López',
  documentId: null,
  email: 'ana@example.com',
  phone: '',
  birthDate: null,
  city: '',
  skills: [],
  yearsExperience: null,
  education: null,
  expectedSalary: null,
  source: 'other',
  notes: '',
  cvFileId: '55555555-5555-4555-8555-555555555555',
  cvFormat: 'pdf',
  cvSize: 193,
  cvUploadedAt: '2026-05-01T10:00:00.000Z',
  consentAt: '2026-05-01T10:00:00.000Z',
  consentText: null,
  consentLanguage: null,
  erasedAt: null,
  applicationCount: 0,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

/**
 * The detail, once its lazily loaded parts (the vacancy picker, the bookings) arrived and
 * nothing says it is loading: they would otherwise arrive after the test, outside act.
 */
async function renderDetail(applicant: Applicant) {
  renderWithProviders(<ApplicantDetail notify={jest.fn()} applicant={applicant} />);
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
}

function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('ApplicantDetail', () => {
  // Lists are pages; the person's interview bookings, a plain list.
  beforeEach(() =>
    stubFetch((request) =>
      jsonResponse(
        new URL(request.url).pathname.endsWith('/interview-slots/bookings') ? [] : EMPTY_PAGE,
      ),
    ),
  );

  it('says “Not given” for every field left empty, experience included', async () => {
    await renderDetail(BARE);
    for (const label of [
      'Document ID',
      'Date of birth',
      'Education',
      'Years of experience',
      'Expected monthly salary',
      'Skills',
    ]) {
      expect(valueOf(label)).toHaveTextContent(/^Not given$/);
    }
    const notes = screen.getByRole('heading', { name: 'Notes' });
    expect(notes.nextElementSibling).toHaveTextContent(/^Not given$/);
    expect(screen.queryByText(/0 years/)).not.toBeInTheDocument();
  });

  it('shows zero years as an answer and sizes in B, not spelled-out bytes', async () => {
    await renderDetail({ ...BARE, yearsExperience: 0 });
    expect(valueOf('Years of experience')).toHaveTextContent('0 years');
    const cv = screen.getByText('Current CV').parentElement as HTMLElement;
    expect(within(cv).getByText(/^PDF · 193 B · uploaded/)).toBeVisible();
    expect(cv).not.toHaveTextContent(/byte/);
  });

  it('shows the consent wording the person agreed to, in its language, beside the date', async () => {
    const wording = 'Acepto que Talento trate mis datos personales y mi CV.';
    await renderDetail({ ...BARE, consentText: wording, consentLanguage: 'es' });
    const consent = screen.getByTestId('consent-wording');
    expect(consent).toHaveTextContent(new RegExp(`^Consent: “?${wording}”? — .*2026`));
    expect(within(consent).getByText(wording)).toHaveAttribute('lang', 'es');
    expect(screen.queryByText(/Consent recorded on/)).not.toBeInTheDocument();
  });

  it('shows the date alone for a consent recorded before its wording was kept', async () => {
    await renderDetail(BARE);
    expect(screen.getByText(/^Consent recorded on .*2026/)).toBeVisible();
    expect(screen.queryByTestId('consent-wording')).not.toBeInTheDocument();
  });

  it('says in a toast that the data export was downloaded', async () => {
    stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/export')) return jsonResponse({ applicant: { id: BARE.id } });
      return jsonResponse(path.endsWith('/bookings') ? [] : EMPTY_PAGE);
    });
    const downloads = captureDownloads();
    const { user } = renderWithProviders(
      <WithToasts>{(notify) => <ApplicantDetail applicant={BARE} notify={notify} />}</WithToasts>,
    );
    await user.click(screen.getByTestId('export-data'));
    expect(await findToast('The data export was downloaded.')).toBeVisible();
    expect(downloads.names).toEqual([`applicant-${BARE.id}-export.json`]);
    downloads.restore();
  });
});
