import { defaultLabelColor } from './label-color';
import { LABEL_COLORS } from './mailbox.types';

describe('defaultLabelColor', () => {
  it('is gray for an account without labels', () => {
    expect(defaultLabelColor([])).toBe('gray');
  });

  it('is the first colour no label has, beside the sample labels', () => {
    // personal, work, payments, invoices, accounts, forums
    expect(defaultLabelColor(['blue', 'indigo', 'red', 'teal', 'purple', 'green'])).toBe('gray');
    expect(defaultLabelColor(['gray', 'blue', 'red'])).toBe('orange');
  });

  it('repeats the palette in order once every colour is taken', () => {
    expect(defaultLabelColor([...LABEL_COLORS])).toBe(LABEL_COLORS[0]);
    expect(defaultLabelColor([...LABEL_COLORS, 'gray'])).toBe(LABEL_COLORS[1]);
  });
});
