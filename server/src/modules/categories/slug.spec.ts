import { slugify, uniqueSlug } from './slug';

describe('category slug', () => {
  it.each([
    ['Ventas', 'ventas'],
    ['Recursos Humanos', 'recursos-humanos'],
    ['Finanzas   y  Contabilidad', 'finanzas-y-contabilidad'],
    ['Diseño Gráfico', 'diseno-grafico'],
    ['Atención al Cliente!', 'atencion-al-cliente'],
    ['I+D & Innovación', 'id-innovacion'],
    ['--Ventas -- B2B--', 'ventas-b2b'],
    ['snake_case stays', 'snake_case-stays'],
    ['Ñandú 2026', 'nandu-2026'],
  ])('%p -> %p', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('is empty when nothing is left', () => {
    expect(slugify('¡¿!?')).toBe('');
  });

  it('adds -1, -2 ... until the slug is free', () => {
    expect(uniqueSlug('ventas', new Set())).toBe('ventas');
    expect(uniqueSlug('ventas', new Set(['ventas']))).toBe('ventas-1');
    expect(uniqueSlug('ventas', new Set(['ventas', 'ventas-1', 'ventas-2']))).toBe('ventas-3');
    expect(uniqueSlug('ventas', new Set(['ventas-1']))).toBe('ventas');
  });
});
