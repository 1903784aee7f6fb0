import { BadRequestException } from '@nestjs/common';
import { assertBodyDepth, MAX_BODY_DEPTH, nestingDepth, TOO_DEEP_MESSAGE } from './body-depth';

/** `{"a": {"a": ... 1}}` with `depth` objects. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('nestingDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestingDepth('text')).toBe(0);
    expect(nestingDepth(null)).toBe(0);
    expect(nestingDepth({})).toBe(1);
    expect(nestingDepth({ a: 1, b: [1, 2] })).toBe(2);
    expect(nestingDepth([{ a: [[]] }, 1])).toBe(4);
    expect(nestingDepth(nested(7))).toBe(7);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(nestingDepth(nested(100_000))).toBe(100_000);
    expect(nestingDepth(nested(100_000), 40)).toBe(41);
  });
});

describe('assertBodyDepth', () => {
  it(`lets ${MAX_BODY_DEPTH} levels through and refuses one more with 400`, () => {
    expect(() => assertBodyDepth(nested(MAX_BODY_DEPTH))).not.toThrow();
    expect(() => assertBodyDepth(nested(MAX_BODY_DEPTH + 1))).toThrow(
      new BadRequestException(TOO_DEEP_MESSAGE),
    );
  });
});
