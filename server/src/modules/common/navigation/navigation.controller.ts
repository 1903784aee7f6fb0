import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../../common/auth/auth-context';
import { NavigationDto } from './navigation.dto';
import type { Navigation } from './navigation.types';
import { NavigationService } from './navigation.service';
import { Access } from '../../../common/auth/access';

@ApiTags('common')
@Access('signed-in')
@Controller('common/navigation')
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Get()
  @ApiOperation({
    summary:
      'The side and top navigation (default, compact, futuristic, horizontal), without the screens the caller may not open',
  })
  get(@CurrentAuth() auth: AuthContext): NavigationDto {
    return this.navigation.visibleTo(auth.roles) as Navigation as NavigationDto;
  }

  @Put()
  @Access('admin')
  @ApiOperation({ summary: 'Replace the whole navigation (apps/menuconfig)' })
  async replace(@Body() body: NavigationDto): Promise<NavigationDto> {
    return (await this.navigation.replace(body)) as NavigationDto;
  }
}
