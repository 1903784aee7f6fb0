import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import {
  getMetadataStorage,
  IsInt,
  IsString,
  MinLength,
  validate,
  validateSync,
  type ValidationError,
} from 'class-validator';
import { CreateApplicantDto } from '../../modules/applicants/dto/applicant.dto';
import { UpdateProductDto } from '../../modules/inventory/dto/inventory.dto';
import { resolveEchoedShapes } from './echoed';
import { cacheValidationMetadata } from './metadata-cache';
import { VALIDATOR_OPTIONS } from './validate-plain';

class Named {
  @IsString()
  @MinLength(2)
  name!: string;
}

class Sized extends Named {
  @IsInt()
  size!: number;
}

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('keeps validating with the class’s own and inherited rules', async () => {
    const errors = await validate(Object.assign(new Sized(), { name: 'x', size: 1.5 }));
    expect(errors.map((error) => error.property).sort()).toEqual(['name', 'size']);
    expect(await validate(Object.assign(new Sized(), { name: 'cog', size: 2 }))).toEqual([]);
  });

  it('answers a class’s rules from the cache after the first lookup', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Sized, '', false, false);
    const again = storage.getTargetValidationMetadatas(Sized, '', false, false);
    expect(again).toBe(first);
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['name', 'name', 'size']);
    // Another class, or other options, have answers of their own.
    expect(storage.getTargetValidationMetadatas(Named, '', false, false)).not.toBe(first);
    expect(storage.getTargetValidationMetadatas(Sized, '', true, false)).not.toBe(first);
    // Nested objects are looked up with their parent's name as the schema: cached too.
    const nested = storage.getTargetValidationMetadatas(Named, 'Sized', false, false);
    expect(storage.getTargetValidationMetadatas(Named, 'Sized', false, false)).toBe(nested);
  });

  it('groups a class’s rules by property once', () => {
    const storage = getMetadataStorage();
    const rules = storage.getTargetValidationMetadatas(Sized, '', false, false);
    const grouped = storage.groupByPropertyName(rules);
    expect(storage.groupByPropertyName(rules)).toBe(grouped);
    expect(Object.keys(grouped).sort()).toEqual(['name', 'size']);
    expect(grouped.name).toHaveLength(2);
  });

  it('wraps the storage once however often it is called', () => {
    const storage = getMetadataStorage();
    const wrapped = storage.getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(wrapped);
  });
});

type Storage = ReturnType<typeof getMetadataStorage>;

/**
 * The cache replaces two methods of class-validator's metadata storage, internals that
 * its public API does not promise. These checks fail when an upgrade changes them, so
 * the cache is looked at again rather than silently answering wrong rules.
 */
describe('the class-validator internals the cache replaces', () => {
  beforeAll(() => cacheValidationMetadata());

  it('is the exact class-validator version the cache was written against', () => {
    const root = join(__dirname, '../../../..');
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const installed = JSON.parse(
      readFileSync(require.resolve('class-validator/package.json'), 'utf8'),
    ) as { version: string };
    // Pinned exactly (no range), so an upgrade is a deliberate edit that runs this file.
    expect(manifest.dependencies['class-validator']).toBe('0.15.1');
    expect(installed.version).toBe('0.15.1');
  });

  it('still has both methods, taking the arguments the cache passes on', () => {
    const original = Object.getPrototypeOf(getMetadataStorage()) as Storage;
    // (target, schema, always, strictGroups, groups) and (rules).
    expect(typeof original.getTargetValidationMetadatas).toBe('function');
    expect(original.getTargetValidationMetadatas).toHaveLength(5);
    expect(typeof original.groupByPropertyName).toBe('function');
    expect(original.groupByPropertyName).toHaveLength(1);
  });

  const ID = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
  const APPLICANT = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' };
  const CASES: [string, new () => object, Record<string, unknown>][] = [
    ['a valid product patch', UpdateProductDto, { id: ID, product: { stock: 7, name: 'Cog' } }],
    ['a nested wrong value', UpdateProductDto, { id: ID, product: { stock: -1, tags: [1] } }],
    ['an unknown nested field', UpdateProductDto, { id: ID, product: { colour: 'red' } }],
    ['a missing id and an unknown field', UpdateProductDto, { product: {}, extra: true }],
    ['a valid applicant', CreateApplicantDto, { ...APPLICANT, consent: true }],
    ['an applicant without consent', CreateApplicantDto, { ...APPLICANT, email: 'nope' }],
    ['an empty body', CreateApplicantDto, {}],
    ['inherited rules', Sized, { name: 'x', size: 1.5 }],
  ];

  /** The storage's own methods, with the cache's taken off while `run` runs. */
  function withoutCache<R>(run: () => R): R {
    const storage = getMetadataStorage() as Partial<Storage>;
    const lookup = storage.getTargetValidationMetadatas!;
    const group = storage.groupByPropertyName!;
    delete storage.getTargetValidationMetadatas;
    delete storage.groupByPropertyName;
    try {
      return run();
    } finally {
      storage.getTargetValidationMetadatas = lookup;
      storage.groupByPropertyName = group;
    }
  }

  function outline(errors: ValidationError[]): unknown[] {
    return errors.map((error) => ({
      property: error.property,
      constraints: error.constraints,
      children: outline(error.children ?? []),
    }));
  }

  it.each(CASES)('validates %s as class-validator alone does', (_, type, body) => {
    resolveEchoedShapes();
    const errorsOf = () => outline(validateSync(plainToInstance(type, body), VALIDATOR_OPTIONS));
    expect(Object.hasOwn(getMetadataStorage(), 'getTargetValidationMetadatas')).toBe(true);
    const first = errorsOf();
    const plain = withoutCache(errorsOf);
    // Answered from the cache this time.
    expect(errorsOf()).toEqual(plain);
    expect(first).toEqual(plain);
  });

  it('tells apart the cases above (valid and invalid bodies alike)', () => {
    const counts = CASES.map(
      ([, type, body]) => validateSync(plainToInstance(type, body), VALIDATOR_OPTIONS).length,
    );
    expect(counts.filter((count) => count === 0)).toHaveLength(2);
    expect(counts.filter((count) => count > 0)).toHaveLength(CASES.length - 2);
  });
});
