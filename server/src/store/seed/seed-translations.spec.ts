import { withTranslations } from './seed-translations';

const ENGLISH = {
  rows: [
    { id: 1, name: 'Ana Ruiz', amount: 10 },
    { id: 2, name: 'Office supplies', amount: -5 },
  ],
  chart: { labels: ['New', 'Returning'], values: [60, 40] },
};

describe('withTranslations', () => {
  it('keeps each language’s texts as translations on the object that holds them', () => {
    const sample = withTranslations(
      ENGLISH,
      {
        tr: { rows: [{}, { name: 'Ofis malzemeleri' }], chart: { labels: ['Yeni', 'Geri dönen'] } },
        es: { rows: [{}, { name: 'Artículos de oficina' }] },
      },
      'area/sample.json',
    );

    expect(sample).toEqual({
      rows: [
        // An empty entry: a name, the same in every language.
        { id: 1, name: 'Ana Ruiz', amount: 10 },
        {
          id: 2,
          name: 'Office supplies',
          amount: -5,
          translations: { tr: { name: 'Ofis malzemeleri' }, es: { name: 'Artículos de oficina' } },
        },
      ],
      chart: {
        labels: ['New', 'Returning'],
        values: [60, 40],
        translations: { tr: { labels: ['Yeni', 'Geri dönen'] } },
      },
    });
    // The English record is left as it was.
    expect(ENGLISH.rows[1]).not.toHaveProperty('translations');
  });

  it.each([
    ['an entry too few', { rows: [{}] }, 'area/sample.es.json: rows must hold as many entries'],
    [
      'a figure',
      { rows: [{}, { amount: 7 }] },
      'area/sample.es.json: rows[1].amount must be shaped as in the English, holding texts only',
    ],
    [
      'a text where the English has none',
      { rows: [{}, { note: 'Nota' }] },
      'area/sample.es.json: rows[1].note must translate an English text of the same kind',
    ],
    [
      'a label too few',
      { chart: { labels: ['Nuevos'] } },
      'area/sample.es.json: chart.labels must translate an English text of the same kind',
    ],
    [
      'a blank text',
      { rows: [{}, { name: ' ' }] },
      'area/sample.es.json: rows[1].name must translate an English text of the same kind',
    ],
  ])('refuses a copy with %s, naming the place', (_case, copy, message) => {
    expect(() => withTranslations(ENGLISH, { es: copy }, 'area/sample.json')).toThrow(message);
  });
});
