import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { FileUpload, readUpload } from '../../common/read-upload';
import { TransactionModel, toTransactionModel } from '../transactions/transaction.model';
import type { SessionUser } from '../../common/session-user';
import { DepositDraft, DepositEligibility, DepositSettings, DepositWalletModel, toDepositDraft, toDepositWallet } from './deposit.model';
import { DepositsService, SCREENSHOT_RULES } from './deposits.service';
import { SubmitDepositInput, TrackDepositInput } from './dto/deposit.inputs';
import { GraphQLUpload } from '../../common/scalars/upload.scalar';

@Resolver()
export class DepositsResolver {
  constructor(private readonly deposits: DepositsService) {}

  @Query(() => [DepositWalletModel], { description: 'The wallets a deposit can be paid to.' })
  async depositWallets(): Promise<DepositWalletModel[]> {
    return (await this.deposits.activeWallets()).map(toDepositWallet);
  }

  @Query(() => DepositSettings)
  depositSettings(): DepositSettings {
    return { minimumDeposit: this.deposits.minimumDeposit };
  }

  @Query(() => DepositDraft, { description: "One of the user's deposits by reference; NOT_FOUND for anyone else's." })
  async depositDraft(@CurrentUser() user: SessionUser, @Args('referenceId') referenceId: string): Promise<DepositDraft> {
    return toDepositDraft(await this.deposits.getOwn(user.id, referenceId));
  }

  @Query(() => DepositEligibility)
  async depositEligibility(@CurrentUser() user: SessionUser, @Args('referenceId') referenceId: string): Promise<DepositEligibility> {
    const result = await this.deposits.eligibility(user.id, referenceId);
    return { eligible: result.eligible, redirect: result.redirect, message: result.message, deposit: toDepositDraft(result.row) };
  }

  @Mutation(() => DepositDraft, { description: "Starts a deposit with the method 'Crypto Wallet'." })
  async startDeposit(@CurrentUser() user: SessionUser, @Args('wallet') wallet: string): Promise<DepositDraft> {
    return toDepositDraft(await this.deposits.start(user.id, wallet));
  }

  @Mutation(() => DepositDraft)
  async trackDeposit(@CurrentUser() user: SessionUser, @Args('input') input: TrackDepositInput): Promise<DepositDraft> {
    return toDepositDraft(await this.deposits.track(user.id, input.referenceId, input.amount, input.walletAddress ?? undefined, input.walletId ?? undefined));
  }

  @Mutation(() => Boolean, { description: 'Only before submission.' })
  async cancelDeposit(@CurrentUser() user: SessionUser, @Args('referenceId') referenceId: string): Promise<boolean> {
    await this.deposits.cancel(user.id, referenceId);
    return true;
  }

  @Mutation(() => TransactionModel, { description: 'Submits the payment screenshot (an image of at most 10 MB) and the blockchain transaction id.' })
  async submitDeposit(
    @CurrentUser() user: SessionUser,
    @Actor() actor: Actor,
    @Args('input') input: SubmitDepositInput,
    // Typed unknown so the global ValidationPipe leaves the upload promise alone.
    @Args({ name: 'screenshot', type: () => GraphQLUpload }) screenshot: unknown,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | null,
  ): Promise<TransactionModel> {
    const bytes = await readUpload(screenshot as Promise<FileUpload>, SCREENSHOT_RULES.maxBytes);
    return toTransactionModel(await this.deposits.submit(user.id, input.referenceId, input.txnId, bytes, { ip: actor.ip }, idempotencyKey ?? undefined));
  }
}
