import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { ContactController } from './contact.controller';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), SessionsModule],
  providers: [ContactService, ContactResolver],
  controllers: [ContactController],
})
export class ContactModule {}
