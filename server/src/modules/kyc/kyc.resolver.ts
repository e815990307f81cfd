import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { FileUpload, readUpload } from '../../common/read-upload';
import type { SessionUser } from '../../common/session-user';
import { UserModel } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { KycDocumentType } from './kyc-status';
import { KYC_IMAGE_RULES, KycService } from './kyc.service';
import { GraphQLUpload } from '../../common/scalars/upload.scalar';

@Resolver()
export class KycResolver {
  constructor(
    private readonly kyc: KycService,
    private readonly users: UsersService,
  ) {}

  @Mutation(() => UserModel, { description: 'Submits identity documents (images of at most 10 MB each) for review; kycStatus becomes PENDING.' })
  async submitKyc(
    @CurrentUser() user: SessionUser,
    @Actor() actor: Actor,
    @Args('documentType', { type: () => KycDocumentType }) documentType: KycDocumentType,
    // Typed unknown so the global ValidationPipe leaves the upload promises alone.
    @Args({ name: 'documentFront', type: () => GraphQLUpload }) documentFront: unknown,
    @Args({ name: 'documentBack', type: () => GraphQLUpload, nullable: true }) documentBack: unknown,
    @Args({ name: 'selfie', type: () => GraphQLUpload }) selfie: unknown,
  ): Promise<UserModel> {
    const front = await readUpload(documentFront as Promise<FileUpload>, KYC_IMAGE_RULES.maxBytes);
    const back = documentBack ? await readUpload(documentBack as Promise<FileUpload>, KYC_IMAGE_RULES.maxBytes) : undefined;
    const face = await readUpload(selfie as Promise<FileUpload>, KYC_IMAGE_RULES.maxBytes);
    await this.kyc.submit(user.id, documentType, { front, back, selfie: face }, actor);
    return this.users.modelOf(user.id);
  }
}
