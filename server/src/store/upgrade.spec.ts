import { upgradeEach, upgradeInOrder } from './upgrade';

interface Row {
  id: string;
  name: string;
}

const rows: readonly Row[] = [
  { id: '1', name: 'Ada' },
  { id: '2', name: 'grace' },
];
const capitalise = (row: Row): Row =>
  /^[a-z]/.test(row.name) ? { ...row, name: row.name[0]!.toUpperCase() + row.name.slice(1) } : row;

describe('upgradeEach', () => {
  it('answers a new array with the changed records, keeping the others as they were', () => {
    const upgraded = upgradeEach(rows, capitalise);
    expect(upgraded).not.toBe(rows);
    expect(upgraded).toEqual([
      { id: '1', name: 'Ada' },
      { id: '2', name: 'Grace' },
    ]);
    expect(upgraded[0]).toBe(rows[0]);
  });

  it('answers the same array when no record changed, so nothing is written', () => {
    const upToDate = upgradeEach(rows, capitalise);
    expect(upgradeEach(upToDate, capitalise)).toBe(upToDate);
    expect(upgradeEach([], capitalise)).toEqual([]);
  });
});

describe('upgradeInOrder', () => {
  it('runs the upgrades one after the other and keeps the array when none changed it', () => {
    const shout = (items: readonly Row[]) =>
      upgradeEach(items, (row) => (row.id === '1' ? { ...row, name: `${row.name}!` } : row));
    const both = upgradeInOrder<Row>((items) => upgradeEach(items, capitalise), shout);
    expect(both(rows)).toEqual([
      { id: '1', name: 'Ada!' },
      { id: '2', name: 'Grace' },
    ]);
    const neither = upgradeInOrder<Row>((items) => upgradeEach(items, capitalise));
    const upToDate = neither(rows);
    expect(neither(upToDate)).toBe(upToDate);
  });
});
