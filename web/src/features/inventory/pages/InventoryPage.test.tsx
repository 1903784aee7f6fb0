import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { versionConflictResponse, VERSIONS } from '../../../test/version-conflict';
import type { Product } from '../api/inventory-api';
import { PRODUCT } from '../testing/products';
import { InventoryPage } from './InventoryPage';

const THEIRS = { ...PRODUCT, stock: 3, version: VERSIONS.theirs };

/** The inventory: one product, whose first delete someone else's recount refuses. */
function stubInventory() {
  const deletes: (string | null)[] = [];
  let stored: Product = { ...PRODUCT, version: VERSIONS.read };
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'DELETE') {
      deletes.push(request.headers.get('If-Match'));
      if (deletes.length > 1) return jsonResponse(true);
      stored = THEIRS;
      return versionConflictResponse(THEIRS);
    }
    if (path.endsWith('/products')) {
      return jsonResponse({
        products: [stored],
        pagination: { length: 1, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: 0 },
      });
    }
    if (path.endsWith('/product')) return jsonResponse(stored);
    return jsonResponse([]);
  });
  return deletes;
}

describe('InventoryPage, deleting a product someone else changed meanwhile', () => {
  it('names the version shown; refused, shows theirs again and offers to delete anyway', async () => {
    const deletes = stubInventory();
    const { user } = renderRoutes([{ path: '/apps/inventory', element: <InventoryPage /> }], {
      initialEntries: ['/apps/inventory'],
    });
    const table = await screen.findByRole('table', { name: 'Products' });
    await user.click(await within(table).findByText(PRODUCT.name));
    const form = await screen.findByRole('form', { name: `Details of ${PRODUCT.name}` });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(PRODUCT.name));
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete product' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    // The delete goes once its notice does (Undo is no longer offered).
    const deleted = await screen.findByText(`${PRODUCT.name} was deleted.`);
    await user.click(within(deleted.closest('.toast')!).getByRole('button', { name: 'Dismiss' }));
    const refused = await screen.findByText(
      `${PRODUCT.name} was not deleted: someone else changed it meanwhile. Its current version shows again.`,
    );
    expect(deletes).toEqual([`"${VERSIONS.read}"`]);
    expect(await within(table).findByText(PRODUCT.name)).toBeInTheDocument();

    await user.click(
      within(refused.closest('.toast')!).getByRole('button', { name: 'Delete anyway' }),
    );
    await waitFor(() => expect(deletes).toEqual([`"${VERSIONS.read}"`, `"${VERSIONS.theirs}"`]));
    expect(await screen.findByText(`${PRODUCT.name} was deleted.`)).toBeInTheDocument();
  });
});
