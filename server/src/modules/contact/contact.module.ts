import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ContactController } from './contact.controller';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { ContactService } from './contact.service';
import { ContactMessagesResolver } from './contact-messages.resolver';
import { ContactMessagesService } from './contact-messages.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), SessionsModule, UsersModule],
  providers: [ContactService, ContactResolver, ContactMessagesService, ContactMessagesResolver],
  controllers: [ContactController],
})
export class ContactModule {}
