import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { IdQueryDto } from '../../common/dto/id-query.dto';
import {
  CreateInventoryTagDto,
  InventoryBrandDto,
  InventoryCategoryDto,
  InventoryTagDto,
  InventoryVendorDto,
  ProductDto,
  ProductImageParamDto,
  ProductsPageDto,
  ProductsQueryDto,
  UpdateInventoryTagDto,
  UpdateProductDto,
} from './dto/inventory.dto';
import { InventoryService } from './inventory.service';
import type { JsonText } from '../../common/http/json-text';
import { Access } from '../../common/auth/access';
import { PublicImageRoute, publicImageFile } from '../../common/files/public-image-route';

@ApiTags('inventory')
@Access('signed-in')
@Controller('apps/ecommerce/inventory')
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  // Public, as every stored picture: an <img> sends no token, and the name is unguessable.
  @PublicImageRoute('images/:file', 'A product picture stored on the server (public)')
  async image(@Param() params: ProductImageParamDto): Promise<StreamableFile> {
    return publicImageFile(await this.inventory.image(params.file), params.file);
  }

  @Get('categories')
  @ApiOperation({ summary: 'Product categories' })
  categories(): InventoryCategoryDto[] {
    return this.inventory.categoryList();
  }

  @Get('brands')
  @ApiOperation({ summary: 'Product brands' })
  brands(): InventoryBrandDto[] {
    return this.inventory.brandList();
  }

  @Get('vendors')
  @ApiOperation({ summary: 'Product vendors' })
  vendors(): InventoryVendorDto[] {
    return this.inventory.vendorList();
  }

  @Get('tags')
  @ApiOperation({ summary: 'Product tags' })
  tags(): InventoryTagDto[] {
    return this.inventory.tagList();
  }

  @Get('products')
  @ApiOperation({
    summary: 'A page of products: search, sort (name), order (asc), zero-based page (1), size (10)',
  })
  @ApiOkResponse({ type: ProductsPageDto })
  @ApiErrorResponses(400)
  products(@Query() query: ProductsQueryDto): JsonText<ProductsPageDto> {
    return this.inventory.pageAnswer(query);
  }

  @Get('product')
  @ApiOperation({ summary: 'One product (404 when unknown)' })
  @ApiErrorResponses(400, 404)
  product(@Query() query: IdQueryDto): ProductDto {
    return this.inventory.get(query.id);
  }

  @Post('product')
  @ApiOperation({ summary: 'Create an inactive "A New Product" at the top of the list' })
  create(): Promise<ProductDto> {
    return this.inventory.create();
  }

  @Patch('product')
  @ApiOperation({ summary: 'Merge fields into a product (404 when unknown)' })
  @ApiErrorResponses(400, 404)
  update(@Body() body: UpdateProductDto): Promise<ProductDto> {
    return this.inventory.update(body.id, body.product);
  }

  @Delete('product')
  @ApiOperation({ summary: 'Delete a product; answers true' })
  @ApiErrorResponses(400, 404)
  remove(@Query() query: IdQueryDto): Promise<boolean> {
    return this.inventory.remove(query.id);
  }

  @Post('tag')
  @ApiOperation({ summary: 'Create a product tag' })
  @ApiErrorResponses(400, 409)
  createTag(@Body() body: CreateInventoryTagDto): Promise<InventoryTagDto> {
    return this.inventory.createTag(body.tag);
  }

  @Patch('tag')
  @ApiOperation({ summary: 'Rename a product tag' })
  @ApiErrorResponses(400, 404, 409)
  updateTag(@Body() body: UpdateInventoryTagDto): Promise<InventoryTagDto> {
    return this.inventory.updateTag(body.id, body.tag);
  }

  @Delete('tag')
  @ApiOperation({ summary: 'Delete a product tag and strip it from every product; answers true' })
  @ApiErrorResponses(400, 404)
  removeTag(@Query() query: IdQueryDto): Promise<boolean> {
    return this.inventory.removeTag(query.id);
  }
}
