import { Injectable } from '@nestjs/common';
import { ContentService } from '../content/content.service';
import { PAYOUT_OPTIONS, PAYOUT_SCHEDULE_QUESTION, WITHDRAWAL_FEE_USD, WITHDRAWAL_MINIMUM_USD } from './payout-options';
import type { WithdrawalOptions } from './withdrawal-options.model';

/** What the withdrawal form offers: the payout options, the minimum and fee, and when payouts are made (from the site's FAQ). */
@Injectable()
export class WithdrawalOptionsService {
  constructor(private readonly content: ContentService) {}

  async options(lang?: string): Promise<WithdrawalOptions> {
    return {
      options: PAYOUT_OPTIONS.map((option) => ({ ...option })),
      minimum: WITHDRAWAL_MINIMUM_USD,
      fee: WITHDRAWAL_FEE_USD,
      payoutSchedule: await this.payoutSchedule(lang),
    };
  }

  /**
   * The FAQ's answer to "When are withdrawals paid?" in the asked language: the entry is found by
   * its English question, and the same place is read in the asked language (falling back to the
   * English answer when that language has fewer entries).
   */
  private async payoutSchedule(lang?: string): Promise<string | null> {
    const en = await this.content.getSiteContent('en');
    const index = en.faq.findIndex((entry) => PAYOUT_SCHEDULE_QUESTION.test(entry.question));
    if (index < 0) return null;
    const local = lang && lang !== 'en' ? await this.content.getSiteContent(lang) : en;
    return (local.faq[index] ?? en.faq[index]).answer;
  }
}
