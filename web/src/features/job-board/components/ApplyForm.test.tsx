import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { setErrorCodeTranslator } from '../../../lib/api/errors';
import { errorCodeTranslator } from '../../../lib/i18n';
import type { PublicVacancy } from '../api/public-board';
import { Component as ApplicationSentPage } from '../pages/ApplicationSentPage';
import { ApplyForm } from './ApplyForm';

const VACANCY: PublicVacancy = {
  code: 'VAC-0007',
  title: 'Contador',
  companyName: 'Acme',
  category: null,
  location: 'Mérida',
  modality: 'onsite',
  contractType: 'full-time',
  salary: null,
  publishedAt: '2026-05-01T10:00:00.000Z',
  closesAt: null,
  description: '<p>Cuentas</p>',
  requirements: [],
};

interface Sent {
  method: string;
  url: string;
  body: FormData;
}

/** XMLHttpRequest as the upload helper uses it, answering with `answer` for each send. */
interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

function stubUploads(answer: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  class FakeXhr {
    method = '';
    url = '';
    status = 0;
    statusText = '';
    responseText = '';
    headers: Record<string, string> = {};
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.headers[name.toLowerCase()] ?? null;
    }
    abort() {}
    send(body: FormData) {
      const request = { method: this.method, url: this.url, body };
      sent.push(request);
      const { status, body: reply, headers = {} } = answer(request);
      setTimeout(() => {
        this.headers = headers;
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.onload?.();
      });
    }
  }
  const original = window.XMLHttpRequest;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (window.XMLHttpRequest = original) };
}

const renderForm = () =>
  renderRoutes(
    [
      { path: '/home/vacantes/:code', element: <ApplyForm vacancy={VACANCY} /> },
      { path: '/home/vacantes/:code/enviada', element: <ApplicationSentPage /> },
    ],
    { initialEntries: ['/home/vacantes/VAC-0007'] },
  );

const cv = (name = 'cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillIn(user: ReturnType<typeof renderForm>['user'], file = cv()) {
  await user.type(screen.getByLabelText('First name'), 'Valeria');
  await user.type(screen.getByLabelText('Last name'), 'Ríos');
  await user.type(screen.getByLabelText('E-mail'), 'valeria@example.com');
  await user.type(screen.getByLabelText('Phone'), '+52 55 1234 5678');
  await user.upload(screen.getByLabelText('CV'), file);
  await user.click(screen.getByRole('checkbox', { name: /I agree that Talento processes/ }));
}

describe('the apply form', () => {
  let uploads: ReturnType<typeof stubUploads> | undefined;
  afterEach(() => uploads?.restore());

  it('says what each field needs and sends nothing', async () => {
    uploads = stubUploads(() => ({ status: 201, body: {} }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Enter your first name.')).toBeVisible();
    expect(screen.getByText('Enter your last name.')).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByText('Attach your CV.')).toBeVisible();
    expect(
      screen.getByText('Please agree to the processing of your data to send your application.'),
    ).toBeVisible();
    await user.upload(screen.getByLabelText('CV'), cv('big.pdf', 6 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The CV must be 5 MB or smaller.')).toBeVisible();
    expect(uploads.sent).toHaveLength(0);
  });

  it('sends the fields, the CV and the consent, then confirms with the consent’s date', async () => {
    uploads = stubUploads(() => ({
      status: 201,
      body: {
        vacancyCode: 'VAC-0007',
        vacancyTitle: 'Contador',
        receivedAt: '2026-05-20T15:30:00.000Z',
      },
    }));
    const { user, router } = renderForm();
    await fillIn(user);
    await user.type(screen.getByLabelText('Identity document (optional)'), 'CURP900101');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/vacantes/VAC-0007/enviada'),
    );
    const [request] = uploads.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/public\/vacancies\/VAC-0007\/applications$/);
    expect(
      Object.fromEntries(
        [...request.body.entries()].filter(([, value]) => typeof value === 'string'),
      ),
    ).toEqual({
      firstName: 'Valeria',
      lastName: 'Ríos',
      email: 'valeria@example.com',
      phone: '+52 55 1234 5678',
      documentId: 'CURP900101',
      consent: 'true',
      // The wording the form showed beside the box, and its language.
      consentText:
        'I agree that Talento processes my personal data and CV to assess this and future applications, and keeps them until I ask for their deletion.',
      consentLanguage: 'en',
    });
    expect((request.body.get('cv') as File).name).toBe('cv.pdf');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application sent' }),
    ).toBeVisible();
    expect(screen.getByText(/We received your application for Contador/)).toBeVisible();
    expect(screen.getByText(/You agreed to the processing of your data on/)).toBeVisible();
  });

  it('tells a visitor who already applied, kindly, and keeps what they typed', async () => {
    uploads = stubUploads(() => ({
      status: 409,
      body: {
        statusCode: 409,
        message: 'You have already applied to this vacancy.',
        error: 'Conflict',
        code: 'already-applied',
        fields: { email: ['You have already applied to this vacancy.'] },
      },
    }));
    const { user, router } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('apply-alert')).toHaveTextContent(
      'You have already applied to this job. We have your application and will be in touch.',
    );
    expect(router.state.location.pathname).toBe('/home/vacantes/VAC-0007');
    expect(screen.getByLabelText('E-mail')).toHaveValue('valeria@example.com');
  });

  it('tells a visitor past the limit how long to wait, or, without the wait, to wait a while', async () => {
    const refused = {
      statusCode: 429,
      message: 'Too many requests. Try again in 540 seconds.',
      error: 'Too Many Requests',
      code: 'too-many-requests',
    };
    uploads = stubUploads(() => ({
      status: 429,
      body: refused,
      headers: { 'retry-after': '540' },
    }));
    const { user, i18n } = renderForm();
    const restore = setErrorCodeTranslator(errorCodeTranslator(i18n));
    try {
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Send application' }));
      expect(await screen.findByTestId('apply-alert')).toHaveTextContent(
        'Too many requests from your connection. Try again in 9 minutes.',
      );
      uploads.restore();
      // A proxy's own 429, without the server's body or wait.
      uploads = stubUploads(() => ({ status: 429, body: 'Too Many Requests' }));
      await user.click(screen.getByRole('button', { name: 'Send application' }));
      await waitFor(() =>
        expect(screen.getByTestId('apply-alert')).toHaveTextContent(
          'Too many attempts from your connection. Please try again in a few minutes.',
        ),
      );
    } finally {
      restore();
    }
  });

  it('puts the server’s refusal of the CV beside the file field', async () => {
    uploads = stubUploads(() => ({
      status: 415,
      body: {
        statusCode: 415,
        message: 'cv must be a PDF, DOC or DOCX document (checked from its content)',
        error: 'Unsupported Media Type',
        fields: { cv: ['cv must be a PDF, DOC or DOCX document (checked from its content)'] },
      },
    }));
    const { user } = renderForm();
    await fillIn(user, cv('disguised.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The CV must be a PDF, DOC or DOCX file.')).toBeVisible();
    expect(screen.getByLabelText('CV')).toHaveClass('is-invalid');
  });
});
