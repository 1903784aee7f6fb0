/** A product's price: basePrice plus taxPercent of it, to the cent. */
export function priceOf(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (100 + taxPercent)) / 100;
}
