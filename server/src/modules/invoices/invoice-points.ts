/**
 * The points an approved invoice earns: one per `currencyPerPoint` units of its amount
 * (INVOICE_CURRENCY_PER_POINT), rounded down, so Math.floor(amount / currencyPerPoint).
 * Counted in cents, so that no binary fraction rounds a whole point away.
 */
export function invoicePoints(amount: number, currencyPerPoint: number): number {
  if (!Number.isInteger(currencyPerPoint) || currencyPerPoint < 1) {
    throw new RangeError(`Invalid currency units per point: ${currencyPerPoint}`);
  }
  return Math.floor(Math.round(amount * 100) / (currencyPerPoint * 100));
}
