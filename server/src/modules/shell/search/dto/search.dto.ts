import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class SearchQueryDto {
  /** At least 2 characters to get results; shorter answers an empty list. */
  @IsString()
  @MaxLength(100)
  query!: string;
}

export class SearchResultDto {
  id!: string;
  link!: string;

  /** The title as HTML, with the matching text in <mark>. */
  value!: string;
}

export class SearchResultSetDto {
  @ApiProperty({ example: 'pages' })
  id!: string;

  @ApiProperty({ example: 'Pages' })
  label!: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true, required: ['id', 'link', 'value'] },
    description:
      'Hits; pages add title, contacts add name and avatar, tasks add title and completed',
  })
  results!: SearchResultDto[];
}
