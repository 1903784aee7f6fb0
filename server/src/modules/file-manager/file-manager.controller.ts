import {
  Body,
  Controller,
  Delete,
  Get,
  Patch,
  Post,
  Query,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { IdQueryDto } from '../../common/dto/id-query.dto';
import { attachmentDisposition } from '../../common/files/content-disposition';
import {
  CreateFolderDto,
  DeleteItemQueryDto,
  FileManagerItemDto,
  FolderListingDto,
  FolderQueryDto,
  UpdateItemDto,
  UploadFileBodyDto,
  UploadFileDto,
} from './dto/file-manager.dto';
import { FileManagerService } from './file-manager.service';
import { FILE_MAX_BYTES, type FileUpload, FileUploadPipe } from './file-upload.pipe';
import { Access } from '../../common/auth/access';

@ApiTags('file-manager')
@Access('signed-in')
@Controller('apps/file-manager')
export class FileManagerController {
  constructor(private readonly fileManager: FileManagerService) {}

  @Get()
  @ApiOperation({
    summary: "A folder's folders and files (each by name) and its path from the root",
  })
  @ApiErrorResponses(400, 404)
  listing(@CurrentAuth() auth: AuthContext, @Query() query: FolderQueryDto): FolderListingDto {
    return this.fileManager.listing(auth.roles, query.folderId ?? null);
  }

  @Get('item')
  @ApiOperation({ summary: 'One folder or file' })
  @ApiErrorResponses(400, 404)
  item(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): FileManagerItemDto {
    return this.fileManager.get(auth.roles, query.id);
  }

  @Post('folder')
  @ApiOperation({ summary: 'Create a folder (the name unique in its folder: 409 otherwise)' })
  @ApiErrorResponses(400, 404, 409)
  createFolder(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateFolderDto,
  ): Promise<FileManagerItemDto> {
    return this.fileManager.createFolder(auth.accountId, auth.roles, body);
  }

  @Post('upload')
  @UseInterceptors(
    FileInterceptor('file', {
      limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5 },
      // File names as browsers send them: UTF-8.
      defParamCharset: 'utf8',
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadFileBodyDto })
  @ApiOperation({
    summary:
      'Upload a file into a folder (20 MB: 413 above); its type comes from its content; 409 when the name is taken',
  })
  @ApiErrorResponses(400, 404, 409, 413)
  upload(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UploadFileDto,
    @UploadedFile(FileUploadPipe) file: FileUpload,
  ): Promise<FileManagerItemDto> {
    return this.fileManager.upload(auth.accountId, auth.roles, {
      folderId: body.folderId ?? null,
      name: body.name ?? file.name,
      bytes: file.bytes,
    });
  }

  @Patch('item')
  @ApiOperation({
    summary: 'Rename, describe (folders) or move an item; never a folder into itself or below',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  update(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateItemDto,
  ): Promise<FileManagerItemDto> {
    return this.fileManager.update(auth.roles, body.id, body.item);
  }

  @Delete('item')
  @ApiOperation({
    summary:
      'Delete a file or an empty folder (409 otherwise); recursive=true deletes a folder and all it holds',
  })
  @ApiErrorResponses(400, 404, 409)
  remove(@CurrentAuth() auth: AuthContext, @Query() query: DeleteItemQueryDto): Promise<boolean> {
    return this.fileManager.remove(auth.roles, query.id, query.recursive === 'true');
  }

  @Get('download')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({
    description: 'The file, as an attachment named after the item',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({ summary: 'Download a file' })
  @ApiErrorResponses(400, 404, 422)
  async download(
    @CurrentAuth() auth: AuthContext,
    @Query() query: IdQueryDto,
  ): Promise<StreamableFile> {
    const file = await this.fileManager.download(auth.roles, query.id);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.length,
      disposition: attachmentDisposition(file.name),
    });
  }
}
