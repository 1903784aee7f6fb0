import type { ValidationError } from '@nestjs/common';
import { collectFieldErrors } from './validation.pipe';

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
