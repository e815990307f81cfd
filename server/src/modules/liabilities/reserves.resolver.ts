import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { RequiresStepUp } from '../../common/decorators/step-up.decorator';
import type { SessionUser } from '../../common/session-user';
import { DeclareReserveAddressInput, LiabilitiesReservesModel, ReserveAddressModel, toLiabilitiesReservesModel, toReserveAddressModel } from './reserves.model';
import { ReservesService } from './reserves.service';

@Resolver()
export class ReservesResolver {
  constructor(private readonly reserves: ReservesService) {}

  @Public()
  @Query(() => LiabilitiesReservesModel, {
    description: "The platform's declared reserves per asset with their USD value now, beside the latest snapshot's total liabilities.",
  })
  async liabilitiesReserves(): Promise<LiabilitiesReservesModel> {
    return toLiabilitiesReservesModel(await this.reserves.publicReserves());
  }

  @Roles('admin')
  @Query(() => [ReserveAddressModel], { description: 'Admins and support: every declared reserve address, active first.' })
  async reserveAddresses(): Promise<ReserveAddressModel[]> {
    return (await this.reserves.list()).map((view) => toReserveAddressModel(view, true));
  }

  @Roles('admin')
  @Query(() => String, {
    description: "Admins: today's exact text to sign for a reserve address (PUBLIC_URL's host, the address in its normal form, the network, the date).",
  })
  reserveSigningMessage(@Args('network') network: string, @Args('address') address: string): string {
    return this.reserves.signingMessage(network, address);
  }

  @Roles('admin')
  @RequiresStepUp()
  @Mutation(() => ReserveAddressModel, {
    description:
      'Admins, signed in with a recent step-up (confirmIdentity; no API token): declare a reserve address; the signature is verified before it is saved. Audited.',
  })
  async declareReserveAddress(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('input') input: DeclareReserveAddressInput,
  ): Promise<ReserveAddressModel> {
    return toReserveAddressModel(await this.reserves.declare({ id: admin.id, ip: actor.ip }, input), true);
  }

  @Roles('admin')
  @RequiresStepUp()
  @Mutation(() => ReserveAddressModel, {
    description: 'Admins, signed in with a recent step-up: take a reserve address out of the published reserves (kept, inactive). Audited.',
  })
  async removeReserveAddress(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ReserveAddressModel> {
    return toReserveAddressModel(await this.reserves.remove({ id: admin.id, ip: actor.ip }, id), true);
  }
}
