import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CONTENT_LANGUAGES, type ContentLanguage } from './content-language';

/** The language of the texts asked for; it wins over the Accept-Language header. */
export class LanguageQueryDto {
  @ApiPropertyOptional({ enum: CONTENT_LANGUAGES, description: 'Wins over Accept-Language' })
  @IsOptional()
  @IsIn(CONTENT_LANGUAGES, { message: `lang must be one of ${CONTENT_LANGUAGES.join(', ')}` })
  lang?: ContentLanguage;
}
