import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLUpload } from '../../common/scalars/upload.scalar';
import { CurrentUser, Public } from '../../common/decorators/access.decorators';
import { readUpload, FileUpload } from '../../common/read-upload';
import { UpdateAddressInput } from './dto/update-address.input';
import { UpdateProfileInput } from './dto/update-profile.input';
import type { SessionUser } from '../../common/session-user';
import { UserProfileService } from './user-profile.service';
import { AVATAR_RULES } from './users.errors';
import { UsersService } from './users.service';
import type { UserEntity } from './user.entity';
import { UserModel } from './user.model';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: UserProfileService,
  ) {}

  @Public()
  @Query(() => UserModel, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  async me(@CurrentUser() user?: SessionUser): Promise<UserModel | null> {
    return user ? this.users.modelOfSession(user) : null;
  }

  @Mutation(() => UserModel)
  async updateProfile(@CurrentUser() user: SessionUser, @Args('input') input: UpdateProfileInput): Promise<UserModel> {
    return this.model(await this.profiles.updateProfile(user.id, input));
  }

  @Mutation(() => UserModel)
  async updateAddress(@CurrentUser() user: SessionUser, @Args('input') input: UpdateAddressInput): Promise<UserModel> {
    return this.model(await this.profiles.updateAddress(user.id, input));
  }

  @Mutation(() => UserModel, { description: 'A JPEG, PNG, WebP or GIF image of at most 5 MB.' })
  async uploadAvatar(
    @CurrentUser() user: SessionUser,
    // Typed unknown so the global ValidationPipe leaves the upload promise alone (it would rebuild it).
    @Args({ name: 'avatar', type: () => GraphQLUpload }) avatar: unknown,
  ): Promise<UserModel> {
    const bytes = await readUpload(avatar as Promise<FileUpload>, AVATAR_RULES.maxBytes);
    return this.model(await this.profiles.setAvatar(user.id, bytes));
  }

  @Mutation(() => UserModel, { description: "Sets the user's language (en es fr de zh-CN ja ar ru pt hi); another value is refused (UNSUPPORTED_LOCALE)." })
  async setLocale(@CurrentUser() user: SessionUser, @Args('locale') locale: string): Promise<UserModel> {
    return this.model(await this.profiles.setLocale(user.id, locale));
  }

  @Mutation(() => UserModel)
  async deleteAvatar(@CurrentUser() user: SessionUser): Promise<UserModel> {
    return this.model(await this.profiles.deleteAvatar(user.id));
  }

  /** A profile edit answers the record it just read. */
  private model(user: UserEntity): Promise<UserModel> {
    return this.users.toModel(user);
  }
}
