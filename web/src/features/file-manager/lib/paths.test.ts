import { breadcrumbTrail, canDropInto, dropRefusal } from './paths';

const policies = { id: 'p', name: 'Company Policies' };
const archive = { id: 'a', name: 'Archive' };
const old = { id: 'o', name: '2024' };

describe('breadcrumbTrail', () => {
  it('is only the root, current, at the root', () => {
    expect(breadcrumbTrail([], 'My files')).toEqual([
      { id: null, name: 'My files', current: true },
    ]);
  });

  it('goes from the root through the ancestors to the current folder', () => {
    expect(breadcrumbTrail([policies, archive], 'My files')).toEqual([
      { id: null, name: 'My files', current: false },
      { id: 'p', name: 'Company Policies', current: false },
      { id: 'a', name: 'Archive', current: true },
    ]);
  });
});

describe('the drop rule', () => {
  const folder = { id: 'a', type: 'folder', folderId: 'p' };
  const file = { id: 'f', type: 'TXT', folderId: 'a' };

  it('lets a file go into any other folder, the root included', () => {
    expect(canDropInto(file, 'p', [policies])).toBe(true);
    expect(canDropInto(file, null, [])).toBe(true);
    expect(canDropInto(file, 'o', [policies, archive, old])).toBe(true);
  });

  it('refuses the folder an item is already in', () => {
    expect(dropRefusal(file, 'a', [policies, archive])).toBe('same-folder');
    expect(dropRefusal({ ...file, folderId: null }, null, [])).toBe('same-folder');
  });

  it('never moves a folder into itself', () => {
    expect(dropRefusal(folder, 'a', [policies, archive])).toBe('into-itself');
  });

  it('never moves a folder into one of its descendants', () => {
    expect(dropRefusal(folder, 'o', [policies, archive, old])).toBe('into-descendant');
    expect(canDropInto(folder, 'o', [policies, archive, old])).toBe(false);
  });

  it('lets a folder move up to an ancestor or across to a sibling', () => {
    expect(canDropInto(folder, null, [])).toBe(true);
    expect(canDropInto(folder, 'x', [{ id: 'x' }])).toBe(true);
  });
});
