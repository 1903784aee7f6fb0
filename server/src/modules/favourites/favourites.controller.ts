import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import {
  FavouriteDto,
  FavouriteListQueryDto,
  FavouritePageDto,
  FavouriteTargetDto,
  FavouriteTargetParamsDto,
} from './dto/favourite.dto';
import { FavouritesService } from './favourites.service';
import { Access } from '../../common/auth/access';

@ApiTags('favourites')
@Access('recruiter')
@Controller('favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  @Get()
  @ApiOperation({
    summary: 'The signed-in account’s favourites, each with its applicant or vacancy',
  })
  list(@CurrentAuth() auth: AuthContext, @Query() query: FavouriteListQueryDto): FavouritePageDto {
    return this.favourites.list(auth.accountId, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the signed-in account’s favourites' })
  get(@CurrentAuth() auth: AuthContext, @Param('id', ParseUUIDPipe) id: string): FavouriteDto {
    return this.favourites.get(auth.accountId, id);
  }

  @Post()
  @ApiOperation({ summary: 'Star an applicant or vacancy (idempotent: answers the existing one)' })
  create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: FavouriteTargetDto,
  ): Promise<FavouriteDto> {
    return this.favourites.add(auth.accountId, body.kind, body.targetId);
  }

  @Put(':kind/:id')
  @ApiOperation({ summary: 'Star an applicant or vacancy; doing it twice keeps one favourite' })
  put(
    @CurrentAuth() auth: AuthContext,
    @Param() params: FavouriteTargetParamsDto,
  ): Promise<FavouriteDto> {
    return this.favourites.add(auth.accountId, params.kind, params.id);
  }

  @Delete(':kind/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Not starred (any more), whether it was or not' })
  @ApiOperation({ summary: 'Unstar an applicant or vacancy (idempotent)' })
  async unstar(
    @CurrentAuth() auth: AuthContext,
    @Param() params: FavouriteTargetParamsDto,
  ): Promise<void> {
    await this.favourites.removeTarget(auth.accountId, params.kind, params.id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove one of the account’s favourites; answers the removed one' })
  remove(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<FavouriteDto> {
    return this.favourites.remove(auth.accountId, id);
  }
}
