import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';
import { UserProfileService } from './user-profile.service';
import { UserCredentialsService } from './user-credentials.service';
import { UserAccessService } from './user-access.service';
import { UserDirectoryService } from './user-directory.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, UserProfileService, UserCredentialsService, UserAccessService, UserDirectoryService, UsersResolver],
  controllers: [UsersController],
  exports: [UsersService, UserCredentialsService, UserAccessService, UserDirectoryService],
})
export class UsersModule {}
