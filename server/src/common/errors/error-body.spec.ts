import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { conflict, notFound, ruleBroken } from './domain-error';
import { toErrorBody } from './error-body';

describe('toErrorBody', () => {
  it('maps domain errors to their status, with the field when given', () => {
    expect(toErrorBody(notFound('Vacancy 7 not found'), true)).toEqual({
      statusCode: 404,
      message: 'Vacancy 7 not found',
      error: 'Not Found',
    });
    expect(toErrorBody(conflict('Name taken', 'name'), true)).toEqual({
      statusCode: 409,
      message: 'Name taken',
      error: 'Conflict',
      fields: { name: ['Name taken'] },
    });
    expect(
      toErrorBody(ruleBroken('salaryMin must not exceed salaryMax', 'salaryMin'), true).statusCode,
    ).toBe(422);
  });

  it('says NOT FOUND only for a path no route handles', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'), false).message).toBe(
      'NOT FOUND',
    );
    expect(toErrorBody(new NotFoundException('Contact 3 not found'), true).message).toBe(
      'Contact 3 not found',
    );
  });

  it('joins validation messages and keeps the fields', () => {
    const exception = new BadRequestException({
      message: ['a must be a string', 'b must be a number'],
      error: 'Bad Request',
      fields: { a: ['a must be a string'], b: ['b must be a number'] },
    });
    expect(toErrorBody(exception, true)).toEqual({
      statusCode: 400,
      message: 'a must be a string; b must be a number',
      error: 'Bad Request',
      fields: { a: ['a must be a string'], b: ['b must be a number'] },
    });
  });

  it('keeps a plain HttpException message', () => {
    expect(toErrorBody(new ConflictException('Already there'), true)).toEqual({
      statusCode: 409,
      message: 'Already there',
      error: 'Conflict',
    });
  });

  it('describes body-parser failures and hides anything unexpected', () => {
    expect(
      toErrorBody({ status: 400, type: 'entity.parse.failed', expose: true }, true).message,
    ).toBe('The request body is not valid JSON');
    expect(toErrorBody({ status: 413, type: 'entity.too.large', limit: 100 }, true)).toEqual({
      statusCode: 413,
      message: 'The request body is larger than the limit of 100 bytes',
      error: 'Payload Too Large',
    });
    expect(toErrorBody(new Error('db password is hunter2'), true)).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
  });
});
