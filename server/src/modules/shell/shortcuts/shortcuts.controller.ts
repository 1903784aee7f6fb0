import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../../common/auth/auth-context';
import { IdQueryDto } from '../../../common/dto/id-query.dto';
import { CreateShortcutDto, ShortcutDto, UpdateShortcutDto } from './dto/shortcut.dto';
import { ShortcutsService } from './shortcuts.service';
import { Access } from '../../../common/auth/access';

@ApiTags('common')
@Access('signed-in')
@Controller('common/shortcuts')
export class ShortcutsController {
  constructor(private readonly shortcuts: ShortcutsService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in account’s shortcuts' })
  list(@CurrentAuth() auth: AuthContext): ShortcutDto[] {
    return this.shortcuts.list(auth.accountId);
  }

  @Post()
  @ApiOperation({ summary: 'Add a shortcut (label, icon, link and useRouter required)' })
  create(@CurrentAuth() auth: AuthContext, @Body() body: CreateShortcutDto): Promise<ShortcutDto> {
    return this.shortcuts.create(auth.accountId, body.shortcut);
  }

  @Patch()
  @ApiOperation({ summary: 'Change a shortcut' })
  update(@CurrentAuth() auth: AuthContext, @Body() body: UpdateShortcutDto): Promise<ShortcutDto> {
    return this.shortcuts.update(auth.accountId, body.id, body.shortcut);
  }

  @Delete()
  @ApiOperation({ summary: 'Remove a shortcut; answers the removed shortcut' })
  remove(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<ShortcutDto> {
    return this.shortcuts.remove(auth.accountId, query.id);
  }
}
