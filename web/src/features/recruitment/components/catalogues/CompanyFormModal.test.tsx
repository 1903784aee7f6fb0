import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflictsFromAListRow } from '../../../../test/version-conflict';
import type { Company } from '../../api/companies';
import { CompanyFormModal } from './CompanyFormModal';

describe('CompanyFormModal', () => {
  it('shows the server refusal of a duplicate name beside the field and keeps what was typed', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(
        {
          statusCode: 409,
          message: 'A company named Acme Logística already exists',
          error: 'Conflict',
          fields: { name: ['A company named Acme Logística already exists'] },
        },
        409,
      ),
    );
    const onSaved = jest.fn();
    const { user } = renderWithProviders(
      <CompanyFormModal show company={null} onHide={() => undefined} onSaved={onSaved} />,
    );
    await user.type(screen.getByLabelText('Name'), 'acme logistica');
    await user.type(screen.getByLabelText('Tax ID (RFC)'), 'ACM010101AB1');
    await user.type(screen.getByLabelText('Phone'), '+52 55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Add company' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('A company named Acme Logística already exists')).toBeVisible();
    expect(name).toHaveClass('is-invalid');
    expect(name).toHaveValue('acme logistica');
    expect(screen.getByLabelText('Tax ID (RFC)')).toHaveValue('ACM010101AB1');
    expect(onSaved).not.toHaveBeenCalled();

    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({
      name: 'acme logistica',
      taxId: 'ACM010101AB1',
      industry: '',
      email: null,
      phone: '+52 55 1234 5678',
      address: '',
      logo: null,
      active: true,
    });
  });

  it('checks the form before asking the server', async () => {
    const fetch = stubFetch();
    const { user } = renderWithProviders(
      <CompanyFormModal show company={null} onHide={() => undefined} onSaved={jest.fn()} />,
    );
    await user.type(screen.getByLabelText('Tax ID (RFC)'), '!');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText("Enter the company's name.")).toBeVisible();
    expect(screen.getByText('3 to 30 letters, digits, spaces, dots or dashes.')).toBeVisible();
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says an empty tax ID is required before any format rule', async () => {
    const fetch = stubFetch();
    const { user } = renderWithProviders(
      <CompanyFormModal show company={null} onHide={() => undefined} onSaved={jest.fn()} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('Enter the tax ID.')).toBeVisible();
    expect(
      screen.queryByText('3 to 30 letters, digits, spaces, dots or dashes.'),
    ).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('when someone else changed the company meanwhile', () => {
    /** As the companies list shows it: without a version. */
    const ROW: Company = {
      id: 'c1',
      name: 'Acme',
      taxId: 'ACM010101AB1',
      industry: 'Logistics',
      email: null,
      phone: '+52 55 1234 5678',
      address: '',
      logo: null,
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    itResolvesVersionConflictsFromAListRow({
      row: ROW,
      theirChanges: { industry: 'Retail', active: false },
      open: (onSaved) =>
        renderWithProviders(
          <CompanyFormModal show company={ROW} onHide={jest.fn()} onSaved={onSaved} />,
        ),
      edit: (user) => user.type(screen.getByLabelText('Address'), 'Reforma 1'),
      expectEdited: () => expect(screen.getByLabelText('Address')).toHaveValue('Reforma 1'),
      save: 'Save',
      changed: 'Industry, Active',
      edits: { address: 'Reforma 1' },
      expectTheirs: () => {
        expect(screen.getByLabelText('Address')).toHaveValue('');
        expect(screen.getByLabelText('Industry')).toHaveValue('Retail');
      },
    });
  });
});
