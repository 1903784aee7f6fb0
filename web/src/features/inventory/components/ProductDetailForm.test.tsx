import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../test/version-conflict';
import type { Product } from '../api/inventory-api';
import { PRODUCT } from '../testing/products';
import { ProductDetailForm } from './ProductDetailForm';

function stubApi(onPatch: (body: { product: Record<string, unknown> }) => Response) {
  return stubFetch(async (request) => {
    if (request.method === 'PATCH') {
      return onPatch((await request.json()) as { product: Record<string, unknown> });
    }
    return lookups(request);
  });
}

/** The category, brand, vendor and tag lists the form offers. */
function lookups(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/categories')) {
    return jsonResponse([{ id: PRODUCT.category, parentId: null, name: 'Ladies', slug: 'ladies' }]);
  }
  if (path.endsWith('/brands')) {
    return jsonResponse([{ id: PRODUCT.brand, name: 'Alderly', slug: 'alderly' }]);
  }
  if (path.endsWith('/vendors')) {
    return jsonResponse([{ id: PRODUCT.vendor, name: 'Cogs Trading', slug: 'cogs-trading' }]);
  }
  if (path.endsWith('/tags')) return jsonResponse([{ id: PRODUCT.tags[0], title: 'automatic' }]);
  return jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
}

function renderForm(product: Product = PRODUCT) {
  const onSaved = jest.fn();
  const result = renderWithProviders(
    <ProductDetailForm
      product={product}
      onSaved={onSaved}
      onDelete={jest.fn()}
      onClose={jest.fn()}
      onManageTags={jest.fn()}
    />,
  );
  return { ...result, onSaved };
}

describe('ProductDetailForm', () => {
  it('shows the server’s field error beside the field and keeps what was typed', async () => {
    stubApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'sku must be shorter than or equal to 60 characters',
          error: 'Bad Request',
          fields: { 'product.sku': ['sku must be shorter than or equal to 60 characters'] },
        },
        400,
      ),
    );
    const { user, onSaved } = renderForm();
    const sku = screen.getByLabelText('SKU');
    await user.clear(sku);
    await user.type(sku, 'NEW-SKU');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(sku).toHaveClass('is-invalid'));
    expect(
      screen.getByText('sku must be shorter than or equal to 60 characters'),
    ).toBeInTheDocument();
    expect(sku).toHaveValue('NEW-SKU');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends amounts as numbers, never the price, and shows the price it will get', async () => {
    const patches: Record<string, unknown>[] = [];
    stubApi(({ product }) => {
      patches.push(product);
      return jsonResponse({ ...PRODUCT, ...product, price: 275 });
    });
    const { user, onSaved } = renderForm();
    await screen.findByRole('option', { name: 'Ladies' });
    const base = screen.getByLabelText('Base price');
    await user.clear(base);
    await user.type(base, '250');
    const tax = screen.getByLabelText('Tax');
    await user.clear(tax);
    await user.type(tax, '10');
    expect(screen.getByLabelText('Price')).toHaveValue('MX$275.00');
    const weight = screen.getByLabelText('Weight');
    await user.clear(weight);
    await user.type(weight, '0,125');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patches[0]).toMatchObject({
      basePrice: 250,
      taxPercent: 10,
      weight: 0.125,
      stock: 40,
      category: PRODUCT.category,
      tags: PRODUCT.tags,
      thumbnail: null,
      images: [],
      active: true,
    });
    expect(patches[0]).not.toHaveProperty('price');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});

describe('ProductDetailForm, when someone else changed the product meanwhile', () => {
  const READ: Product = { ...PRODUCT, version: VERSIONS.read };
  const THEIRS: Product = { ...READ, stock: 12, active: false, version: VERSIONS.theirs };
  let onSaved: jest.Mock;

  itResolvesVersionConflicts({
    isSave: (request) => request.method === 'PATCH',
    theirs: THEIRS,
    saved: (body) => ({ ...THEIRS, ...(body.product as object), version: VERSIONS.mine }),
    otherwise: lookups,
    open: () => {
      const rendered = renderForm(READ);
      onSaved = rendered.onSaved;
      return rendered;
    },
    editAndSave: async (user) => {
      await user.type(screen.getByLabelText('Name'), ' II');
      await user.click(screen.getByRole('button', { name: 'Update' }));
    },
    changed: 'Stock, Active (shown in the store)',
    edits: {
      id: PRODUCT.id,
      product: expect.objectContaining({ name: 'Alderly Aurora Field Watch II' }),
    },
    expectTheirs: () => {
      expect(screen.getByLabelText('Name')).toHaveValue('Alderly Aurora Field Watch');
      expect(screen.getByLabelText('Stock')).toHaveValue('12');
      expect(screen.getByLabelText('Active (shown in the store)')).not.toBeChecked();
    },
    expectSaved: () =>
      expect(onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Alderly Aurora Field Watch II', version: VERSIONS.mine }),
      ),
  });
});
