import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ShellModule } from '../shell/shell.module';
import { TasksController } from './tasks.controller';
import { TaskTagsRepository, TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';

/** The tasks app: personal task lists with sections, tags and sub-tasks; tasks in the search. */
@Module({
  imports: [AccountsModule, ShellModule],
  controllers: [TasksController],
  providers: [TasksRepository, TaskTagsRepository, TasksService],
})
export class TasksModule {}
