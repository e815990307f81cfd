import { Args, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { DepositWalletAdminRow, DepositWalletsService } from '../deposits/addresses/deposit-wallets.service';
import { DepositAddressKind } from '../deposits/deposit.model';
import type { SessionUser } from '../../common/session-user';

@ObjectType({ description: 'A deposit wallet as the operator configures it.' })
export class AdminDepositWallet {
  @Field(() => ID) id: string;
  @Field() walletName: string;
  @Field() network: string;
  @Field(() => String, { nullable: true, description: 'bitcoin, ethereum or tron (the same as networkName; kept for older clients).' }) chain: string | null;
  @Field({ description: 'What the wallet receives: USDT, ETH or BTC.' }) asset: string;
  @Field({ description: 'The explicit network: bitcoin, ethereum or tron (network is the label, e.g. ERC20).' }) networkName: string;
  @Field(() => DepositAddressKind) addressKind: DepositAddressKind;
  @Field(() => String, { nullable: true, description: 'The one address of a STATIC wallet.' }) walletAddress: string | null;
  @Field(() => String, { nullable: true, description: 'The account extended public key of a DERIVED wallet (zpub for Bitcoin, xpub for Ethereum/TRON).' })
  extendedPublicKey: string | null;
  @Field(() => Int, { description: 'Addresses given out so far; the next deposit takes this index.' }) nextIndex: number;
  @Field() active: boolean;
}

@InputType()
export class SaveDepositWalletInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new wallet.' }) @IsOptional() @IsString() @MaxLength(64) id?: string | null;
  @Field() @IsString() @MaxLength(200) walletName: string;
  @Field({ description: 'The label shown to investors, e.g. BTC, ERC20, TRC20.' }) @IsString() @MaxLength(50) network: string;
  @Field(() => String, {
    nullable: true,
    description:
      'USDT (on ethereum or tron), ETH (on ethereum) or BTC (on bitcoin). Absent: read from the name and label (Tether/USDT, else the network’s coin).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  asset?: string | null;
  @Field(() => String, { nullable: true, description: 'bitcoin, ethereum or tron. Absent: read from the label (BTC, ERC20/ETH, TRC20/TRX).' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  networkName?: string | null;
  @Field(() => DepositAddressKind) @IsEnum(DepositAddressKind) addressKind: DepositAddressKind;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(300) walletAddress?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(300) extendedPublicKey?: string | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() active?: boolean | null;
}

const toAdminDepositWallet = (row: DepositWalletAdminRow): AdminDepositWallet => ({
  id: row.id,
  walletName: row.wallet_name,
  network: row.network,
  chain: row.chain,
  asset: row.asset,
  networkName: row.chain,
  addressKind: row.address_kind as DepositAddressKind,
  walletAddress: row.wallet_address,
  extendedPublicKey: row.extended_public_key,
  nextIndex: Number(row.next_index),
  active: row.active,
});

/** Admins configure deposit wallets: one static address, or an extended public key to derive one per deposit. */
@Roles('admin')
@Resolver()
export class AdminDepositWalletsResolver {
  constructor(private readonly wallets: DepositWalletsService) {}

  @Query(() => [AdminDepositWallet], { description: 'Admins: every deposit wallet, active or not.' })
  async adminDepositWallets(): Promise<AdminDepositWallet[]> {
    return (await this.wallets.listAll()).map(toAdminDepositWallet);
  }

  @Mutation(() => AdminDepositWallet, {
    description: 'Creates (no id) or changes a deposit wallet; a malformed key or address, or one of another network, is refused.',
  })
  async saveDepositWallet(@CurrentUser() admin: SessionUser, @Args('input') input: SaveDepositWalletInput, @Actor() actor: Actor): Promise<AdminDepositWallet> {
    return toAdminDepositWallet(await this.wallets.save(input, { id: admin.id, ip: actor.ip }));
  }
}
