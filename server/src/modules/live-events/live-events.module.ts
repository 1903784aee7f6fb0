import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LiveEventsController } from './live-events.controller';
import { LiveEventsService } from './live-events.service';

/** The live event stream: committed changes, as each account may read them, pushed to screens. */
@Module({
  imports: [AuthModule],
  controllers: [LiveEventsController],
  providers: [LiveEventsService],
})
export class LiveEventsModule {}
