import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ContentController } from './content.controller';
import { ContentResolver } from './content.resolver';
import { ContentService } from './content.service';
import { SiteFilesController } from './site-files.controller';
import { SiteStatsService } from './site-stats.service';

@Module({
  imports: [UsersModule],
  providers: [ContentService, SiteStatsService, ContentResolver],
  controllers: [ContentController, SiteFilesController],
  exports: [ContentService],
})
export class ContentModule {}
