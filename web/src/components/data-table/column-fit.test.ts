import { type FitColumn, fitColumns } from './column-fit';

const column = (id: string, width: number, extra: Partial<FitColumn> = {}): FitColumn => ({
  id,
  width,
  priority: 3,
  hideable: true,
  flexible: true,
  sized: false,
  ...extra,
});

describe('fitColumns', () => {
  it('leaves out the highest priority number first, the rightmost among equals', () => {
    const columns = [
      column('a', 100, { priority: 1 }),
      column('b', 100, { priority: 4 }),
      column('c', 100),
      column('d', 100),
    ];
    expect(fitColumns(columns, 250).hidden).toEqual(['b', 'd']);
  });

  it('never leaves out a column that may not be hidden, and then overflows', () => {
    const columns = [column('a', 300, { hideable: false }), column('b', 100)];
    const fit = fitColumns(columns, 200);
    expect(fit.hidden).toEqual(['b']);
    expect(fit.widths).toEqual({ a: 300 });
  });

  it('shares the room left among the flexible columns the person did not size', () => {
    const columns = [
      column('select', 40, { flexible: false, hideable: false }),
      column('a', 100),
      column('b', 300),
      column('c', 100, { sized: true }),
    ];
    const fit = fitColumns(columns, 740);
    expect(fit.hidden).toEqual([]);
    expect(fit.widths).toEqual({ select: 40, a: 150, b: 450, c: 100 });
    expect(Object.values(fit.widths).reduce((sum, width) => sum + width, 0)).toBe(740);
  });

  it('narrows the columns that may before a column of priority 1 gives way', () => {
    const columns = [
      column('name', 300, { hideable: false, least: 100 }),
      column('sku', 150, { priority: 4 }),
      column('price', 130, { priority: 1, least: 90 }),
      column('stock', 150, { priority: 1 }),
    ];
    const fit = fitColumns(columns, 400);
    expect(fit.hidden).toEqual(['sku']);
    // 180 too many, the widest spare room (200 of 240) first: each keeps 30 above its least.
    expect(fit.widths).toEqual({ name: 130, price: 120, stock: 150 });
  });

  it('narrows the widest alone while that is enough', () => {
    const columns = [
      column('name', 300, { hideable: false, least: 100 }),
      column('price', 130, { priority: 1, least: 90 }),
    ];
    expect(fitColumns(columns, 330).widths).toEqual({ name: 200, price: 130 });
  });

  it('leaves out the lower priorities before it narrows anything', () => {
    const columns = [
      column('name', 300, { hideable: false, least: 100 }),
      column('sku', 150, { priority: 2 }),
      column('price', 130, { priority: 1 }),
    ];
    expect(fitColumns(columns, 500)).toEqual({
      hidden: ['sku'],
      widths: { name: 348, price: 152 },
    });
  });

  it('lets a priority 1 column give way once narrowing is not enough', () => {
    const columns = [
      column('name', 300, { hideable: false, least: 200 }),
      column('price', 130, { priority: 1, least: 100 }),
      column('stock', 150, { priority: 1 }),
    ];
    const fit = fitColumns(columns, 320);
    expect(fit.hidden).toEqual(['stock']);
    expect(fit.widths).toEqual({ name: 210, price: 110 });
  });

  it('changes nothing while the width is unknown', () => {
    const columns = [column('a', 100), column('b', 100)];
    expect(fitColumns(columns, 0)).toEqual({ hidden: [], widths: { a: 100, b: 100 } });
  });
});
