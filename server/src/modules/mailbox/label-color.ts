import { LABEL_COLORS, type LabelColor } from './mailbox.types';

/**
 * The colour of a label created without one (the original client's label has no colour):
 * the first of the palette that none of the account's labels has, gray first; once every
 * colour is taken, the palette repeats in order.
 */
export function defaultLabelColor(used: readonly string[]): LabelColor {
  const taken = new Set(used);
  return (
    LABEL_COLORS.find((color) => !taken.has(color)) ??
    LABEL_COLORS[used.length % LABEL_COLORS.length]!
  );
}
