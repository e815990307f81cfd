import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { toString as qrSvg } from 'qrcode';
import { DepositWalletsService } from './addresses/deposit-wallets.service';
import { DepositAddressKind, DepositDraft } from './deposit.model';

/** The deposit's address told two more ways: whether it is the deposit's own, and as a QR code. */
@Resolver(() => DepositDraft)
export class DepositDraftResolver {
  constructor(private readonly wallets: DepositWalletsService) {}

  @ResolveField(() => DepositAddressKind, { nullable: true, description: 'DERIVED when walletAddress is this deposit’s own; null before a wallet is chosen.' })
  async addressKind(@Parent() draft: DepositDraft): Promise<DepositAddressKind | null> {
    return (await this.wallets.kindOfAddress(draft.transactionId, draft.walletAddress)) as DepositAddressKind | null;
  }

  @ResolveField(() => String, { nullable: true, description: 'walletAddress as a QR code: an SVG document, to show as an <img> data: URL.' })
  async addressQrSvg(@Parent() draft: DepositDraft): Promise<string | null> {
    if (!draft.walletAddress) return null;
    return qrSvg(draft.walletAddress, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  }
}
