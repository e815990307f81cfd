import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { AuthService } from '../../modules/auth/auth.service';
import { UsersService } from '../../modules/users/users.service';
import { DataSource } from 'typeorm';

export const DEMO_INVESTOR = { email: 'investor@demo.local', password: 'demo-investor-2026', username: 'demo_investor', fullname: 'Demo Investor' };
export const DEMO_ADMIN = { email: 'admin@demo.local', password: 'demo-admin-2026', username: 'demo_admin', fullname: 'Demo Admin' };
/** Read-only console staff: sees every console page, changes nothing. */
export const DEMO_SUPPORT = { email: 'support@demo.local', password: 'demo-support-2026', username: 'demo_support', fullname: 'Demo Support' };

/**
 * Demo deposit wallets: name, network label, network, asset and the account extended public key each
 * deposit's address is derived from. These are PUBLISHED TEST KEYS, from the BIP39 test mnemonic
 * "abandon abandon … about" (anyone can spend what is sent to them): the BIP84 test vector's
 * account zpub (m/84'/0'/0'), and the same mnemonic's m/44'/60'/0' (ETH), m/44'/60'/1' (USDT on
 * Ethereum: its own account, so no address is shared with the ETH wallet) and m/44'/195'/0' (TRON)
 * xpubs, and its BIP84 Litecoin account zpub (m/84'/2'/0', ltc1… addresses). Replace them (Admin → deposit wallets) before going live.
 */
export const DEMO_WALLETS: Array<[string, string, 'bitcoin' | 'ethereum' | 'tron' | 'litecoin', 'BTC' | 'ETH' | 'USDT' | 'LTC', string]> = [
  ['Bitcoin', 'BTC', 'bitcoin', 'BTC', 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'],
  ['Tether USDT', 'TRC20', 'tron', 'USDT', 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd'],
  [
    'Tether USDT',
    'ERC20',
    'ethereum',
    'USDT',
    'xpub6DCoCpSuQZB2k9PnGSMK9tinTK8kx3hcv7F4BWwhs5N2wnwGiLg17r9J7j2JcYP9gkip3sC87J1F99YxeBHGuFMg6ejA8qQEKSuzzaKvqBR',
  ],
  ['Ethereum', 'ERC20', 'ethereum', 'ETH', 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt'],
  ['Litecoin', 'LTC', 'litecoin', 'LTC', 'zpub6rPo5mF47z5coVm5rvWv7fv181awb7Vckn5Cf3xQXBVKu18kuBHDhNi1Jrb4br6vVD3ZbrnXemEsWJoR18mZwkUdzwD8TQnHDUCGxqZ6swA'],
];

/** The one shared address each demo wallet had before deposits got their own. */
const OLD_DEMO_ADDRESSES = ['bc1qdemo0wallet0for0testing0only0xyz7q9m2k', 'TDemoWa11etForTestingOn1yXyz7q9m2kLp', '0x00000000000000000000000000000000DeM0a1E7'];

@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly db: DataSource,
  ) {}

  /** ADMIN_EMAIL + ADMIN_PASSWORD: the account exists and is an admin (an existing password is kept). */
  async ensureAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return;
    const existing = await this.users.findByEmail(adminEmail);
    if (existing) {
      if (!existing.isAdmin) await this.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [existing.id]);
      return;
    }
    await this.users.create({
      email: adminEmail.toLowerCase(),
      username: `admin_${Date.now().toString(36)}`,
      fullname: 'Administrator',
      passwordHash: await this.auth.hashPassword(adminPassword),
      referredById: null,
      isAdmin: true,
    });
    this.logger.log(`admin account ${adminEmail} created`);
  }

  /** Demo accounts and deposit wallets, created once (a second start finds them and adds nothing). */
  async seedDemo(): Promise<void> {
    if (!this.config.demoSeed) return;
    const demoKeys = DEMO_WALLETS.map((w) => w[4]);
    // A demo install from before per-deposit addresses still has the old shared demo addresses: give them the keys.
    for (const [name, network, chain, asset, key] of DEMO_WALLETS) {
      await this.db.query(
        `UPDATE deposit_wallets SET address_kind = 'derived', wallet_address = NULL, chain = $3, asset = $6, extended_public_key = $4, updated_at = now()
          WHERE wallet_name = $1 AND network = $2 AND wallet_address = ANY($5) AND NOT EXISTS (SELECT 1 FROM deposit_wallets WHERE extended_public_key = $4)`,
        [name, network, chain, key, OLD_DEMO_ADDRESSES, asset],
      );
    }
    // A fresh install gets every demo wallet; a demo install (one still holding a demo key) gains the ones
    // added since it was seeded. An install whose wallets are all the operator's own gets none.
    for (const [name, network, chain, asset, key] of DEMO_WALLETS) {
      await this.db.query(
        `INSERT INTO deposit_wallets (wallet_name, network, chain, asset, extended_public_key, address_kind)
         SELECT $1, $2, $3, $4, $5, 'derived'
          WHERE NOT EXISTS (SELECT 1 FROM deposit_wallets WHERE extended_public_key = $5)
            AND (NOT EXISTS (SELECT 1 FROM deposit_wallets) OR EXISTS (SELECT 1 FROM deposit_wallets WHERE extended_public_key = ANY($6)))`,
        [name, network, chain, asset, key, demoKeys],
      );
    }
    for (const demo of [DEMO_ADMIN, DEMO_SUPPORT, DEMO_INVESTOR]) {
      if (await this.users.findByEmail(demo.email)) continue;
      await this.users.create({
        email: demo.email,
        username: demo.username,
        fullname: demo.fullname,
        passwordHash: await this.auth.hashPassword(demo.password),
        referredById: null,
        role: demo === DEMO_ADMIN ? 'admin' : demo === DEMO_SUPPORT ? 'support' : 'investor',
      });
    }
  }
}
