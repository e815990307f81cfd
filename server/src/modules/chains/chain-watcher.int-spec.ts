import { type Anvil, startAnvil } from '../../../test/helpers/anvil';
import { bootApp, type TestApp } from '../../../test/helpers/test-app';
import { chainRetryDelayMs } from './chain-watcher.service';

async function until<T>(what: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const healthOf = async (t: TestApp) => {
  const res = await fetch(`${t.baseUrl}/api/health/chains`);
  return { status: res.status, body: (await res.json()) as { status: string; networks: Record<string, unknown>[]; message?: string } };
};

describe('chain watcher in the app', () => {
  it('watches nothing and reports no network without an RPC URL (the manual deposit flow stays)', async () => {
    const t = await bootApp();
    try {
      expect(await healthOf(t)).toEqual({ status: 200, body: { status: 'success', networks: [] } });
      await new Promise((r) => setTimeout(r, 300));
      expect((await t.db.query(`SELECT * FROM chain_cursors`)).rows).toEqual([]);
    } finally {
      await t.close();
    }
  });

  describe('with Ethereum on anvil and TRON on a node that does not answer', () => {
    let anvil: Anvil;
    let t: TestApp;
    beforeAll(async () => {
      anvil = await startAnvil();
      await anvil.mine(5);
      t = await bootApp({ env: { EVM_RPC_URL_ETHEREUM: anvil.url, EVM_RPC_URL_TRON: 'http://127.0.0.1:1', CHAIN_POLL_SECONDS: '1' } });
    });
    afterAll(async () => {
      await t?.close();
      await anvil?.stop();
    });

    it("follows the node's height; health reports height, last scanned block and lag, and 503 when a network is over 10 minutes behind", async () => {
      await anvil.mine(3);
      const head = (await anvil.blockNumber()).toString();
      const ethereum = await until(async () => {
        const { body } = await healthOf(t);
        const eth = body.networks.find((n) => n.network === 'ethereum');
        return eth?.height === head ? eth : undefined;
      });
      expect(ethereum).toMatchObject({ height: head, scannedBlock: head, lagBlocks: '0', behind: false });

      // TRON's node never answered: no progress yet, but not 10 minutes since the start either
      let health = await healthOf(t);
      expect(health.status).toBe(200);
      expect(health.body.networks.find((n) => n.network === 'tron')).toMatchObject({ height: null, scannedBlock: null, behind: false });

      // TRON last caught up 11 minutes ago (its node has been away since)
      await t.db.query(
        `INSERT INTO chain_cursors (network, block_number, block_hash, head_number, caught_up_at) VALUES ('tron', 90, $1, 100, now() - interval '11 minutes')`,
        [`0x${'ab'.repeat(32)}`],
      );
      health = await healthOf(t);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'error', message: 'More than 10 minutes behind: tron.' });
      expect(health.body.networks.find((n) => n.network === 'tron')).toMatchObject({ height: '100', scannedBlock: '90', lagBlocks: '10', behind: true });
      expect(health.body.networks.find((n) => n.network === 'ethereum')).toMatchObject({ behind: false });
    });
  });

  it('backs off after failures: the poll interval doubling, at most 5 minutes', () => {
    expect([1, 2, 3, 10].map((n) => chainRetryDelayMs(15_000, n))).toEqual([30_000, 60_000, 120_000, 300_000]);
  });
});
