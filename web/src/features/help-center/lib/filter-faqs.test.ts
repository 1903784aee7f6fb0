import { countFaqs, faqMatches, filterFaqs, foldText, htmlToText, queryWords } from './filter-faqs';

const categories = [
  {
    slug: 'most-asked',
    faqs: [
      {
        question: 'How do I publish a new vacancy?',
        answer: '<p>Open <b>Vacancia › Crear Vacancia</b> and choose <b>Publish</b>.</p>',
      },
      {
        question: 'Can I undo a redemption?',
        answer: '<p>Cancel it from <i>Canjes</i>: points &amp; stock go back.</p>',
      },
    ],
  },
  {
    slug: 'payments',
    faqs: [
      { question: 'When am I charged?', answer: '<p>On the first day of each month.</p>' },
      { question: 'Can I get a refund?', answer: '<p>Within 14 days, for the unused period.</p>' },
    ],
  },
];

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Points &amp; stock<br/>go&nbsp;back &#8250; &#x41;</p>')).toBe(
      'Points & stock go back › A',
    );
  });

  it('does not match words inside tag names or attributes', () => {
    const faq = { question: 'Q', answer: '<a href="https://bold.example">link</a>' };
    expect(faqMatches(faq, ['bold'])).toBe(false);
    expect(faqMatches(faq, ['link'])).toBe(true);
  });
});

describe('foldText and queryWords', () => {
  it('ignores case and accents', () => {
    expect(foldText('Política ÖDEME')).toBe('politica odeme');
    expect(queryWords('  Crear   VACANCIA ')).toEqual(['crear', 'vacancia']);
  });
});

describe('filterFaqs', () => {
  it('keeps everything for an empty query', () => {
    expect(filterFaqs(categories, '   ')).toEqual(categories);
  });

  it('matches the question text', () => {
    const result = filterFaqs(categories, 'refund');
    expect(result.map((category) => category.slug)).toEqual(['payments']);
    expect(result[0].faqs.map((faq) => faq.question)).toEqual(['Can I get a refund?']);
  });

  it('matches the answer text, not its markup', () => {
    const result = filterFaqs(categories, 'canjes stock');
    expect(result[0].faqs.map((faq) => faq.question)).toEqual(['Can I undo a redemption?']);
    expect(filterFaqs(categories, 'href')).toEqual([]);
  });

  it('needs every word, in any order, across question and answer', () => {
    expect(countFaqs(filterFaqs(categories, 'publish vacancia'))).toBe(1);
    expect(countFaqs(filterFaqs(categories, 'publish refund'))).toBe(0);
  });

  it('drops categories left empty and keeps their other fields', () => {
    const result = filterFaqs(categories, 'month');
    expect(result).toEqual([{ slug: 'payments', faqs: [categories[1].faqs[0]] }]);
  });

  it('counts FAQs across categories', () => {
    expect(countFaqs(categories)).toBe(4);
  });
});
