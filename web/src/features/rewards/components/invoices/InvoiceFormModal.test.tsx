import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../../test/version-conflict';
import type { Invoice } from '../../api/invoices';
import { PENDING_INVOICE } from '../../testing/invoices';
import { InvoiceFormModal } from './InvoiceFormModal';

const READ = PENDING_INVOICE;
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
