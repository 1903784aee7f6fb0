import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { PublicImageRoute, publicImageFile } from '../../common/files/public-image-route';
import { IdQueryDto } from '../../common/dto/id-query.dto';
import { ACCEPT_LANGUAGE_HEADER, answerLanguage } from '../../common/languages/answer-language';
import { LanguageQueryDto } from '../../common/languages/language-query.dto';
import { AVATAR_MAX_BYTES } from './avatar-files';
import { type AvatarUpload, AvatarUploadPipe } from './avatar-upload.pipe';
import {
  AvatarFileParamDto,
  ContactDto,
  ContactSearchQueryDto,
  ContactTagDto,
  CountryDto,
  CreateContactTagDto,
  UpdateContactDto,
  UpdateContactTagDto,
  UploadAvatarBodyDto,
  UploadAvatarDto,
} from './dto/contacts.dto';
import { ContactsService } from './contacts.service';
import { Access } from '../../common/auth/access';

@ApiTags('contacts')
@Access('signed-in')
@Controller('apps/contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get('all')
  @ApiOperation({ summary: 'Every contact, sorted by name' })
  all(): ContactDto[] {
    return this.contacts.list();
  }

  @Get('search')
  @ApiOperation({ summary: 'Contacts whose name holds the query (any case); empty returns all' })
  @ApiErrorResponses(400)
  search(@Query() query: ContactSearchQueryDto): ContactDto[] {
    return this.contacts.search(query.query);
  }

  @Get('contact')
  @ApiOperation({ summary: 'One contact (404 when unknown)' })
  @ApiErrorResponses(400, 404)
  one(@Query() query: IdQueryDto): ContactDto {
    return this.contacts.get(query.id);
  }

  @Post('contact')
  @ApiOperation({
    summary:
      'Create a blank "New Contact" at the top of the list, so named in the language asked for (`lang`, else Accept-Language, else English)',
  })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400)
  create(
    @Query() query: LanguageQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactDto> {
    return this.contacts.create(answerLanguage(query.lang, acceptLanguage, reply));
  }

  @Patch('contact')
  @ApiOperation({ summary: 'Merge fields into a contact (404 when unknown)' })
  @ApiErrorResponses(400, 404)
  update(@Body() body: UpdateContactDto): Promise<ContactDto> {
    return this.contacts.update(body.id, body.contact);
  }

  @Delete('contact')
  @ApiOperation({ summary: 'Delete a contact; answers true' })
  @ApiErrorResponses(400, 404)
  remove(@Query() query: IdQueryDto): Promise<boolean> {
    return this.contacts.remove(query.id);
  }

  @Get('countries')
  @ApiOperation({ summary: 'Countries with ISO code, dial code and flag sprite position' })
  countries(): CountryDto[] {
    return this.contacts.countries();
  }

  @Get('tags')
  @ApiOperation({ summary: 'Contact tags' })
  tags(): ContactTagDto[] {
    return this.contacts.tagList();
  }

  @Post('tag')
  @ApiOperation({ summary: 'Create a contact tag' })
  @ApiErrorResponses(400, 409)
  createTag(@Body() body: CreateContactTagDto): Promise<ContactTagDto> {
    return this.contacts.createTag(body.tag);
  }

  @Patch('tag')
  @ApiOperation({ summary: 'Rename a contact tag' })
  @ApiErrorResponses(400, 404, 409)
  updateTag(@Body() body: UpdateContactTagDto): Promise<ContactTagDto> {
    return this.contacts.updateTag(body.id, body.tag);
  }

  @Delete('tag')
  @ApiOperation({ summary: 'Delete a contact tag and strip it from every contact; answers true' })
  @ApiErrorResponses(400, 404)
  removeTag(@Query() query: IdQueryDto): Promise<boolean> {
    return this.contacts.removeTag(query.id);
  }

  @Post('avatar')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('avatar', { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadAvatarBodyDto })
  @ApiOperation({
    summary:
      'Upload a contact’s avatar (PNG, JPEG, GIF or WEBP by content; 2 MB: 413 above, 415 other types); answers the contact',
  })
  @ApiErrorResponses(400, 404, 413, 415)
  uploadAvatar(
    @Body() body: UploadAvatarDto,
    @UploadedFile(AvatarUploadPipe) image: AvatarUpload,
  ): Promise<ContactDto> {
    return this.contacts.setAvatar(body.id, image);
  }

  @PublicImageRoute('avatar/:file', 'An uploaded avatar image (public: the URL is unguessable)')
  async avatar(@Param() params: AvatarFileParamDto): Promise<StreamableFile> {
    return publicImageFile(await this.contacts.avatar(params.file), params.file);
  }
}
