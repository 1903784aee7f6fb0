import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { conflict, notFound, ruleBroken } from './domain-error';
import { DatabaseError } from 'pg-protocol';
import {
  errorBody,
  STORAGE_FULL_MESSAGE,
  STORE_UNAVAILABLE_MESSAGE,
  toErrorBody,
} from './error-body';

describe('toErrorBody', () => {
  it('maps domain errors to their status, with the field when given', () => {
    expect(toErrorBody(notFound('not-found', 'Vacancy 7 not found'), true)).toEqual({
      statusCode: 404,
      message: 'Vacancy 7 not found',
      error: 'Not Found',
      code: 'not-found',
    });
    expect(toErrorBody(conflict('name-taken', 'Name taken', 'name'), true)).toEqual({
      statusCode: 409,
      message: 'Name taken',
      error: 'Conflict',
      code: 'name-taken',
      fields: { name: ['Name taken'] },
    });
    expect(
      toErrorBody(
        ruleBroken('salary-range-invalid', 'salaryMin must not exceed salaryMax', 'salaryMin'),
        true,
      ),
    ).toMatchObject({ statusCode: 422, code: 'salary-range-invalid' });
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

  it("describes Fastify's request failures in our words and hides anything unexpected", () => {
    const fastifyError = (statusCode: number, code: string) =>
      Object.assign(new Error('fastify wording'), { statusCode, code });
    expect(toErrorBody(fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY'), true)).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON',
      error: 'Bad Request',
    });
    expect(toErrorBody(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'), true).message).toBe(
      'The request body must be JSON (or multipart/form-data for an upload)',
    );
    expect(toErrorBody(fastifyError(413, 'FST_FILES_LIMIT'), true).statusCode).toBe(413);
    // An unknown 4xx keeps only its reason phrase; its own message may say too much.
    expect(toErrorBody(fastifyError(400, 'FST_SOMETHING_NEW'), true).message).toBe('Bad Request');
    expect(toErrorBody(new Error('db password is hunter2'), true)).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
  });

  it('answers 503 store-unavailable while the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(toErrorBody(refused, true)).toEqual({
      statusCode: 503,
      message: STORE_UNAVAILABLE_MESSAGE,
      error: 'Service Unavailable',
      code: 'store-unavailable',
    });
  });

  it.each(['ENOSPC', 'EDQUOT'])('answers 507 storage-full when the data folder says %s', (code) => {
    const full = Object.assign(new Error(`${code}: no space left on device, write`), { code });
    expect(toErrorBody(full, true)).toEqual({
      statusCode: 507,
      message: STORAGE_FULL_MESSAGE,
      error: 'Insufficient Storage',
      code: 'storage-full',
    });
  });

  it('answers 507 storage-full when PostgreSQL reports disk_full (SQLSTATE 53100)', () => {
    const full = new DatabaseError('could not extend file "base/16384/16390"', 90, 'error');
    full.code = '53100';
    expect(toErrorBody(full, true)).toEqual({
      statusCode: 507,
      message: STORAGE_FULL_MESSAGE,
      error: 'Insufficient Storage',
      code: 'storage-full',
    });
  });

  it('names the request it answers, whatever failed', () => {
    expect(errorBody(notFound('not-found', 'Vacancy 7 not found'), { id: 'req-1' })).toEqual({
      statusCode: 404,
      message: 'Vacancy 7 not found',
      error: 'Not Found',
      code: 'not-found',
      requestId: 'req-1',
    });
    expect(errorBody(new NotFoundException(), { id: 'req-2' }, false)).toEqual({
      statusCode: 404,
      message: 'NOT FOUND',
      error: 'Not Found',
      requestId: 'req-2',
    });
    expect(errorBody(new Error('boom'), { id: 'req-3' }).requestId).toBe('req-3');
  });
});
