import { addNewSampleItems, itemIds } from './navigation-samples';
import type { NavigationItem, NavigationRecord } from './navigation.types';

const link = (id: string): NavigationItem => ({ id, type: 'basic', title: id, link: `/${id}` });
const group = (id: string, children: NavigationItem[]): NavigationItem => ({
  id,
  type: 'group',
  title: id,
  children,
});

/** The sample of a newer version: `maintenance.icons` and the whole `apps` group are new. */
const SAMPLE: NavigationRecord[] = [
  {
    id: 'default',
    items: [
      group('dashboards', [link('board'), group('maintenance', [link('menu'), link('icons')])]),
      group('recruitment', [link('companies'), link('interviews'), link('sheet')]),
      group('apps', [link('chat'), link('notes')]),
    ],
  },
];

/** What an older version saved: no icons, no interviews, no apps. */
const OLD: NavigationRecord[] = [
  {
    id: 'default',
    items: [
      group('dashboards', [link('board'), group('maintenance', [link('menu')])]),
      group('recruitment', [link('companies'), link('sheet')]),
    ],
  },
];

const shape = (items: readonly NavigationItem[]): unknown =>
  items.map((item) => (item.children ? { [item.id]: shape(item.children) } : item.id));

describe('a saved navigation gains the sample items of a newer version', () => {
  it('adds each new item where the sample has it, and remembers what it was given', () => {
    const [upgraded] = addNewSampleItems(OLD, SAMPLE);
    expect(shape(upgraded.items)).toEqual([
      { dashboards: ['board', { maintenance: ['menu', 'icons'] }] },
      { recruitment: ['companies', 'interviews', 'sheet'] },
      { apps: ['chat', 'notes'] },
    ]);
    expect(new Set(upgraded.offeredItems)).toEqual(new Set(itemIds(SAMPLE[0].items)));
  });

  it('leaves a navigation that was given everything as it is, removals included', () => {
    const [upgraded] = addNewSampleItems(OLD, SAMPLE);
    const edited = [{ ...upgraded, items: upgraded.items.filter((item) => item.id !== 'apps') }];
    expect(addNewSampleItems(edited, SAMPLE)).toBe(edited);
  });

  it('finds an item moved elsewhere or renamed by its link, and adds no second one', () => {
    const moved: NavigationRecord[] = [
      { id: 'default', items: [...OLD[0].items, { ...link('elsewhere'), link: '/interviews' }] },
    ];
    const [upgraded] = addNewSampleItems(moved, SAMPLE);
    expect(itemIds(upgraded.items).filter((id) => id === 'interviews')).toEqual([]);
  });

  it('adds nothing under a group the navigation no longer has, and does not offer it again', () => {
    const withoutMaintenance: NavigationRecord[] = [
      {
        id: 'default',
        offeredItems: itemIds(OLD[0].items),
        items: [group('dashboards', [link('board')]), OLD[0].items[1]],
      },
    ];
    const [upgraded] = addNewSampleItems(withoutMaintenance, SAMPLE);
    expect(itemIds(upgraded.items)).not.toContain('icons');
    expect(upgraded.offeredItems).toContain('icons');
  });
});
