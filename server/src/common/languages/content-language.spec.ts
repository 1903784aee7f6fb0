import { inLanguage, inLanguageThroughout } from './content-language';

const FAQ = {
  id: 'f1',
  question: 'Can I undo a redemption?',
  translations: {
    es: { question: '¿Puedo deshacer un canje?' },
    tr: { question: 'Bir ödül talebini geri alabilir miyim?' },
  },
};

const DASHBOARD = {
  amount: 12,
  rows: [
    { name: 'Lucía Romero' },
    { name: 'Cloud hosting', translations: { es: { name: 'Hospedaje en la nube' } } },
  ],
  chart: {
    labels: ['New', 'Returning'],
    series: [68, 32],
    translations: { es: { labels: ['Nuevos', 'Recurrentes'] } },
  },
};

describe('inLanguage', () => {
  it('lays the language’s texts over the English, without the translations', () => {
    expect(inLanguage(FAQ, 'es')).toEqual({ id: 'f1', question: '¿Puedo deshacer un canje?' });
    expect(inLanguage(FAQ, 'en')).toEqual({ id: 'f1', question: 'Can I undo a redemption?' });
  });

  it('answers English for a record stored without translations', () => {
    const stored: { id: string; question: string; translations?: { tr?: { question: string } } } = {
      id: 'f2',
      question: 'Old?',
    };
    expect(inLanguage(stored, 'tr')).toEqual({ id: 'f2', question: 'Old?' });
  });
});

describe('inLanguageThroughout', () => {
  it('translates every part that carries translations, at any depth', () => {
    expect(inLanguageThroughout(DASHBOARD, 'es')).toEqual({
      amount: 12,
      rows: [{ name: 'Lucía Romero' }, { name: 'Hospedaje en la nube' }],
      chart: { labels: ['Nuevos', 'Recurrentes'], series: [68, 32] },
    });
  });

  it('answers English for English and for a language a part has no texts in', () => {
    const english = {
      amount: 12,
      rows: [{ name: 'Lucía Romero' }, { name: 'Cloud hosting' }],
      chart: { labels: ['New', 'Returning'], series: [68, 32] },
    };
    expect(inLanguageThroughout(DASHBOARD, 'en')).toEqual(english);
    expect(inLanguageThroughout(DASHBOARD, 'tr')).toEqual(english);
    // The stored document is left as it was.
    expect(DASHBOARD.rows[1].translations).toBeDefined();
  });
});
