import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import { LiabilitiesProofModel, LiabilitiesSnapshot, toLiabilitiesProofModel, toLiabilitiesSnapshot } from './liabilities.model';
import { checkSnapshotNumber, HISTORY_MAX, LiabilitiesService } from './liabilities.service';

@Resolver()
export class LiabilitiesResolver {
  constructor(private readonly liabilities: LiabilitiesService) {}

  @Public()
  @Query(() => LiabilitiesSnapshot, { description: 'A published proof-of-liabilities snapshot; the latest when `snapshot` is left out.' })
  async liabilitiesSnapshot(@Args('snapshot', { type: () => Int, nullable: true }) snapshot?: number | null): Promise<LiabilitiesSnapshot> {
    return toLiabilitiesSnapshot(snapshot == null ? await this.liabilities.latest() : await this.liabilities.get(checkSnapshotNumber(snapshot)));
  }

  @Public()
  @Query(() => [LiabilitiesSnapshot], { description: `The published snapshots, newest first (at most ${HISTORY_MAX}).` })
  async liabilitiesSnapshots(@Args('first', { type: () => Int, nullable: true, defaultValue: 20 }) first: number): Promise<LiabilitiesSnapshot[]> {
    return (await this.liabilities.history(first)).map(toLiabilitiesSnapshot);
  }

  @Query(() => LiabilitiesProofModel, {
    description: "The signed-in user's proof that their balance is counted in the latest snapshot, with their secret nonce.",
  })
  async myLiabilitiesProof(@CurrentUser() user: SessionUser): Promise<LiabilitiesProofModel> {
    return toLiabilitiesProofModel(await this.liabilities.proofOf(user.id));
  }

  @Roles('admin')
  @Mutation(() => LiabilitiesSnapshot, { description: 'Admins: takes and publishes a new proof-of-liabilities snapshot now. Audited.' })
  async createLiabilitiesSnapshot(@CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<LiabilitiesSnapshot> {
    return toLiabilitiesSnapshot(await this.liabilities.createSnapshot({ kind: 'admin', adminId: admin.id, ip: actor.ip }));
  }
}
