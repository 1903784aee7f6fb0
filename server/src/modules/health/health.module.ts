import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [MembersModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
