import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationPipeOptions,
} from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { assertBodyDepth } from './body-depth';
import { invalid } from '../errors/domain-error';
import { dropEchoedFields, onlyTargetIdMismatch, resolveEchoedShapes } from './echoed';
import { cacheValidationMetadata } from './metadata-cache';
import { readyPlainValue } from './plain-walk';
import { QueryMemo } from './query-memo';
import { stripUndefined } from './strip-undefined';
import { assertStorableText } from './well-formed-text';
import { collectFieldErrors, VALIDATOR_OPTIONS } from './validate-plain';

export { collectFieldErrors } from './validate-plain';

/**
 * Nest's pipe plus steps around it: bodies nested too deep are refused before
 * class-transformer recurses into them (multipart fields reach no earlier check); a text
 * holding a NUL or a lone surrogate is refused anywhere in a body or query (see
 * assertStorableText); the
 * fields a request left out are removed from the DTOs instead of being set to undefined;
 * fields echoed back by the original client (see `@Echoes`) are removed once validated;
 * a query seen before is answered from the `QueryMemo`.
 */
class AppValidationPipe extends ValidationPipe {
  private readonly queries = new QueryMemo();

  constructor(private readonly options: ValidationPipeOptions) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // DTO classes defined after the pipe was made (none, normally).
    resolveEchoedShapes();
    if (metadata.type === 'body') assertBodyDepth(value);
    // Parsed JSON bodies and queries met the rule in a hook already (rejectUnstorableText);
    // multipart fields reach it here. Route parameters are ids and names that their own
    // patterns bound.
    if (metadata.type === 'body' || metadata.type === 'query') {
      assertStorableText(value, metadata.data ?? '', metadata.type);
    }
    const type = metadata.type === 'query' ? metadata.metatype : undefined;
    const key = type ? this.queries.keyOf(value) : undefined;
    if (type && key !== undefined) {
      const remembered = this.queries.get(type, key);
      if (remembered !== undefined) return remembered;
    }
    const transformed: unknown =
      this.transformPlain(value, metadata) ?? (await super.transform(value, metadata));
    if (metadata.type === 'custom') return transformed;
    const dto = dropEchoedFields(stripUndefined(transformed));
    if (type && key !== undefined) this.queries.set(type, key, dto);
    return dto;
  }

  /**
   * The common case without Nest's pipe around it: a JSON body or a query of plain values,
   * turned into its DTO class and validated synchronously (no rule of this API is
   * asynchronous; `validateSync` would skip one). Nest's pipe adds about as much again
   * as the validation costs, to handle values a parsed body or query never holds (binary
   * data, primitives, sparse arrays); those still go to it: this answers undefined.
   */
  private transformPlain(value: unknown, metadata: ArgumentMetadata): object | undefined {
    const { type, metatype } = metadata;
    if ((type !== 'body' && type !== 'query') || !isDtoClass(metatype)) return undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    if (!readyPlainValue(value)) return undefined;
    const dto = plainToInstance(metatype, value) as object;
    const errors = validateSync(dto, {
      whitelist: this.options.whitelist,
      forbidNonWhitelisted: this.options.forbidNonWhitelisted,
      stopAtFirstError: this.options.stopAtFirstError,
      validationError: { target: false },
    });
    if (errors.length > 0) throw this.options.exceptionFactory!(errors) as Error;
    return dto;
  }
}

/** A DTO class, not one of the built-in types Nest passes through unvalidated. */
function isDtoClass(metatype: ArgumentMetadata['metatype']): metatype is new () => object {
  return (
    typeof metatype === 'function' &&
    ![String, Boolean, Number, Array, Object, Buffer, Date].some((builtIn) => builtIn === metatype)
  );
}

/** Global pipe: unknown fields are refused, payloads are turned into their DTO classes. */
export function createValidationPipe(): ValidationPipe {
  resolveEchoedShapes();
  cacheValidationMetadata();
  return new AppValidationPipe({
    whitelist: VALIDATOR_OPTIONS.whitelist,
    forbidNonWhitelisted: VALIDATOR_OPTIONS.forbidNonWhitelisted,
    transform: true,
    stopAtFirstError: VALIDATOR_OPTIONS.stopAtFirstError,
    exceptionFactory: (errors) => {
      const fields = collectFieldErrors(errors);
      const mismatch = onlyTargetIdMismatch(errors);
      if (mismatch) return invalid('id-mismatch', fields[mismatch][0], mismatch);
      return new BadRequestException({
        message: Object.values(fields).flat(),
        error: 'Bad Request',
        fields,
      });
    },
  });
}
