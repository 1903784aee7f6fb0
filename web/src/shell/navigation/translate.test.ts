import { translateNavigation } from './translate';
import type { NavigationItem } from './types';

const KEYS: Record<string, Record<string, string>> = {
  en: { 'nav.chat': 'Chat', 'nav.apps': 'Apps' },
  tr: { 'nav.chat': 'Sohbet', 'nav.apps': 'Uygulamalar' },
};
const shown = (items: NavigationItem[], language: string) =>
  translateNavigation(items, (key) => KEYS[language]?.[key], language);

describe('translateNavigation', () => {
  const chat: NavigationItem = {
    id: 'apps.chat',
    type: 'basic',
    title: 'Chat',
    translation: 'nav.chat',
    link: '/apps/chat',
  };

  it('translates by key, and shows the Spanish title where no key is known', () => {
    expect(shown([chat], 'tr')[0]).toMatchObject({ title: 'Sohbet' });
    expect(shown([{ ...chat, translation: 'nav.unknown', title: 'Charla' }], 'en')[0]).toEqual(
      expect.objectContaining({ title: 'Charla', titleLang: 'es' }),
    );
    expect(shown([{ ...chat, translation: undefined }], 'es')[0].titleLang).toBeUndefined();
  });

  it('prefers an administrator’s name in the reader’s language, at every depth', () => {
    const group: NavigationItem = {
      id: 'apps',
      type: 'group',
      title: 'Aplicaciones',
      translation: 'nav.apps',
      subtitle: 'Herramientas',
      subtitles: { en: 'Tools' },
      children: [{ ...chat, titles: { en: 'Team chat' } }],
    };
    const [en] = shown([group], 'en');
    expect(en).toMatchObject({ title: 'Apps', subtitle: 'Tools' });
    expect(en.children?.[0]).toMatchObject({ title: 'Team chat' });
    const [tr] = shown([group], 'tr');
    expect(tr).toMatchObject({
      title: 'Uygulamalar',
      subtitle: 'Herramientas',
      subtitleLang: 'es',
    });
    expect(tr.children?.[0]).toMatchObject({ title: 'Sohbet' });
  });

  it('marks a new item’s only name with the language it is written in', () => {
    const docs: NavigationItem = {
      id: 'docs',
      type: 'basic',
      title: 'Docs',
      titles: { en: 'Docs' },
      link: 'https://example.com',
    };
    expect(shown([docs], 'tr')[0]).toEqual(
      expect.objectContaining({ title: 'Docs', titleLang: 'en' }),
    );
    expect(shown([docs], 'en')[0].titleLang).toBeUndefined();
  });
});
