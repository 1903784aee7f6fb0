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
  Query,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { PublicImageRoute, publicImageFile } from '../../common/files/public-image-route';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import { type ImageUpload, ImageUploadPipe } from '../../common/files/image-upload.pipe';
import {
  CreateRewardDto,
  RewardDto,
  RewardImageParamDto,
  RewardListQueryDto,
  RewardPageDto,
  UpdateRewardDto,
  UploadRewardImageBodyDto,
} from './dto/reward.dto';
import { PUBLIC_IMAGE_MAX_BYTES } from '../../common/files/public-images';
import { RewardsService } from './rewards.service';

@ApiTags('rewards')
@Access('rewards')
@Controller('rewards')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Get()
  @ApiOperation({
    summary: 'The rewards catalogue: search, filter by category and active, sort, pages',
  })
  @ApiErrorResponses(400)
  list(@Query() query: RewardListQueryDto): RewardPageDto {
    return this.rewards.list(query);
  }

  @PublicImageRoute('images/:file', 'An uploaded reward image (public: the URL is unguessable)')
  async image(@Param() params: RewardImageParamDto): Promise<StreamableFile> {
    return publicImageFile(await this.rewards.image(params.file), params.file);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One reward' })
  @ApiErrorResponses(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): RewardDto {
    return this.rewards.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a reward to the catalogue (its category of kind reward)' })
  @ApiErrorResponses(400, 422)
  create(@Body() body: CreateRewardDto): Promise<RewardDto> {
    return this.rewards.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a reward (active: false withdraws it from redemption)' })
  @ApiErrorResponses(400, 404, 422)
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateRewardDto,
  ): Promise<RewardDto> {
    return this.rewards.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a reward without redemptions (409 otherwise: deactivate it); answers it',
  })
  @ApiErrorResponses(400, 404, 409)
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<RewardDto> {
    return this.rewards.remove(id);
  }

  @Post(':id/image')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('image', { limits: { fileSize: PUBLIC_IMAGE_MAX_BYTES, files: 1, fields: 0 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadRewardImageBodyDto })
  @ApiOperation({
    summary:
      'Upload or replace the reward’s image (PNG, JPEG, GIF or WEBP by content; 2 MB: 413 above, 415 other types)',
  })
  @ApiErrorResponses(400, 404, 413, 415)
  setImage(
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile(ImageUploadPipe('image')) image: ImageUpload,
  ): Promise<RewardDto> {
    return this.rewards.setImage(id, image);
  }
}
