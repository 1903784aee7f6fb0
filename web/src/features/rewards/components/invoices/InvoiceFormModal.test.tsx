import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../../test/version-conflict';
import type { Invoice } from '../../api/invoices';
import { InvoiceFormModal } from './InvoiceFormModal';

const READ: Invoice = {
  id: 'a0000000-0000-4000-8000-000000000001',
  memberId: '11111111-1111-4111-8111-111111111111',
  memberName: 'Ana López',
  number: 'SOR-100001',
  vendor: 'Soriana',
  amount: 1250.5,
  currency: 'MXN',
  issuedAt: '2026-10-02',
  file: null,
  status: 'pending',
  pointsAwarded: null,
  rejectionReason: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-10-03T09:00:00.000Z',
  updatedAt: '2026-10-03T09:00:00.000Z',
  version: VERSIONS.read,
};
const THEIRS: Invoice = { ...READ, amount: 990, currency: 'USD', version: VERSIONS.theirs };

describe('InvoiceFormModal, when someone else changed the invoice meanwhile', () => {
  const onSaved = jest.fn();
  beforeEach(() => onSaved.mockReset());

  itResolvesVersionConflicts({
    isSave: (request) => request.method === 'PATCH',
    theirs: THEIRS,
    open: () =>
      renderWithProviders(
        <InvoiceFormModal invoice={READ} show onHide={jest.fn()} onSaved={onSaved} />,
      ),
    editAndSave: async (user) => {
      const vendor = screen.getByLabelText(/Vendor/);
      await user.clear(vendor);
      await user.type(vendor, 'Soriana Súper');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
    },
    changed: 'Amount, Currency',
    edits: { vendor: 'Soriana Súper', amount: 1250.5 },
    expectTheirs: () => {
      expect(screen.getByLabelText(/Vendor/)).toHaveValue('Soriana');
      expect(screen.getByLabelText(/Amount/)).toHaveValue('990');
      expect(screen.getByLabelText(/Currency/)).toHaveValue('USD');
    },
    expectSaved: () =>
      expect(onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ vendor: 'Soriana Súper', version: VERSIONS.mine }),
        false,
      ),
  });
});
