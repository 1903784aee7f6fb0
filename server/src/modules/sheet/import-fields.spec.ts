import {
  APPLICANT_FIELDS,
  headerKey,
  IMPORT_FIELDS,
  suggestMapping,
  VACANCY_FIELDS,
} from './import-fields';
import { cellValue, wholeNumber } from './cell-values';

const columnOf = (mapping: { field: string; column: number | null }[], field: string) =>
  mapping.find((one) => one.field === field)?.column;

describe('import fields', () => {
  it('compare headers without case, accents, spaces or punctuation (Turkish ı too)', () => {
    expect(headerKey(' Correo  Electrónico ')).toBe('correoelectronico');
    expect(headerKey('DOĞUM_TARİHİ')).toBe(headerKey('Doğum tarihi'));
    expect(headerKey('Adı')).toBe('adi');
  });

  it('suggest a column per field from keys, labels in any language and aliases, each column once', () => {
    const mapping = suggestMapping(APPLICANT_FIELDS, [
      'E-posta',
      'Nombre',
      'surname',
      'Name',
      'firstName',
      'Cep telefonu',
      '',
    ]);
    // The field's own name (firstName) wins over an alias (Name); a label wins too (Nombre).
    expect(columnOf(mapping, 'email')).toBe(0);
    expect(columnOf(mapping, 'firstName')).toBe(1);
    expect(columnOf(mapping, 'lastName')).toBe(2);
    expect(columnOf(mapping, 'phone')).toBe(5);
    expect(mapping.filter((one) => one.column !== null)).toHaveLength(4);
  });

  it('put a remembered header first, where the file has it', () => {
    const mapping = suggestMapping(APPLICANT_FIELDS, ['Mail', 'Correo de trabajo'], {
      email: 'correo de TRABAJO',
      city: 'Ciudad natal',
    });
    expect(columnOf(mapping, 'email')).toBe(1);
    expect(columnOf(mapping, 'city')).toBeNull();
  });

  it('name every field in three languages, no two fields alike within a kind', () => {
    for (const fields of Object.values(IMPORT_FIELDS)) {
      const own = fields.flatMap((field) =>
        [field.key, ...Object.values(field.labels)].map((name) => `${headerKey(name)}`),
      );
      const perField = fields.map(
        (field) => new Set([field.key, ...Object.values(field.labels)].map(headerKey)),
      );
      const all = perField.flatMap((names) => [...names]);
      expect(new Set(all).size).toBe(all.length);
      expect(own.every(Boolean)).toBe(true);
    }
    expect(VACANCY_FIELDS.find((field) => field.key === 'company')?.requestKey).toBe('companyId');
  });
});

describe('cell values', () => {
  const field = (key: string) =>
    [...APPLICANT_FIELDS, ...VACANCY_FIELDS].find((one) => one.key === key)!;

  it('read whole numbers written the ways people write them, and leave the rest as text', () => {
    expect(wholeNumber('20000')).toBe(20000);
    expect(wholeNumber('20,000')).toBe(20000);
    expect(wholeNumber('20.000')).toBe(20000);
    expect(wholeNumber('1 250 000')).toBe(1250000);
    expect(wholeNumber('3.0')).toBe(3);
    expect(wholeNumber('-2')).toBe(-2);
    expect(wholeNumber('2.5')).toBe('2.5');
    expect(wholeNumber('many')).toBe('many');
  });

  it('leave blank cells out, but give a required field its empty text', () => {
    expect(cellValue(field('city'), '  ')).toBeUndefined();
    expect(cellValue(field('lastName'), undefined)).toBe('');
  });

  it('match choices, split lists, read yes and no in three languages, upper-case codes', () => {
    expect(cellValue(field('contractType'), 'Full Time')).toBe('full-time');
    expect(cellValue(field('education'), 'BACHELOR')).toBe('bachelor');
    expect(cellValue(field('education'), 'Licenciatura')).toBe('Licenciatura');
    expect(cellValue(field('skills'), 'SQL, Jest; Excel')).toEqual(['SQL', 'Jest', 'Excel']);
    expect(cellValue(field('requirements'), 'Inglés, avanzado; SQL')).toEqual([
      'Inglés, avanzado',
      'SQL',
    ]);
    expect(cellValue(field('internal'), 'Sí')).toBe(true);
    expect(cellValue(field('internal'), 'HAYIR')).toBe(false);
    expect(cellValue(field('internal'), 'maybe')).toBe('maybe');
    expect(cellValue(field('currency'), 'usd')).toBe('USD');
  });
});
