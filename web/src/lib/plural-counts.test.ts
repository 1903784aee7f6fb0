import i18next from 'i18next';
import en from '../../public/i18n/en.json';
import es from '../../public/i18n/es.json';
import tr from '../../public/i18n/tr.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { translation: en }, es: { translation: es }, tr: { translation: tr } },
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

// Texts whose {{count}} stands beside no noun that would change with it.
const COUNT_WITHOUT_NOUN = new Set([
  'applicants.search.moreSkills',
  'helpCenter.support.count',
  'banners.position',
  'banners.moved',
  'tasks.moved',
  'menuConfig.moved',
  'dataTable.keys.moved',
  'reports.chartTop',
]);

// The keys come from a table here, not from the typed resources.
const translate = i18n.t.bind(i18n) as (key: string, options: Record<string, unknown>) => string;

describe('texts with a count', () => {
  it('have plural forms wherever the count sits beside a noun', () => {
    const unplural = leaves(en)
      .filter(([key, text]) => /{{count}}/.test(text) && !/_(one|other)$/.test(key))
      .map(([key]) => key)
      .filter((key) => !COUNT_WITHOUT_NOUN.has(key));
    expect(unplural).toEqual([]);
  });

  it.each([
    ['en', 1, 1, '1 of 1 place free'],
    ['en', 1, 2, '1 of 2 places free'],
    ['es', 0, 1, '0 de 1 lugar libre'],
    ['es', 1, 2, '1 de 2 lugares libres'],
    ['tr', 1, 2, '2 yerden 1 boş'],
  ])('agree with the capacity of an interview slot (%s, %i of %i)', (lng, free, count, text) => {
    expect(translate('interviews.room', { lng, free, count })).toBe(text);
  });

  it.each([
    ['en', 'detail.ageYears', { count: 1 }, '1 year'],
    ['en', 'detail.ageYears', { count: 30 }, '30 years'],
    ['es', 'detail.ageYears', { count: 1 }, '1 año'],
    ['en', 'tasks.count', { remaining: 1, count: 1 }, '1 remaining of 1 task'],
    ['es', 'tasks.count', { remaining: 2, count: 3 }, '2 pendientes de 3 tareas'],
    ['en', 'tasks.subTasksCount', { done: 0, count: 1 }, '0 of 1 sub-task'],
    ['es', 'tasks.subTasksCount', { done: 0, count: 1 }, '0 de 1 subtarea'],
    ['en', 'members.done.adjusted', { name: 'Ana', count: 1, value: '1' }, 'Ana now has 1 point'],
    [
      'es',
      'members.done.adjusted',
      { name: 'Ana', count: 5, value: '5' },
      'Ana tiene ahora 5 puntos',
    ],
  ])('%s %s reads right', (lng, key, options, text) => {
    expect(translate(key, { lng, ...options })).toBe(text);
  });
});
