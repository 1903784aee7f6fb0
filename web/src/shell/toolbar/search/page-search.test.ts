import { highlightMatches, searchPages, withTranslatedPages } from './page-search';

describe('page search', () => {
  it('escapes the title and marks every match, whatever its case', () => {
    expect(highlightMatches('<b>Tasks</b> & tas', 'TAS')).toBe(
      '&lt;b&gt;<mark>Tas</mark>ks&lt;/b&gt; &amp; <mark>tas</mark>',
    );
    expect(highlightMatches('Özet Panosu', 'öz', 'tr')).toBe('<mark>Öz</mark>et Panosu');
  });

  it('finds basic internal pages by title or subtitle, never hidden or external ones', () => {
    const found = searchPages(
      [
        {
          id: 'g',
          type: 'group',
          title: 'Tasks group',
          children: [
            { id: 'a', type: 'basic', title: 'Tasks', link: '/apps/tasks' },
            { id: 'b', type: 'basic', title: 'Notes', subtitle: 'and tasks', link: '/apps/notes' },
            { id: 'c', type: 'basic', title: 'Old tasks', link: '/x', hidden: true },
            { id: 'd', type: 'basic', title: 'Tasks web', link: 'https://x', externalLink: true },
            { id: 'e', type: 'basic', title: 'Mis tareas', link: '/y', titleLang: 'es' },
          ],
        },
      ],
      ' task ',
    );
    expect(found.map((page) => page.link)).toEqual(['/apps/tasks', '/apps/notes']);
    expect(
      searchPages(
        [{ id: 'e', type: 'basic', title: 'Tareas', link: '/y', titleLang: 'es' }],
        'tar',
      ),
    ).toEqual([{ id: 'e', title: 'Tareas', link: '/y', value: '<mark>Tar</mark>eas', lang: 'es' }]);
  });

  it('puts the pages first in place of the server’s, and drops an empty set', () => {
    const server = [
      { id: 'pages', label: 'Pages', results: [{ link: '/a', value: 'A' }] },
      { id: 'contacts', label: 'Contacts', results: [{ link: '/c', value: 'C' }] },
    ];
    const pages = [{ link: '/b', value: 'B' }];
    expect(withTranslatedPages(server, pages, 'Sayfalar').map((set) => set.label)).toEqual([
      'Sayfalar',
      'Contacts',
    ]);
    expect(withTranslatedPages(server, [], 'Pages').map((set) => set.id)).toEqual(['contacts']);
  });
});
