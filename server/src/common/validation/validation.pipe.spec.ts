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
