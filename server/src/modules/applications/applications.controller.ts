import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApplicationsService } from './applications.service';
import {
  ApplicationDto,
  ApplicationListQueryDto,
  ApplicationPageDto,
  ApplicationStageChangeDto,
  CreateApplicationDto,
  UpdateApplicationDto,
} from './dto/application.dto';
import { Access } from '../../common/auth/access';
import { assertEchoesUnchanged } from '../../common/validation/echoed';

@ApiTags('applications')
@Access('recruiter')
@Controller('applications')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Applications: search applicant and vacancy; filter by vacancy, applicant, stage, rating; sort; paginate',
  })
  list(@Query() query: ApplicationListQueryDto): ApplicationPageDto {
    return this.applications.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One application with its stage history' })
  get(@Param('id', ParseUUIDPipe) id: string): ApplicationDto {
    return this.applications.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add an applicant to an open or paused vacancy (once per pair)' })
  create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateApplicationDto,
  ): Promise<ApplicationDto> {
    return this.applications.create(body, auth.accountId);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rate an application (0-5)' })
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateApplicationDto,
  ): Promise<ApplicationDto> {
    // Changes of those go through their own operation.
    assertEchoesUnchanged(body, () => this.applications.get(id));
    return this.applications.update(id, body);
  }

  @Patch(':id/stage')
  @ApiOperation({
    summary:
      'Move an application to a stage; appends to its history; hired only while openings remain',
  })
  changeStage(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ApplicationStageChangeDto,
  ): Promise<ApplicationDto> {
    return this.applications.changeStage(id, body.stage, auth.accountId);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an application; answers the deleted application' })
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<ApplicationDto> {
    return this.applications.remove(id);
  }
}
