/**
 * A test-only feature module: one collection and a small public controller, so the API
 * tests can drive the global pipeline (validation, errors, store writes) end to end.
 */
import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  Injectable,
  Module,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { Public } from '../../src/common/auth/public.decorator';
import { defineCollection, Repository, StoreService } from '../../src/store';

export interface Widget {
  id: string;
  name: string;
  size: number;
}

export const WIDGET_SEED: Widget[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Sprocket', size: 3 },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Gear', size: 5 },
];

export const widgetsCollection = defineCollection<Widget>({
  name: 'widgets',
  seed: () => WIDGET_SEED.map((widget) => ({ ...widget })),
});

class PartDto {
  @IsString()
  label!: string;
}

export class CreateWidgetDto {
  @IsString()
  @Length(1, 40)
  name!: string;

  @IsInt()
  @Min(1)
  @Max(10)
  size!: number;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => PartDto)
  parts?: PartDto[];
}

@Injectable()
export class WidgetsRepository extends Repository<Widget> {
  constructor(store: StoreService) {
    super(store, widgetsCollection);
  }
}

@Controller('test-widgets')
export class WidgetsController {
  constructor(private readonly widgets: WidgetsRepository) {}

  @Get(':id')
  @Public()
  get(@Param('id', ParseUUIDPipe) id: string): Widget {
    const widget = this.widgets.get(id);
    if (!widget) throw new NotFoundException(`Widget ${id} not found`);
    return widget;
  }

  @Post()
  @Public()
  create(@Body() body: CreateWidgetDto): Promise<Widget> {
    return this.widgets.insert({ id: randomUUID(), name: body.name, size: body.size });
  }

  @Post('explode')
  @Public()
  explode(): never {
    throw new Error('secret internal detail');
  }
}

@Module({ controllers: [WidgetsController], providers: [WidgetsRepository] })
export class WidgetsModule {}
