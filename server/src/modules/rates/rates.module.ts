import { Module } from '@nestjs/common';
import { RatesResolver } from './rates.resolver';
import { RatesScheduler } from './rates-scheduler';
import { RatesService } from './rates.service';

/** USD rates of the deposit assets (`asset_rates`): provider refresh every minute, manual rates, and the quote deposits use (RatesService.quoteRate). */
@Module({ providers: [RatesService, RatesScheduler, RatesResolver], exports: [RatesService] })
export class RatesModule {}
