import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { AuthService } from '../../modules/auth/auth.service';
import { UsersService } from '../../modules/users/users.service';
import { DataSource } from 'typeorm';

export const DEMO_INVESTOR = { email: 'investor@demo.local', password: 'demo-investor-2026', username: 'demo_investor', fullname: 'Demo Investor' };
export const DEMO_ADMIN = { email: 'admin@demo.local', password: 'demo-admin-2026', username: 'demo_admin', fullname: 'Demo Admin' };

/** Demo deposit addresses (not real wallets of anyone's): name, address, network. */
export const DEMO_WALLETS: Array<[string, string, string]> = [
  ['Bitcoin', 'bc1qdemo0wallet0for0testing0only0xyz7q9m2k', 'BTC'],
  ['Tether USDT', 'TDemoWa11etForTestingOn1yXyz7q9m2kLp', 'TRC20'],
  ['Ethereum', '0x00000000000000000000000000000000DeM0a1E7', 'ERC20'],
];

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
    await this.db.query(
      `INSERT INTO deposit_wallets (wallet_name, wallet_address, network)
       SELECT * FROM (VALUES ${DEMO_WALLETS.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ')}) AS w(name, address, network)
       WHERE NOT EXISTS (SELECT 1 FROM deposit_wallets)`,
      DEMO_WALLETS.flat(),
    );
    for (const demo of [DEMO_ADMIN, DEMO_INVESTOR]) {
      if (await this.users.findByEmail(demo.email)) continue;
      await this.users.create({
        email: demo.email,
        username: demo.username,
        fullname: demo.fullname,
        passwordHash: await this.auth.hashPassword(demo.password),
        referredById: null,
        isAdmin: demo === DEMO_ADMIN,
      });
    }
  }
}
