import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NavigationDto } from './navigation.dto';
import type { Navigation } from './navigation.types';
import { NavigationService } from './navigation.service';

@ApiTags('common')
@Controller('common/navigation')
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Get()
  @ApiOperation({
    summary: 'The side and top navigation (default, compact, futuristic, horizontal)',
  })
  get(): NavigationDto {
    return this.navigation.get() as Navigation as NavigationDto;
  }

  @Put()
  @ApiOperation({ summary: 'Replace the whole navigation (apps/menuconfig)' })
  async replace(@Body() body: NavigationDto): Promise<NavigationDto> {
    return (await this.navigation.replace(body)) as NavigationDto;
  }
}
