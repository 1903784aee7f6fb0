import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsOptional, IsString, validateSync, ValidateNested } from 'class-validator';
import { dropEchoedFields, Echoes, IsTargetId } from './echoed';

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
