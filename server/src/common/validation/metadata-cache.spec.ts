import { getMetadataStorage, IsInt, IsString, MinLength, validate } from 'class-validator';
import { cacheValidationMetadata } from './metadata-cache';

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
