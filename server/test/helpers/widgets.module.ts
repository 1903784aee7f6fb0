/**
 * A test-only feature module: one collection and a small public controller, so the API
 * tests can drive the global pipeline (validation, errors, store writes) end to end.
 */
import { randomUUID } from 'node:crypto';
import {
  type BeforeApplicationShutdown,
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

/**
 * Holds `POST /test-widgets/held` until the test lets it go, and tells when the app has
 * begun to stop (its modules' own stop hooks have run): a request in flight at a stop.
 */
export class HeldWrite {
  private letGo!: () => void;
  private signalEntered!: () => void;
  private signalStopping!: () => void;
  readonly entered = new Promise<void>((resolve) => (this.signalEntered = resolve));
  readonly stopping = new Promise<void>((resolve) => (this.signalStopping = resolve));
  private readonly released = new Promise<void>((resolve) => (this.letGo = resolve));

  async pass(): Promise<void> {
    this.signalEntered();
    await this.released;
  }

  release(): void {
    this.letGo();
  }

  stopped(): void {
    this.signalStopping();
  }
}

export let heldWrite = new HeldWrite();

export function holdNextWrite(): HeldWrite {
  heldWrite = new HeldWrite();
  return heldWrite;
}

@Injectable()
class StopWatcher implements BeforeApplicationShutdown {
  beforeApplicationShutdown(): void {
    heldWrite.stopped();
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

  @Post('held')
  @Public()
  async held(@Body() body: CreateWidgetDto): Promise<Widget> {
    await heldWrite.pass();
    return this.widgets.insert({ id: randomUUID(), name: body.name, size: body.size });
  }

  @Post('explode')
  @Public()
  explode(): never {
    throw new Error('secret internal detail');
  }
}

@Module({ controllers: [WidgetsController], providers: [WidgetsRepository, StopWatcher] })
export class WidgetsModule {}
