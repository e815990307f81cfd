import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailService } from './mail.service';
import { MailResolver } from './mail.resolver';

@Global()
@Module({ imports: [TypeOrmModule.forFeature([MailOutboxEntity])], providers: [MailService, MailResolver], exports: [MailService] })
export class MailModule {}
