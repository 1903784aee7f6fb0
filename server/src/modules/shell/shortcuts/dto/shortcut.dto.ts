import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Validate,
  ValidateNested,
} from 'class-validator';
import { IsIconName } from '../../../../common/icons/is-icon-name.decorator';
import { LinkMatchesUseRouter } from '../../links';
import { Echoes, IsTargetId } from '../../../../common/validation/echoed';

/** The original client's form holds the id (null for a new shortcut). */
@Echoes('id')
export class ShortcutInputDto {
  @IsString()
  @IsNotEmpty({ message: 'label must not be empty' })
  @MaxLength(60)
  label!: string;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  description?: string;

  @IsIconName()
  icon!: string;

  @IsString()
  @MaxLength(2000)
  @Validate(LinkMatchesUseRouter)
  link!: string;

  @IsBoolean()
  useRouter!: boolean;
}

@Echoes('id')
export class ShortcutPatchDto extends PartialType(ShortcutInputDto) {}

export class CreateShortcutDto {
  @IsObject()
  @ValidateNested()
  @Type(() => ShortcutInputDto)
  shortcut!: ShortcutInputDto;
}

export class UpdateShortcutDto {
  @IsUUID()
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => ShortcutPatchDto)
  shortcut!: ShortcutPatchDto;
}

export class ShortcutDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  label!: string;
  description?: string;
  icon!: string;
  link!: string;
  useRouter!: boolean;
}
