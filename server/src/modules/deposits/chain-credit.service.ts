import { Injectable, OnModuleInit } from '@nestjs/common';
import { ChainWatcherService } from '../chains/chain-watcher.service';
import { DepositInvoicesService } from './deposit-invoices.service';

/**
 * Ties the chain watcher to the deposit invoices at start-up, before the watcher's loops begin: the
 * watcher looks at the open invoices' addresses, and after every committed scan step of a network
 * (in the instance that made it, new blocks or not) the invoices of that network are settled —
 * state, confirmations, the credit, the expiry. A crash between the step and the settling loses
 * nothing: the next step of any instance settles from what chain_payments holds.
 */
@Injectable()
export class ChainCreditService implements OnModuleInit {
  constructor(
    private readonly watcher: ChainWatcherService,
    private readonly invoices: DepositInvoicesService,
  ) {}

  onModuleInit() {
    this.watcher.useAddressSource(this.invoices);
    this.watcher.onScanned(async (network) => {
      await this.invoices.settle(network);
    });
  }
}
