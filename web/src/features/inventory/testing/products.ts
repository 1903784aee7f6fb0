import type { Product } from '../api/inventory-api';

/** A watch of the inventory as its list shows it: without a version. */
export const PRODUCT: Product = {
  id: 'a82e1f45-0e9e-4fbd-88fa-bdf7c762e4b9',
  category: '07986d93-d4eb-4de1-9448-2538407f7254',
  name: 'Alderly Aurora Field Watch',
  description: 'A legible field dial.',
  tags: ['167190fa-51b4-45fc-a742-8ce1b33d24ea'],
  sku: 'VLU-34554',
  barcode: '2895370687108',
  brand: '61d52c2a-8947-4a2c-8c35-f36baef45b96',
  vendor: '998b0c07-abfd-4ba3-8de1-7563ef3c4d57',
  stock: 40,
  reserved: 2,
  cost: 107.78,
  basePrice: 202.51,
  taxPercent: 30,
  price: 263.26,
  weight: 0.08,
  thumbnail: null,
  images: [],
  active: true,
};
