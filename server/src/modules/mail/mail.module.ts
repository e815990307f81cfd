import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailService } from './mail.service';

@Global()
@Module({ imports: [TypeOrmModule.forFeature([MailOutboxEntity])], providers: [MailService], exports: [MailService] })
export class MailModule {}
