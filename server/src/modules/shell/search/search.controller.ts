import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../../common/auth/auth-context';
import { SearchQueryDto, SearchResultSetDto } from './dto/search.dto';
import { SearchService } from './search.service';
import { Access } from '../../../common/auth/access';

@ApiTags('common')
@Access('signed-in')
@Controller('common/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Search pages and records; matches highlighted; empty under 2 characters',
  })
  search(@CurrentAuth() auth: AuthContext, @Body() body: SearchQueryDto): SearchResultSetDto[] {
    return this.searchService.search(body.query, auth);
  }
}
