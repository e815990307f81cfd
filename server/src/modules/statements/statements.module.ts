import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { UsersModule } from '../users/users.module';
import { StatementsController } from './statements.controller';
import { StatementsResolver } from './statements.resolver';
import { StatementsService } from './statements.service';

@Module({ imports: [UsersModule, ContentModule], providers: [StatementsService, StatementsResolver], controllers: [StatementsController] })
export class StatementsModule {}
