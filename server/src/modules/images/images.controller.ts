import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { ImageParamsDto } from './dto/images.dto';
import { SAMPLE_IMAGE_TYPES, SampleImages } from './sample-images';

/** A day: the files change only with a new release, which may rename them. */
export const IMAGE_MAX_AGE_SECONDS = 86_400;

@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: SampleImages) {}

  /**
   * Public, so that image URLs work in an <img> (which sends no bearer token) and through
   * a proxy that forwards only /api. The sample images are the same for everyone.
   */
  @Get(':folder/:file')
  @Public()
  @Header('Cache-Control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}, immutable`)
  // An SVG opened on its own runs nothing and loads nothing.
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  @ApiOkResponse({
    description: 'The image',
    content: Object.fromEntries(
      [...new Set(Object.values(SAMPLE_IMAGE_TYPES))].map((type) => [
        type,
        { schema: { type: 'string', format: 'binary' } },
      ]),
    ),
  })
  @ApiOperation({ summary: 'A sample image (avatars, ...) that API answers point at (public)' })
  @ApiErrorResponses(404)
  image(@Param() params: ImageParamsDto): StreamableFile {
    const image = this.images.find(params.folder, params.file);
    return new StreamableFile(image.open(), {
      type: image.contentType,
      disposition: 'inline',
    });
  }
}
