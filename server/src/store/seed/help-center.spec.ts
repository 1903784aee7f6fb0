import { sampleHelpCenter } from './help-center';

describe('the help center sample', () => {
  const sample = sampleHelpCenter();
  const records = [
    ...sample.faqCategories,
    ...sample.faqs,
    ...sample.guideCategories,
    ...sample.guides,
  ];

  it('has every record in Turkish and Spanish beside its English', () => {
    for (const record of records) {
      expect(Object.keys(record.translations ?? {}).sort()).toEqual(['es', 'tr']);
    }
  });

  it('translates every text of a record, and only its texts', () => {
    const [faq] = sample.faqs;
    expect(Object.keys(faq.translations!.es!).sort()).toEqual(['answer', 'question']);
    const [guide] = sample.guides;
    expect(Object.keys(guide.translations!.tr!).sort()).toEqual(['content', 'subtitle', 'title']);
    for (const record of records) {
      for (const texts of Object.values(record.translations ?? {})) {
        for (const [field, text] of Object.entries(texts as Record<string, string>)) {
          expect(text.trim()).not.toBe('');
          // A copy left in English is a translation still missing.
          expect(text).not.toBe((record as unknown as Record<string, string>)[field]);
        }
      }
    }
  });

  it('sanitises the translated HTML as it does the English', () => {
    for (const faq of sample.faqs) {
      for (const texts of Object.values(faq.translations ?? {})) {
        expect(texts.answer).toMatch(/^<p>/);
        expect(texts.answer).not.toMatch(/<script|onerror|javascript:/i);
      }
    }
  });
});
