import {
  changedItems,
  cleanTree,
  destinationsFor,
  itemForPath,
  type MenuItem,
  moveInto,
  moveWithin,
  newItem,
  treeProblems,
} from './menu-tree';

const TREE: MenuItem[] = [
  {
    id: 'a',
    type: 'group',
    title: 'A',
    children: [
      { id: 'a.1', type: 'basic', title: 'One', link: '/apps/notes' },
      {
        id: 'a.2',
        type: 'collapsable',
        title: 'Two',
        children: [{ id: 'a.2.x', type: 'basic', title: 'X', link: '/apps/tasks' }],
      },
    ],
  },
  { id: 'd', type: 'divider' },
  { id: 'b', type: 'group', title: 'B', children: [] },
];

describe('the menu tree', () => {
  it('finds the item a server error path names, and its field', () => {
    expect(itemForPath(TREE, 'items.0.children.1.children.0.link')).toEqual({
      id: 'a.2.x',
      field: 'link',
    });
    expect(itemForPath(TREE, 'items.0.children.0.titles.en')).toEqual({
      id: 'a.1',
      field: 'titles.en',
    });
    expect(itemForPath(TREE, 'items.2')).toEqual({ id: 'b', field: '' });
    expect(itemForPath(TREE, 'items.9.link')).toBeUndefined();
    expect(itemForPath(TREE, 'default.0')).toBeUndefined();
  });

  it('moves among siblings and into other groups, never into itself', () => {
    expect(moveWithin(TREE, 'a', 1, 0)[0].children?.map((item) => item.id)).toEqual(['a.2', 'a.1']);
    expect(moveWithin(TREE, null, 0, 5)).toEqual(TREE);
    const moved = moveInto(TREE, 'a.2', 'b');
    expect(moved[0].children?.map((item) => item.id)).toEqual(['a.1']);
    expect(moved[2].children?.map((item) => item.id)).toEqual(['a.2']);
    expect(moveInto(TREE, 'a', 'a.2')).toEqual(TREE);
    expect(destinationsFor(TREE, 'a').map((place) => place.id)).toEqual([null, 'b']);
    expect(destinationsFor(TREE, 'a.1').map((place) => place.id)).toEqual([null, 'a', 'a.2', 'b']);
  });

  it('names new items and tells what an item lacks', () => {
    const link = newItem(TREE, 'basic', 'tr', 'Yeni');
    expect(link).toEqual({ id: 'custom-link-1', type: 'basic', titles: { tr: 'Yeni' }, link: '' });
    expect(newItem(TREE, 'divider', 'en', 'x')).toEqual({
      id: 'custom-divider-1',
      type: 'divider',
    });
    const problems = treeProblems([
      link,
      { id: 'n', type: 'group', titles: { en: ' ' }, children: [] },
      { id: 'w', type: 'basic', title: 'W', link: 'ftp://x' },
      { id: 'k', type: 'basic', title: 'K', link: '/x', badge: { title: '1', classes: 'a"b' } },
    ]);
    expect(Object.fromEntries(problems)).toEqual({
      'custom-link-1': { link: 'menuConfig.problems.linkRequired' },
      n: { title: 'menuConfig.problems.name' },
      w: { link: 'menuConfig.problems.link' },
      k: { badge: 'menuConfig.problems.badge' },
    });
  });

  it('sends names trimmed, without empty ones or empty badges', () => {
    expect(
      cleanTree([
        {
          id: 'x',
          type: 'basic',
          title: 'X',
          titles: { en: ' Team ', tr: '' },
          subtitles: { es: '' },
          link: ' /apps/notes ',
          badge: { title: '', classes: 'text-bg-info' },
        },
      ]),
    ).toEqual([
      { id: 'x', type: 'basic', title: 'X', titles: { en: 'Team' }, link: '/apps/notes' },
    ]);
  });
  it('tells the items another tree added, edited, moved into another group or removed', () => {
    const ids = (items: MenuItem[]) => items.map((item) => item.id);
    expect(changedItems(TREE, structuredClone(TREE))).toEqual([]);
    // A reorder among siblings names nobody.
    expect(changedItems(TREE, moveWithin(TREE, 'a', 0, 1))).toEqual([]);

    const theirs = structuredClone(TREE);
    theirs[0].children![0].title = 'Uno';
    theirs[0].children![1].children![0] = { ...theirs[0].children![1].children![0], icon: 'x' };
    theirs[2].children!.push({ id: 'b.new', type: 'basic', title: 'New', link: '/apps/chat' });
    theirs.splice(1, 1);
    expect(ids(changedItems(TREE, theirs))).toEqual(['a.1', 'a.2.x', 'b.new', 'd']);
    // A name changed in one language, deep in the item's fields.
    const named = structuredClone(TREE);
    named[0].children![0].titles = { en: 'One', es: 'Uno' };
    const renamed = structuredClone(named);
    renamed[0].children![0].titles = { en: 'One', es: 'Una' };
    expect(ids(changedItems(named, renamed))).toEqual(['a.1']);
    // The same fields in another order are no change.
    renamed[0].children![0].titles = { es: 'Uno', en: 'One' };
    expect(changedItems(named, renamed)).toEqual([]);
    // A group whose items changed is not changed itself.
    expect(ids(changedItems(TREE, moveInto(TREE, 'a.2.x', 'b')))).toEqual(['a.2.x']);
  });
});
