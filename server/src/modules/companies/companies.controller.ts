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
import { CompaniesService } from './companies.service';
import {
  CompanyDto,
  CompanyListQueryDto,
  CompanyPageDto,
  CreateCompanyDto,
  UpdateCompanyDto,
} from './dto/company.dto';
import { Access } from '../../common/auth/access';

@ApiTags('companies')
@Access('recruiter')
@Controller('companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOperation({ summary: 'Companies: search, filter by active and industry, sort, paginate' })
  list(@Query() query: CompanyListQueryDto): CompanyPageDto {
    return this.companies.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One company' })
  get(@Param('id', ParseUUIDPipe) id: string): CompanyDto {
    return this.companies.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a company (name and taxId unique)' })
  create(@Body() body: CreateCompanyDto): Promise<CompanyDto> {
    return this.companies.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a company (active: false deactivates it)' })
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCompanyDto,
  ): Promise<CompanyDto> {
    return this.companies.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a company without vacancies; answers the deleted company' })
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<CompanyDto> {
    return this.companies.remove(id);
  }
}
