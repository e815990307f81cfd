import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GraphQLUpload = require('graphql-upload/GraphQLUpload.mjs').default;
import { CurrentUser, Public } from '../../common/decorators/access.decorators';
import { readUpload, FileUpload } from '../../common/read-upload';
import { UpdateAddressInput } from './dto/update-address.input';
import { UpdateProfileInput } from './dto/update-profile.input';
import { AVATAR_RULES, UsersService } from './users.service';
import { UserEntity } from './user.entity';
import { toUserModel, UserModel } from './user.model';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Public()
  @Query(() => UserModel, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  async me(@CurrentUser() user?: UserEntity): Promise<UserModel | null> {
    return user ? this.model(user) : null;
  }

  @Mutation(() => UserModel)
  async updateProfile(@CurrentUser() user: UserEntity, @Args('input') input: UpdateProfileInput): Promise<UserModel> {
    return this.model(await this.users.updateProfile(user.id, input));
  }

  @Mutation(() => UserModel)
  async updateAddress(@CurrentUser() user: UserEntity, @Args('input') input: UpdateAddressInput): Promise<UserModel> {
    return this.model(await this.users.updateAddress(user.id, input));
  }

  @Mutation(() => UserModel, { description: 'A JPEG, PNG, WebP or GIF image of at most 5 MB.' })
  async uploadAvatar(
    @CurrentUser() user: UserEntity,
    // Typed unknown so the global ValidationPipe leaves the upload promise alone (it would rebuild it).
    @Args({ name: 'avatar', type: () => GraphQLUpload }) avatar: unknown,
  ): Promise<UserModel> {
    const bytes = await readUpload(avatar as Promise<FileUpload>, AVATAR_RULES.maxBytes);
    return this.model(await this.users.setAvatar(user.id, bytes));
  }

  @Mutation(() => UserModel)
  async deleteAvatar(@CurrentUser() user: UserEntity): Promise<UserModel> {
    return this.model(await this.users.deleteAvatar(user.id));
  }

  private async model(user: UserEntity): Promise<UserModel> {
    return toUserModel(user, await this.users.balancesOf(user.id));
  }
}
