/** Stock below this many shows as low. */
export const LOW_STOCK = 20;
/** Stock below this many shows as running low. */
export const FEW_STOCK = 30;

/** How the list colours a product's stock. */
export function stockLevel(stock: number): 'low' | 'few' | 'ok' {
  if (stock < LOW_STOCK) return 'low';
  if (stock < FEW_STOCK) return 'few';
  return 'ok';
}
