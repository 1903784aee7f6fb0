import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsOptional, IsString, validateSync, ValidateNested } from 'class-validator';
import {
  assertEchoesUnchanged,
  dropEchoedFields,
  Echoes,
  EchoesReadShape,
  IsTargetId,
  resolveEchoedShapes,
} from './echoed';

@Echoes('id', 'price')
class ItemPatch {
  @IsOptional()
  @IsString()
  name?: string;
}

@Echoes('color')
class ColoredItemPatch extends ItemPatch {}

class UpdateItem {
  @IsString()
  id!: string;

  @IsTargetId()
  @ValidateNested()
  @Type(() => ColoredItemPatch)
  item!: ColoredItemPatch;
}

const errorsOf = (body: object) =>
  validateSync(plainToInstance(UpdateItem, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
  }).map((error) => ({
    property: error.property,
    children: error.children?.map((child) => Object.keys(child.constraints ?? {})),
    constraints: Object.keys(error.constraints ?? {}),
  }));

describe('echoed fields', () => {
  it('accepts the echoed fields of a class and of the classes it extends', () => {
    expect(errorsOf({ id: 'a', item: { id: 'a', price: 3, color: 'red', name: 'x' } })).toEqual([]);
  });

  it('still refuses any other unknown field', () => {
    expect(errorsOf({ id: 'a', item: { name: 'x', weight: 2 } })).toEqual([
      { property: 'item', children: [['whitelistValidation']], constraints: [] },
    ]);
  });

  it('refuses an echoed id that is not the target, and lets a missing or null one pass', () => {
    expect(errorsOf({ id: 'a', item: { id: 'b' } })).toEqual([
      { property: 'item', children: [], constraints: ['isTargetId'] },
    ]);
    expect(errorsOf({ id: 'a', item: { id: null } })).toEqual([]);
    expect(errorsOf({ id: 'a', item: {} })).toEqual([]);
  });

  it('drops the echoed fields from nested DTOs and keeps the rest', () => {
    const dto = plainToInstance(UpdateItem, {
      id: 'a',
      item: { id: 'a', price: 3, color: 'red', name: 'x' },
    });
    expect(dropEchoedFields(dto)).toBe(dto);
    expect({ ...dto, item: { ...dto.item } }).toEqual({ id: 'a', item: { name: 'x' } });
  });
});

/** A read shape declared after the input that takes it back, as DTO files often have it. */
@EchoesReadShape(() => ThingDto)
class ThingPatch {
  @IsOptional()
  @IsString()
  name?: string;
}

class ThingDto {
  id!: string;
  name!: string;
  createdAt!: string;
  counts!: { open: number };
}

describe('echoed read shapes', () => {
  beforeAll(() => resolveEchoedShapes());

  const thingErrors = (body: object) =>
    validateSync(plainToInstance(ThingPatch, body), {
      whitelist: true,
      forbidNonWhitelisted: true,
    }).map((error) => error.property);

  it('accepts every field of the read back, and still validates those the input takes', () => {
    expect(
      thingErrors({ id: 'a', name: 'x', createdAt: '2026-01-01', counts: { open: 1 } }),
    ).toEqual([]);
    expect(thingErrors({ id: 'a', name: 3 })).toEqual(['name']);
  });

  it('refuses a field the read does not answer', () => {
    expect(thingErrors({ name: 'x', colour: 'red' })).toEqual(['colour']);
  });

  it('drops the read-only fields and keeps the changes', () => {
    const dto = plainToInstance(ThingPatch, { id: 'a', name: 'x', createdAt: 'c', counts: {} });
    expect({ ...dropEchoedFields(dto) }).toEqual({ name: 'x' });
  });
});

/** A read shape with a field another operation changes. */
@EchoesReadShape(() => TicketDto, { unchangedOnly: ['status'] })
class TicketPatch {
  @IsOptional()
  @IsString()
  title?: string;
}

class TicketDto {
  id!: string;
  title!: string;
  status!: string;
}

describe('unchanged-only echoed fields', () => {
  beforeAll(() => resolveEchoedShapes());

  const patchOf = (body: object) => dropEchoedFields(plainToInstance(TicketPatch, body));
  const stored = { id: 't', title: 'Old', status: 'open' };

  it('takes them back as they are, and drops them', () => {
    const patch = patchOf({ id: 't', title: 'New', status: 'open' });
    expect({ ...patch }).toEqual({ title: 'New' });
    expect(() => assertEchoesUnchanged(patch, () => stored)).not.toThrow();
  });

  it('refuses another value, naming the field', () => {
    const patch = patchOf({ title: 'New', status: 'closed' });
    expect(() => assertEchoesUnchanged(patch, () => stored)).toThrow(
      expect.objectContaining({ code: 'field-read-only', field: 'status' }),
    );
  });

  it('reads nothing when none was sent', () => {
    const read = jest.fn(() => stored);
    assertEchoesUnchanged(patchOf({ id: 't', title: 'New' }), read);
    expect(read).not.toHaveBeenCalled();
  });
});
