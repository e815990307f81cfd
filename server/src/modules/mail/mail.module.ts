import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailService } from './mail.service';
import { MailResolver } from './mail.resolver';
import { MailOutboxReader } from './mail-outbox-reader.service';
import { MailQueue } from './mail-queue.service';
import { MailOutboxRelay } from './mail-outbox-relay.service';
import { MoneyMailService } from './money-mail.service';
import { MoneyMailListener } from './money-mail-listener.service';
import { SecurityMailService } from './security-mail.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity])],
  providers: [MailService, MailOutboxReader, MailResolver, MailQueue, MailOutboxRelay, MoneyMailService, MoneyMailListener, SecurityMailService],
  exports: [MailService, MoneyMailService, SecurityMailService, MailQueue, MailOutboxRelay],
})
export class MailModule {}
