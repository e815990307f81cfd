import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, demoSeed: true, publicUrl: 'http://localhost:3000' });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ NODE_ENV: 'production', SESSION_SECRET: 'short' }, 'Invalid configuration: SESSION_SECRET must be at least 32 characters in production'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: SESSION_SECRET must be at least 32 characters in production'],
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number, got "eighty"'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535, got 70000'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must start with postgres: or postgresql:'],
    [{ DATABASE_URL: 'not a url' }, 'Invalid configuration: DATABASE_URL is not a valid URL'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'Invalid configuration: ADMIN_PASSWORD is required when ADMIN_EMAIL is set'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough' }, 'Invalid configuration: ADMIN_EMAIL is not a valid email address'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV must be development, production or test, got "staging"'],
    [{ DEMO_SEED: 'maybe' }, 'Invalid configuration: DEMO_SEED must be true or false, got "maybe"'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid configuration: SMTP_URL must start with smtp: or smtps:'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it.each([
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, 'TWO_FACTOR_KEY is required in production'],
    [{ TWO_FACTOR_KEY: 'abc' }, 'TWO_FACTOR_KEY must be 32 bytes as 64 hex characters or base64'],
    [{ TWO_FACTOR_KEY: 'g'.repeat(64) }, 'TWO_FACTOR_KEY must be 32 bytes as 64 hex characters or base64'],
  ])('refuses a missing or malformed TWO_FACTOR_KEY (%j)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads TWO_FACTOR_KEY as hex or base64, and makes a random one per start outside production', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ TWO_FACTOR_KEY: hex }).twoFactorKey.toString('hex')).toBe(hex);
    expect(loadConfig({ TWO_FACTOR_KEY: Buffer.from(hex, 'hex').toString('base64') }).twoFactorKey.toString('hex')).toBe(hex);
    expect(loadConfig({}).twoFactorKey.equals(loadConfig({}).twoFactorKey)).toBe(false);
  });

  it('accepts a production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      TWO_FACTOR_KEY: 'cd'.repeat(32),
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      SUPPORT_EMAIL: 'help@invest.example.com',
    });
    expect(config).toMatchObject({ isProduction: true, demoSeed: false, databaseUrl: 'postgres://u:p@db:5432/app', supportEmail: 'help@invest.example.com' });
  });

  it('needs a support address that reaches someone in production (support@localhost is only the development default)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'cd'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration: SUPPORT_EMAIL is required in production (the support address shown on the site and where contact messages go)',
    );
    expect(() => loadConfig({ ...production, SUPPORT_EMAIL: '  ' })).toThrow('SUPPORT_EMAIL is required in production');
    for (const local of ['support@localhost', 'help@app.localhost', 'support@127.0.0.1', 'support@[::1]', 'support@LOCALHOST']) {
      expect(() => loadConfig({ ...production, SUPPORT_EMAIL: local })).toThrow(`SUPPORT_EMAIL cannot be a localhost address in production, got "${local}"`);
    }
    expect(loadConfig({ ...production, SUPPORT_EMAIL: 'support@localhost.example.com' }).supportEmail).toBe('support@localhost.example.com');
    expect(loadConfig({}).supportEmail).toBe('support@localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).supportEmail).toBe('support@localhost');
  });

  it('takes USD rates from Kraken in production, labelled demo rates in development and none in tests, unless RATE_PROVIDER says', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'cd'.repeat(32), SUPPORT_EMAIL: 'help@example.com' };
    expect(loadConfig(production)).toMatchObject({ rateProvider: 'kraken', rateProviderUrl: null });
    expect(loadConfig({})).toMatchObject({ rateProvider: 'demo', rateProviderUrl: null });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ rateProvider: 'off' });
    expect(loadConfig({ RATE_PROVIDER: 'coinbase', RATE_PROVIDER_URL: 'http://127.0.0.1:8080/' })).toMatchObject({
      rateProvider: 'coinbase',
      rateProviderUrl: 'http://127.0.0.1:8080',
    });
    expect(() => loadConfig({ RATE_PROVIDER: 'binance' })).toThrow('RATE_PROVIDER must be kraken, coinbase, demo or off, got "binance"');
    expect(() => loadConfig({ ...production, RATE_PROVIDER: 'demo' })).toThrow('RATE_PROVIDER cannot be demo in production');
    expect(() => loadConfig({ RATE_PROVIDER_URL: 'ftp://x' })).toThrow('RATE_PROVIDER_URL must start with http: or https:');
  });

  it('watches no chain without an RPC URL; the USDT contracts and confirmations default to the real ones', () => {
    expect(loadConfig({})).toMatchObject({
      chains: {
        ethereum: { rpcUrl: null, usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7', confirmations: 12 },
        tron: { rpcUrl: null, usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', confirmations: 20 },
      },
      chainPollSeconds: 15,
    });
    const env = {
      EVM_RPC_URL_ETHEREUM: 'http://127.0.0.1:8545',
      EVM_RPC_URL_TRON: 'https://tron.example/jsonrpc',
      CONFIRMATIONS_TRON: '30',
      CHAIN_POLL_SECONDS: '5',
    };
    expect(loadConfig(env)).toMatchObject({
      chains: { ethereum: { rpcUrl: 'http://127.0.0.1:8545' }, tron: { rpcUrl: 'https://tron.example/jsonrpc', confirmations: 30 } },
      chainPollSeconds: 5,
    });
    expect(() => loadConfig({ EVM_RPC_URL_ETHEREUM: 'ws://x' })).toThrow('EVM_RPC_URL_ETHEREUM must start with http: or https:');
    expect(() => loadConfig({ USDT_CONTRACT_ETHEREUM: '0x123' })).toThrow('USDT_CONTRACT_ETHEREUM must be a 0x address');
    expect(() => loadConfig({ USDT_CONTRACT_TRON: '0xdAC17F958D2ee523a2206206994597C13D831ec7' })).toThrow('USDT_CONTRACT_TRON must be a TRON address');
    expect(() => loadConfig({ CONFIRMATIONS_ETHEREUM: '0' })).toThrow('CONFIRMATIONS_ETHEREUM must be between 1 and 1000');
  });

  it('holds a deposit quote 30 minutes and watches its address 72 hours more; Ethereum payment URIs name chain 1', () => {
    expect(loadConfig({})).toMatchObject({ depositQuoteMinutes: 30, depositWatchHours: 72, ethereumChainId: 1 });
    expect(loadConfig({ DEPOSIT_QUOTE_MINUTES: '15', DEPOSIT_WATCH_HOURS: '24', EVM_CHAIN_ID_ETHEREUM: '11155111' })).toMatchObject({
      depositQuoteMinutes: 15,
      depositWatchHours: 24,
      ethereumChainId: 11155111,
    });
    expect(() => loadConfig({ DEPOSIT_QUOTE_MINUTES: '0' })).toThrow('DEPOSIT_QUOTE_MINUTES must be between 1 and 1440');
    expect(() => loadConfig({ DEPOSIT_QUOTE_MINUTES: '1.5' })).toThrow('DEPOSIT_QUOTE_MINUTES must be a whole number');
    expect(() => loadConfig({ DEPOSIT_WATCH_HOURS: '-1' })).toThrow('DEPOSIT_WATCH_HOURS must be a whole number');
    expect(() => loadConfig({ EVM_CHAIN_ID_ETHEREUM: '0' })).toThrow('EVM_CHAIN_ID_ETHEREUM must be between 1');
  });
});
