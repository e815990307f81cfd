import { Module } from '@nestjs/common';
import { StatementsController } from './statements.controller';
import { StatementsResolver } from './statements.resolver';
import { StatementsService } from './statements.service';

@Module({ providers: [StatementsService, StatementsResolver], controllers: [StatementsController] })
export class StatementsModule {}
