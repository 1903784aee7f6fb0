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
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import {
  CreateVacancyDto,
  UpdateVacancyDto,
  VacancyDto,
  VacancyListQueryDto,
  VacancyPageDto,
  VacancyStatusChangeDto,
} from './dto/vacancy.dto';
import { VacanciesService } from './vacancies.service';
import { Access } from '../../common/auth/access';
import { assertEchoesUnchanged } from '../../common/validation/echoed';

@ApiTags('vacancies')
@Access('recruiter')
@Controller('vacancies')
export class VacanciesController {
  constructor(private readonly vacancies: VacanciesService) {}

  @Get()
  @ApiOperation({
    summary:
      'Vacancies: search, filter by status, company, category, internal, modality, contract type; sort; paginate',
  })
  list(@Query() query: VacancyListQueryDto): VacancyPageDto {
    return this.vacancies.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One vacancy' })
  get(@Param('id', ParseUUIDPipe) id: string): VacancyDto {
    return this.vacancies.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a vacancy, as draft or open; its code is given (VAC-0001...)' })
  create(@CurrentAuth() auth: AuthContext, @Body() body: CreateVacancyDto): Promise<VacancyDto> {
    return this.vacancies.create(body, auth.accountId);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a vacancy’s fields (not its status)' })
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateVacancyDto,
  ): Promise<VacancyDto> {
    // Changes of those go through their own operation.
    assertEchoesUnchanged(body, () => this.vacancies.get(id));
    return this.vacancies.update(id, body);
  }

  @Patch(':id/status')
  @ApiOperation({
    summary: 'Change the status: draft->open, open->paused|closed, paused->open|closed',
  })
  changeStatus(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: VacancyStatusChangeDto,
  ): Promise<VacancyDto> {
    return this.vacancies.changeStatus(id, body.status, auth.accountId);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reopen a closed vacancy (the only way out of closed)' })
  reopen(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<VacancyDto> {
    return this.vacancies.reopen(id, auth.accountId);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a vacancy without applications; answers the deleted vacancy' })
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<VacancyDto> {
    return this.vacancies.remove(id);
  }
}
