import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { PublicImageRoute, publicImageFile } from '../../common/files/public-image-route';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import { type ImageUpload, ImageUploadPipe } from '../../common/files/image-upload.pipe';
import { PUBLIC_IMAGE_MAX_BYTES } from '../../common/files/public-images';
import {
  BannerDto,
  BannerImageParamDto,
  BannerOrderDto,
  CreateBannerDto,
  UpdateBannerDto,
  UploadBannerImageBodyDto,
} from './dto/banner.dto';
import { BannersService } from './banners.service';

@ApiTags('banners')
@Access('rewards')
@Controller('banners')
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @Get()
  @ApiOperation({ summary: 'Every banner, in order' })
  list(): BannerDto[] {
    return this.banners.list();
  }

  @Put('order')
  @ApiOperation({ summary: 'Put the banners in a new order: every id once (400 otherwise)' })
  @ApiErrorResponses(400)
  reorder(@Body() body: BannerOrderDto): Promise<BannerDto[]> {
    return this.banners.reorder(body);
  }

  // Public: the home page shows the image to visitors without a token.
  @PublicImageRoute('images/:file', 'An uploaded banner image (public: the URL is unguessable)')
  async image(@Param() params: BannerImageParamDto): Promise<StreamableFile> {
    return publicImageFile(await this.banners.image(params.file), params.file);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One banner' })
  @ApiErrorResponses(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): BannerDto {
    return this.banners.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a banner, last in the order (endsAt after startsAt: 422)' })
  @ApiErrorResponses(400, 422)
  create(@Body() body: CreateBannerDto): Promise<BannerDto> {
    return this.banners.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a banner (active, dates, link, title)' })
  @ApiErrorResponses(400, 404, 422)
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateBannerDto,
  ): Promise<BannerDto> {
    return this.banners.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a banner and its image; the others close the gap' })
  @ApiErrorResponses(400, 404)
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<BannerDto> {
    return this.banners.remove(id);
  }

  @Post(':id/image')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('image', { limits: { fileSize: PUBLIC_IMAGE_MAX_BYTES, files: 1, fields: 0 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadBannerImageBodyDto })
  @ApiOperation({
    summary:
      'Upload or replace the banner’s image (PNG, JPEG, GIF or WEBP by content; 2 MB: 413 above, 415 other types)',
  })
  @ApiErrorResponses(400, 404, 413, 415)
  setImage(
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile(ImageUploadPipe('image')) image: ImageUpload,
  ): Promise<BannerDto> {
    return this.banners.setImage(id, image);
  }
}
