import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/** Any text: a name that is no sample image answers 404. */
export class ImageParamsDto {
  @ApiProperty({ example: 'avatars' })
  @IsString()
  folder!: string;

  @ApiProperty({ example: 'female-01.svg' })
  @IsString()
  file!: string;
}
