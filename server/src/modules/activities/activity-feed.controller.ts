import {
  Body,
  Controller,
  Delete,
  Get,
  Injectable,
  Param,
  ParseUUIDPipe,
  type PipeTransform,
  Post,
  Query,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { PublicImageRoute, publicImageFile } from '../../common/files/public-image-route';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  FileInterceptor,
  UploadedFile,
  type UploadedFileData,
} from '../../common/files/file-interceptor';
import { type ImageUpload, readImageUpload } from '../../common/files/image-upload.pipe';
import { PUBLIC_IMAGE_MAX_BYTES } from '../../common/files/public-images';
import { ActivitiesService } from './activities.service';
import {
  ActivityFeedQueryDto,
  ActivityImageParamDto,
  FeedActivityDto,
  PostActivityBodyDto,
  PostActivityDto,
} from './dto/activity-feed.dto';

/** The header that hands out the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** A post's image is optional; one that is sent must be an image by its bytes (415 otherwise). */
@Injectable()
class OptionalImagePipe implements PipeTransform<
  UploadedFileData | undefined,
  ImageUpload | undefined
> {
  transform(file: UploadedFileData | undefined): ImageUpload | undefined {
    return file && readImageUpload(file, 'image');
  }
}

/**
 * The original client's activities page (`api/pages/activities`) over the one activity feed:
 * what recruitment and rewards events wrote, and what staff post by hand.
 */
@ApiTags('activities')
@Access('recruiter', 'rewards')
@Controller('pages/activities')
export class ActivityFeedController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  @ApiOperation({
    summary:
      'The activity feed, newest first, as an array of activities in the original client’s shape: the first page without parameters; X-Next-Cursor names the next (pass it as `before`)',
  })
  @ApiOkResponse({
    type: [FeedActivityDto],
    headers: {
      [NEXT_CURSOR_HEADER]: {
        description: 'The `before` of the next page; absent on the last page',
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrorResponses(400)
  feed(
    @CurrentAuth() auth: AuthContext,
    @Query() query: ActivityFeedQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): FeedActivityDto[] {
    const page = this.activities.feed(auth, query);
    if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.items;
  }

  @Post()
  @UseInterceptors(
    FileInterceptor('image', { limits: { fileSize: PUBLIC_IMAGE_MAX_BYTES, files: 1, fields: 5 } }),
  )
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: PostActivityBodyDto })
  @ApiCreatedResponse({ type: FeedActivityDto })
  @ApiOperation({
    summary:
      'Post an activity: sanitised HTML, an optional link (app route or http(s) address) and image (PNG, JPEG, GIF or WEBP by content; 2 MB: 413 above, 415 other types)',
  })
  @ApiErrorResponses(400, 413, 415)
  post(
    @CurrentAuth() auth: AuthContext,
    @Body() body: PostActivityDto,
    @UploadedFile(OptionalImagePipe) image: ImageUpload | undefined,
  ): Promise<FeedActivityDto> {
    return this.activities.post(auth, body, image);
  }

  @PublicImageRoute('images/:file', 'A posted activity’s image (public: the URL is unguessable)')
  async image(@Param() params: ActivityImageParamDto): Promise<StreamableFile> {
    return publicImageFile(await this.activities.image(params.file), params.file);
  }

  @Delete(':id')
  @ApiOperation({
    summary:
      'Delete a posted activity and its image: one’s own, or any as admin (404 for any other activity)',
  })
  @ApiErrorResponses(400, 404)
  remove(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<FeedActivityDto> {
    return this.activities.removePosted(auth, id);
  }
}
