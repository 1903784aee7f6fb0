import { screen } from '@testing-library/react';
import { ApiError } from '../../../../lib/api/errors';
import { renderWithProviders } from '../../../../test/render';
import type { Applicant } from '../../api/applicants';
import { ApplicantForm } from './ApplicantForm';

const DUPLICATE_EMAIL = 'An applicant with the email ana@example.com already exists';

async function fillRequired(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'López');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
}

describe('ApplicantForm', () => {
  it('shows the server’s uniqueness message beside the email field and keeps what was typed', async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new ApiError({
        statusCode: 409,
        message: DUPLICATE_EMAIL,
        error: 'Conflict',
        fields: { email: [DUPLICATE_EMAIL] },
      }),
    );
    const { user } = renderWithProviders(<ApplicantForm onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Skills'), 'Excel{Enter}SQL,');
    await user.click(screen.getByLabelText(/agrees to the processing/));
    await user.click(screen.getByRole('button', { name: 'Create applicant' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(DUPLICATE_EMAIL)).toBeInTheDocument();
    expect(email).toHaveClass('is-invalid');
    expect(email).toHaveFocus();
    // Every field placed: no general alert above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByText('Excel')).toBeInTheDocument();
    expect(screen.getByText('SQL')).toBeInTheDocument();

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Ana',
        email: 'ana@example.com',
        skills: ['Excel', 'SQL'],
        documentId: null,
        birthDate: null,
        expectedSalary: null,
        // Left empty: not given.
        yearsExperience: null,
        consent: true,
      }),
      // A new applicant has no version to name.
      undefined,
    );
  });

  it('requires consent before creating, without calling the server', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<ApplicantForm onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create applicant' }));
    expect(
      await screen.findByText('The applicant must agree to the processing of their data.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a message no field explains above the form', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValue(
        new ApiError({ statusCode: 500, message: 'The store is read-only', error: 'Error' }),
      );
    const applicant = {
      id: '6f1c',
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      documentId: null,
      phone: '',
      birthDate: null,
      city: 'Puebla',
      skills: [],
      yearsExperience: 3,
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
    const { user } = renderWithProviders(
      <ApplicantForm applicant={applicant} onSubmit={onSubmit} />,
    );
    expect(screen.getByText(/Consent recorded on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is read-only');
  });
});
