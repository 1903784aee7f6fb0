import { labelSlug, uniqueSlug } from './label-slug';

describe('labelSlug', () => {
  it.each([
    ['Personal', 'personal'],
    ['Work Stuff', 'work-stuff'],
    ['Two  spaces', 'two-spaces'],
    ['a - b', 'a-b'],
    ['Pagos & Facturas', 'pagos--facturas'],
    ['a - & - b', 'a--b'],
    ['¿Qué tal?', 'qu-tal'],
    ['Year 2026!', 'year-2026'],
    ['snake_case ok', 'snake_case-ok'],
    ['UPPER', 'upper'],
    ['---', '-'],
  ])('%p gives %p', (title, slug) => {
    expect(labelSlug(title)).toBe(slug);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('work', new Set(['personal']))).toBe('work');
  });

  it('adds -1, -2 ... until the slug is free', () => {
    expect(uniqueSlug('work', new Set(['work']))).toBe('work-1');
    expect(uniqueSlug('work', new Set(['work', 'work-1', 'work-2']))).toBe('work-3');
    expect(uniqueSlug('work', new Set(['work', 'work-2']))).toBe('work-1');
  });
});
