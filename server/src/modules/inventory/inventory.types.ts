export interface InventoryCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

export interface InventoryBrand {
  id: string;
  name: string;
  slug: string;
}

export type InventoryVendor = InventoryBrand;

export interface InventoryTag {
  id: string;
  title: string;
}

export interface Product {
  id: string;
  /** Category id, or '' while unset. */
  category: string;
  name: string;
  description: string;
  /** Tag ids. */
  tags: string[];
  sku: string;
  barcode: string;
  /** Brand id, or '' while unset. */
  brand: string;
  /** Vendor id, or '' while unset. */
  vendor: string;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  taxPercent: number;
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}
