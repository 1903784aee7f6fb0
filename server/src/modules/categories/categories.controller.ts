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
import { CategoriesService } from './categories.service';
import {
  CategoryDto,
  CategoryListQueryDto,
  CategoryPageDto,
  CreateCategoryDto,
  UpdateCategoryDto,
} from './dto/category.dto';
import { Access } from '../../common/auth/access';

@ApiTags('categories')
@Access('recruiter', 'rewards')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Categories: search, filter by kind and active, sort, paginate' })
  list(@Query() query: CategoryListQueryDto): CategoryPageDto {
    return this.categories.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One category' })
  get(@Param('id', ParseUUIDPipe) id: string): CategoryDto {
    return this.categories.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a category; its slug comes from the name, unique per kind' })
  create(@Body() body: CreateCategoryDto): Promise<CategoryDto> {
    return this.categories.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a category; a new name or kind regenerates the slug' })
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryDto> {
    return this.categories.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a category nothing uses; answers the deleted category' })
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<CategoryDto> {
    return this.categories.remove(id);
  }
}
