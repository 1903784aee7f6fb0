import { Module } from '@nestjs/common';
import { MemberReader } from './member-reader';
import { MembersController } from './members.controller';
import { MembersRepository, PointsLedgerRepository } from './members.repository';
import { MembersService } from './members.service';

/** The rewards programme's members and their append-only points ledger. */
@Module({
  controllers: [MembersController],
  providers: [MembersRepository, PointsLedgerRepository, MembersService, MemberReader],
  exports: [MembersService, MemberReader],
})
export class MembersModule {}
