import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleNavigation } from '../../../store/seed/common';
import { addTranslationKeys } from './navigation-translations';
import { upgradeNavigation } from './navigation.repository';
import { type NavigationItem, type NavigationRecord } from './navigation.types';

const seedNavigation = sampleNavigation;

/** The sample navigation's titles in English, with the Spanish the web shows for them. */
const ENGLISH_SAMPLE_TITLES: Readonly<Record<string, string>> = { Dashboards: 'Paneles' };

/** The sample navigation as versions before translation keys stored it. */
function asSavedBefore(records: NavigationRecord[]): NavigationRecord[] {
  const strip = (items: NavigationItem[]): NavigationItem[] =>
    items.map(({ translation: _t, subtitleTranslation: _s, ...item }) => ({
      ...item,
      ...(item.title === 'Búsqueda del Postulante' ? { title: 'Busqueda del Postulante' } : {}),
      ...(item.children ? { children: strip(item.children) } : {}),
    }));
  // Nor did they remember the sample items they were given.
  return records.map((record) => ({ id: record.id, items: strip(record.items) }));
}

function everyItem(records: readonly NavigationRecord[]): NavigationItem[] {
  const found: NavigationItem[] = [];
  const walk = (items: readonly NavigationItem[]) =>
    items.forEach((item) => {
      found.push(item);
      walk(item.children ?? []);
    });
  records.forEach((record) => walk(record.items));
  return found;
}

const webTranslations = (language: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../../../web/public/i18n', `${language}.json`), 'utf8'),
  ) as Record<string, unknown>;

const lookUp = (tree: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

describe('navigation translation keys', () => {
  it('every titled item of the sample navigation has keys the web translates in en, tr and es', () => {
    const items = everyItem(seedNavigation()).filter((item) => item.title);
    expect(items.length).toBeGreaterThan(40);
    const languages = ['en', 'tr', 'es'].map(webTranslations);
    for (const item of items) {
      expect(item.translation).toMatch(/^nav\.\w+$/);
      for (const key of [item.translation!, item.subtitleTranslation].filter(Boolean)) {
        for (const language of languages) expect(typeof lookUp(language, key!)).toBe('string');
      }
      expect(item.subtitleTranslation === undefined).toBe(item.subtitle === undefined);
    }
    // The Spanish file names each item as the sample navigation's Spanish title does, but
    // for the titles the sample leaves in English, which Spanish readers get in Spanish.
    const es = webTranslations('es');
    for (const item of items) {
      const spanish = ENGLISH_SAMPLE_TITLES[item.title!] ?? item.title;
      expect(lookUp(es, item.translation!)).toBe(spanish);
    }
  });

  it('a navigation saved before the keys gains them, and the accent of Búsqueda', () => {
    const seed = seedNavigation();
    const old = asSavedBefore(seed);
    expect(everyItem(old).some((item) => item.title === 'Busqueda del Postulante')).toBe(true);
    expect(addTranslationKeys(old)).toEqual(
      seed.map(({ offeredItems: _given, ...record }) => record),
    );
    expect(upgradeNavigation(old)).toEqual(seed);
  });

  it('keeps what an administrator renamed or added, and answers the same array when current', () => {
    const old: NavigationRecord[] = [
      {
        id: 'default',
        items: [
          {
            id: 'dashboards',
            type: 'group',
            title: 'Mis tableros',
            subtitle: 'Reportes, informes',
            children: [
              { id: 'dashboards.tablero', type: 'basic', title: 'Tablero Resumen', link: '/a' },
              { id: 'mine', type: 'basic', title: 'Mine', link: '/b' },
            ],
          },
        ],
      },
      { id: 'compact', items: [] },
    ];
    const upgraded = addTranslationKeys(old);
    const [group] = upgraded[0]!.items;
    expect(group).toMatchObject({
      title: 'Mis tableros',
      subtitleTranslation: 'nav.dashboardsSubtitle',
    });
    expect(group!.translation).toBeUndefined();
    expect(group!.children![0]).toMatchObject({
      title: 'Tablero Resumen',
      translation: 'nav.tablero',
    });
    expect(group!.children![1]).toBe(old[0]!.items[0]!.children![1]);
    expect(upgraded[1]).toBe(old[1]);
    expect(addTranslationKeys(upgraded)).toBe(upgraded);
    const seed = seedNavigation();
    expect(addTranslationKeys(seed)).toBe(seed);
  });
});
