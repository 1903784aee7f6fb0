import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { FileManagerController } from './file-manager.controller';
import { FileManagerRepository } from './file-manager.repository';
import { FileManagerService } from './file-manager.service';
import { FileStore } from './file-store';

/** The file manager: a folder tree whose files' bytes are stored under DATA_DIR. */
@Module({
  imports: [AccountsModule],
  controllers: [FileManagerController],
  providers: [FileManagerRepository, FileStore, FileManagerService],
  exports: [FileManagerService],
})
export class FileManagerModule {}
