import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { IconListDto, IconSetParamsDto, IconSvgParamsDto } from './dto/ui-icons.dto';
import { UiIconsService } from './ui-icons.service';

/** A day: the sets change only with a release (a new version of an icon package). */
export const ICON_MAX_AGE_SECONDS = 86_400;

@ApiTags('ui')
@Controller('ui/icons')
export class UiIconsController {
  constructor(private readonly icons: UiIconsService) {}

  @Get(':set')
  @Access('signed-in')
  @Header('Cache-Control', `private, max-age=${ICON_MAX_AGE_SECONDS}`)
  @ApiOperation({
    summary:
      'An icon set: its namespace, display name, grid class (icon-size-6; icon-size-5 for heroicons-mini) and every icon name',
  })
  @ApiErrorResponses(400, 404)
  list(@Param() params: IconSetParamsDto): IconListDto {
    return this.icons.list(params.set);
  }

  /**
   * Public, like the sample images: a CSS mask or an <img> sends no bearer token, and the
   * icons are the open-source packages' own files.
   */
  @Get(':set/svg/:name')
  @Public()
  @Header('Cache-Control', `public, max-age=${ICON_MAX_AGE_SECONDS}, immutable`)
  // An SVG opened on its own runs nothing and loads nothing.
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  @ApiOkResponse({
    description: 'The icon',
    content: { 'image/svg+xml': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiOperation({ summary: 'One icon of a set, as SVG (public)' })
  @ApiErrorResponses(400, 404)
  svg(@Param() params: IconSvgParamsDto): StreamableFile {
    const svg = this.icons.svg(params.set, params.name);
    return new StreamableFile(svg, {
      type: 'image/svg+xml',
      length: svg.length,
      disposition: 'inline',
    });
  }
}
