import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Decimal, toMoney } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { AdminSiteContentEntry, SiteContent, SiteCounter, SiteCounterFormat } from './site-content.model';
import { SEED_EN, SEED_TRANSLATIONS } from './site-content.seed';
import {
  CounterLabel,
  DEFAULT_LOCALE,
  SITE_CONTENT_KEYS,
  SiteContentKey,
  SiteContentTranslation,
  SiteContentValues,
  SITE_LOCALES,
  SiteLocale,
  StoredCounter,
  StoredInvestorCount,
  toSiteLocale,
} from './site-content.types';
import { parseSiteContentEdit, parseSiteContentKey, type SiteContentEdit } from './site-content.validation';
import { SiteStats, SiteStatsService } from './site-stats.service';

export interface ContentEditor {
  id: string;
  ip: string | null;
}

/** Site content operators edit without a release, with the live figures resolved. */
@Injectable()
export class ContentService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContentService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly stats: SiteStatsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Every start inserts the seed rows that are missing (a fresh database, or a key or language
   * added since) and leaves existing rows alone, so operator edits survive restarts. Instances
   * starting together are harmless: the primary key lets one insert win.
   */
  async onApplicationBootstrap(): Promise<void> {
    const rows: Array<[SiteContentKey, SiteLocale, unknown]> = [];
    for (const key of SITE_CONTENT_KEYS) rows.push([key, DEFAULT_LOCALE, SEED_EN[key]]);
    for (const [locale, translation] of Object.entries(SEED_TRANSLATIONS) as Array<[SiteLocale, SiteContentTranslation]>) {
      for (const [key, value] of Object.entries(translation)) rows.push([key as SiteContentKey, locale, value]);
    }
    const inserted = await sqlRows<{ key: SiteContentKey }>(
      this.db,
      `INSERT INTO site_content (key, locale, value)
       SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[])
       ON CONFLICT (key, locale) DO NOTHING
       RETURNING key`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => JSON.stringify(r[2]))],
    );
    if (inserted.length) this.logger.log(`site content: ${inserted.length} seed rows inserted`);
  }

  /**
   * The content in one language (unknown or unsupported ones get English), each key falling back to English.
   * `draft` replaces one stored value for this answer only (the console's preview of an edit).
   */
  async getSiteContent(asked?: unknown, draft?: SiteContentEdit): Promise<SiteContent> {
    const locale = toSiteLocale(asked);
    const rows = await sqlRows<{ key: SiteContentKey; locale: SiteLocale; value: unknown }>(
      this.db,
      `SELECT key, locale, value FROM site_content WHERE locale = ANY($1::text[])`,
      [[DEFAULT_LOCALE, locale]],
    );
    const en = { ...SEED_EN } as Record<SiteContentKey, unknown>;
    const local: Record<string, unknown> = {};
    for (const row of rows) {
      if (row.locale === DEFAULT_LOCALE) en[row.key] = row.value;
      if (row.locale === locale && locale !== DEFAULT_LOCALE) local[row.key] = row.value;
    }
    if (draft?.locale === DEFAULT_LOCALE) en[draft.key] = draft.value;
    else if (draft?.locale === locale) local[draft.key] = draft.value;
    return this.resolve(locale, en as unknown as SiteContentValues, local as SiteContentTranslation, await this.stats.get());
  }

  /** One key as stored in every language of the site, English first (the console's editor). */
  async storedInEveryLocale(key: string): Promise<AdminSiteContentEntry[]> {
    const known = parseSiteContentKey(key);
    const rows = await sqlRows<{ locale: string; value: unknown; updated_at: Date; updated_by: string | null }>(
      this.db,
      `SELECT locale, value, updated_at, updated_by FROM site_content WHERE key = $1`,
      [known],
    );
    return SITE_LOCALES.map((locale) => {
      const row = rows.find((r) => r.locale === locale);
      return {
        key: known,
        locale,
        value: row ? JSON.stringify(row.value, null, 2) : null,
        updatedAt: row?.updated_at ?? null,
        updatedBy: row?.updated_by ?? null,
      };
    });
  }

  /** What the public pages would show in the edit's language with the edit made; checked like an edit, nothing stored. */
  preview(input: { key: string; locale: string; value: string }): Promise<SiteContent> {
    const edit = parseSiteContentEdit(input);
    return this.getSiteContent(edit.locale, edit);
  }

  /** An admin's edit of one key in one language; validated, recorded in the audit log, answered with the merged content. */
  async update(editor: ContentEditor, input: { key: string; locale: string; value: string }): Promise<SiteContent> {
    const edit = parseSiteContentEdit(input);
    await this.db.transaction(async (manager) => {
      const previous = await sqlOne<{ value: unknown }>(manager, `SELECT value FROM site_content WHERE key = $1 AND locale = $2 FOR UPDATE`, [
        edit.key,
        edit.locale,
      ]);
      await sqlExec(
        manager,
        `INSERT INTO site_content (key, locale, value, updated_at, updated_by) VALUES ($1, $2, $3::jsonb, now(), $4)
         ON CONFLICT (key, locale) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [edit.key, edit.locale, JSON.stringify(edit.value), editor.id],
      );
      await this.audit.record(manager, {
        actorId: editor.id,
        actorRole: 'admin',
        action: 'site_content.updated',
        details: { key: edit.key, locale: edit.locale, before: previous?.value ?? null, after: edit.value },
        ip: editor.ip,
      });
    });
    return this.getSiteContent(edit.locale);
  }

  private resolve(locale: SiteLocale, en: SiteContentValues, local: SiteContentTranslation, stats: SiteStats): SiteContent {
    const company = { ...en.company, ...local.company };
    // A small live figure ("1 Satisfied Customers", "$0 Total Deposited") tells against the platform
    // rather than for it: below the thresholds the block is published without any figure.
    const countersShown = !this.belowThreshold(en.counters, stats);
    return {
      locale,
      company: {
        name: company.name,
        legalName: company.legalName,
        registrationNumber: company.registrationNumber,
        incorporatedOn: company.incorporatedOn,
        jurisdiction: company.jurisdiction,
        address: company.address,
        // Unless an operator set one, the company's address is the support mailbox.
        email: company.email || this.config.supportEmail,
        phone: company.phone,
        map: { lat: company.map.lat, lon: company.map.lon },
      },
      openingHours: (local.openingHours ?? en.openingHours).map(({ days, hours }) => ({ days, hours })),
      counters: countersShown ? this.counters(en.counters, local.counters, stats) : [],
      investorCount: this.investorCount(en.investorCount, stats),
      testimonials: (local.testimonials ?? en.testimonials).map(({ name, role, quote }) => ({ name, role, quote })),
      faq: (local.faq ?? en.faq).map(({ question, answer }) => ({ question, answer })),
      riskWarning: local.riskWarning ?? en.riskWarning,
      terms: local.terms ?? en.terms,
      countersShown,
      referralBonusPercent: this.config.referralBonusPercent,
    };
  }

  private counters(counters: StoredCounter[], labels: CounterLabel[] | undefined, stats: SiteStats): SiteCounter[] {
    return counters
      .filter((counter) => !counter.hidden)
      .map((counter) => {
        const live = counter.source !== 'fixed';
        const value =
          counter.source === 'investors'
            ? stats.investors
            : counter.source === 'total_deposited'
              ? stats.totalDeposited
              : counter.source === 'total_paid_out'
                ? stats.totalPaidOut
                : (counter.value ?? '0');
        return {
          key: counter.key,
          label: labels?.find((l) => l.key === counter.key)?.label ?? counter.label,
          value: counter.format === 'usd' ? toMoney(value) : new Decimal(value).toFixed(0),
          format: counter.format as SiteCounterFormat,
          live,
        };
      });
  }

  /** True when a visible live counter's figure is below its threshold (investors by count, money in USD). */
  private belowThreshold(counters: StoredCounter[], stats: SiteStats): boolean {
    const below = (figure: string, threshold: string | number) => new Decimal(figure).lessThan(threshold);
    return counters
      .filter((counter) => !counter.hidden)
      .some((counter) =>
        counter.source === 'investors'
          ? below(stats.investors, this.config.publicCountersMinInvestors)
          : counter.source === 'total_deposited'
            ? below(stats.totalDeposited, this.config.publicCountersMinUsd)
            : counter.source === 'total_paid_out'
              ? below(stats.totalPaidOut, this.config.publicCountersMinUsd)
              : false,
      );
  }

  private investorCount(setting: StoredInvestorCount, stats: SiteStats) {
    if (setting.source === 'fixed') return { value: new Decimal(setting.value ?? '0').toFixed(0), live: false, shown: true };
    return { value: stats.investors, live: true, shown: !new Decimal(stats.investors).lessThan(this.config.publicCountersMinInvestors) };
  }
}
