import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import tr from '../../../public/i18n/tr.json';
import { ApiError, setErrorCodeTranslator } from '../../lib/api/errors';
import { applyServerErrors } from '../../lib/forms';
import { errorCodeTranslator } from '../../lib/i18n';
import { createTestI18n } from '../../test/i18n';
import { ErrorAlert } from '../ErrorAlert';
import { FormErrorAlert } from './FormErrorAlert';

/** An error answer as the server sends it (server/src/common/errors/error-body.ts). */
function answer(code: string | undefined, message: string, field?: string) {
  return ApiError.fromResponse(
    { status: 409, statusText: 'Conflict' },
    {
      statusCode: 409,
      message,
      error: 'Conflict',
      ...(code ? { code } : {}),
      ...(field ? { fields: { [field]: [message] } } : {}),
    },
  );
}

describe('server errors in the reader’s language', () => {
  let restore: () => void;
  const i18n = createTestI18n();

  beforeAll(async () => {
    i18n.addResourceBundle('tr', 'translation', tr);
    await i18n.changeLanguage('tr');
    restore = setErrorCodeTranslator(errorCodeTranslator(i18n));
  });
  afterAll(() => restore());

  it('shows a known code translated above the form and beside its field', () => {
    const error = answer('name-taken', 'A company named Acme already exists', 'name');
    const setError = jest.fn();
    const message = applyServerErrors(error, setError, ['taxId']);
    render(
      <I18nextProvider i18n={i18n}>
        <FormErrorAlert title="Kaydedilemedi" message={message} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bu ad zaten kullanılıyor.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Acme');
    expect(error.serverMessage).toBe('A company named Acme already exists');

    applyServerErrors(answer('name-taken', 'Taken', 'name'), setError, ['name']);
    expect(setError).toHaveBeenLastCalledWith(
      'name',
      { type: 'server', message: 'Bu ad zaten kullanılıyor.' },
      { shouldFocus: true },
    );
  });

  it('shows a failed load’s known code translated', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorAlert title="Yüklenemedi" error={answer('not-found', 'Vacancy 7 not found')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Bu kayıt artık yok. Silinmiş olabilir.')).toBeInTheDocument();
  });

  it('falls back to the server’s text for an unknown code, or none', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorAlert title="A" error={answer('brand-new-case', 'Something new happened')} />
        <ErrorAlert title="B" error={answer(undefined, 'name must be a string')} />
        <ErrorAlert title="C" error={answer('crashed', 'Looks like a key, is a subtree')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Something new happened')).toBeInTheDocument();
    expect(screen.getByText('name must be a string')).toBeInTheDocument();
    expect(screen.getByText('Looks like a key, is a subtree')).toBeInTheDocument();
  });
});
