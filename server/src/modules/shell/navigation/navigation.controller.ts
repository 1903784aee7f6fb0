import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../../common/auth/auth-context';
import { MenuConfigDto, NavigationDto } from './dto/navigation.dto';
import type { Navigation } from './navigation.types';
import { NavigationService } from './navigation.service';
import { Access } from '../../../common/auth/access';
import { AnswersDocument } from '../../../common/http/record-versions';

/** The side menu the editor edits is the default navigation's record. */
const SIDE_MENU = { collection: 'navigation', id: 'default' };

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

  @Get('config')
  @AnswersDocument(SIDE_MENU)
  @Access('admin')
  @ApiOperation({
    summary:
      'apps/menuconfig: the side menu to edit, every item (hidden ones and those some roles may not open) included',
  })
  config(): MenuConfigDto {
    return this.navigation.config() as MenuConfigDto;
  }

  @Put('config')
  @AnswersDocument(SIDE_MENU)
  @Access('admin')
  @ApiOperation({
    summary:
      'apps/menuconfig: save the whole side menu (links open a screen of the app or an http(s) address; a broken item is refused naming it). With the version read (If-Match), refused with 409 if someone saved it meanwhile',
  })
  async saveConfig(@Body() body: MenuConfigDto): Promise<MenuConfigDto> {
    return (await this.navigation.saveConfig(body)) as MenuConfigDto;
  }

  @Post('config/reset')
  @AnswersDocument(SIDE_MENU)
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'apps/menuconfig: put the sample navigation back' })
  async resetConfig(): Promise<MenuConfigDto> {
    return (await this.navigation.resetConfig()) as MenuConfigDto;
  }
}
