import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { itDeletesWithTheVersionShown, VERSIONS } from '../../../../test/version-conflict';
import { PENDING_INVOICE } from '../../testing/invoices';
import { InvoiceReviewPanel } from './InvoiceReviewPanel';

const READ = PENDING_INVOICE;

describe('InvoiceReviewPanel, deleting an invoice someone else changed meanwhile', () => {
  const onDeleted = jest.fn();
  beforeEach(() => onDeleted.mockReset());

  itDeletesWithTheVersionShown({
    isDelete: (request) => request.method === 'DELETE',
    isRead: (request) => new URL(request.url).pathname === `/api/invoices/${READ.id}`,
    read: READ,
    theirs: { ...READ, vendor: 'Liverpool', version: VERSIONS.theirs },
    open: async () => {
      const rendered = renderWithProviders(
        <InvoiceReviewPanel
          invoiceId={READ.id}
          onClose={jest.fn()}
          onApproved={jest.fn()}
          onRejected={jest.fn()}
          onDeleted={onDeleted}
          onEdit={jest.fn()}
          onUploaded={jest.fn()}
          onFailed={jest.fn()}
        />,
      );
      expect(await screen.findByText('Soriana')).toBeInTheDocument();
      return rendered;
    },
    deleteIt: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Delete invoice SOR-100001' }));
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
    },
    expectTheirs: async () => {
      expect(await screen.findByText('Liverpool')).toBeInTheDocument();
    },
    expectDeleted: () =>
      expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: READ.id })),
  });
});
