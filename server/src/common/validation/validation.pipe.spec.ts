import type { ValidationError } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { TOO_DEEP_MESSAGE } from './body-depth';
import { collectFieldErrors, createValidationPipe } from './validation.pipe';

describe('collectFieldErrors', () => {
  it('flattens nested errors to full paths', () => {
    const errors: ValidationError[] = [
      { property: 'name', constraints: { isString: 'name must be a string' }, children: [] },
      {
        property: 'emails',
        children: [
          {
            property: '0',
            children: [
              {
                property: 'email',
                constraints: { isEmail: 'email must be an email' },
                children: [],
              },
            ],
          },
        ],
      },
    ];
    expect(collectFieldErrors(errors)).toEqual({
      name: ['name must be a string'],
      'emails.0.email': ['emails.0.email must be an email'],
    });
  });
});

class InnerDto {
  @IsOptional()
  @IsString()
  label?: string;

  @IsOptional()
  @IsInt()
  size?: number;
}

class PatchDto {
  @IsOptional()
  @IsString()
  name?: string;

  @IsOptional()
  @IsString()
  surname?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => InnerDto)
  inner?: InnerDto;
}

describe('createValidationPipe', () => {
  const body = { type: 'body', metatype: PatchDto } as const;

  it('leaves out the fields a request did not send, nested ones too', async () => {
    const result = await createValidationPipe().transform(
      { name: 'Ada', inner: { size: 2 } },
      body,
    );
    expect(result).toBeInstanceOf(PatchDto);
    expect(Object.keys(result as object)).toEqual(['name', 'inner']);
    expect(Object.keys((result as PatchDto).inner!)).toEqual(['size']);
    // Spread over a record, the patch changes only what it names.
    expect({ name: 'x', surname: 'Lovelace', ...(result as PatchDto) }.surname).toBe('Lovelace');
  });

  it('refuses a body nested too deep before transforming it', async () => {
    let deep: unknown = {};
    for (let level = 0; level < 5000; level += 1) deep = { inner: deep };
    await expect(createValidationPipe().transform(deep, body)).rejects.toThrow(TOO_DEEP_MESSAGE);
  });
});

class PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  page?: number;

  @IsOptional()
  @IsString({ each: true })
  tags?: string[];
}

describe('createValidationPipe on queries', () => {
  const query = { type: 'query', metatype: PageQueryDto } as const;

  it('answers a query seen before with an equal DTO of its class, not the same object', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ page: '2', tags: ['a'] }, query)) as PageQueryDto;
    const second = (await pipe.transform({ page: '2', tags: ['a'] }, query)) as PageQueryDto;
    expect(second).toBeInstanceOf(PageQueryDto);
    expect(second).toEqual({ page: 2, tags: ['a'] });
    expect(second).not.toBe(first);
    expect(second.tags).not.toBe(first.tags);
  });

  it('keeps what a handler changes on its DTO away from the next request', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ page: '1', tags: ['a'] }, query)) as PageQueryDto;
    first.page = 99;
    first.tags!.push('changed');
    await expect(pipe.transform({ page: '1', tags: ['a'] }, query)).resolves.toEqual({
      page: 1,
      tags: ['a'],
    });
  });

  it('refuses a bad query every time it comes', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform({ page: 'x' }, query)).rejects.toThrow('Bad Request');
    await expect(pipe.transform({ page: 'x' }, query)).rejects.toThrow('Bad Request');
    await expect(pipe.transform({ page: '3', extra: '1' }, query)).rejects.toThrow('Bad Request');
  });

  it('tells queries apart by every value', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({ page: '1' }, query);
    await expect(pipe.transform({ page: '2' }, query)).resolves.toEqual({ page: 2 });
    await expect(pipe.transform({}, query)).resolves.toEqual({});
  });
});

describe('createValidationPipe on text', () => {
  const body = { type: 'body', metatype: PatchDto } as const;
  const query = { type: 'query', metatype: PageQueryDto } as const;

  it('refuses a NUL or a lone surrogate in any field, naming it, with text-invalid', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform({ inner: { label: 'a\u0000' } }, body)).rejects.toMatchObject({
      code: 'text-invalid',
      field: 'inner.label',
    });
    await expect(pipe.transform({ tags: ['ok', '\udfff'] }, query)).rejects.toMatchObject({
      code: 'text-invalid',
      field: 'tags.1',
    });
    await expect(
      pipe.transform(
        { filters: { period: '\u0000' } },
        { type: 'body', metatype: Object, data: 'report' },
      ),
    ).rejects.toMatchObject({ code: 'text-invalid', field: 'report.filters.period' });
  });

  it('keeps emoji, newlines and tabs', async () => {
    await expect(
      createValidationPipe().transform({ name: 'Equipo 🚀', surname: 'a\n\tb' }, body),
    ).resolves.toEqual({ name: 'Equipo 🚀', surname: 'a\n\tb' });
  });
});
