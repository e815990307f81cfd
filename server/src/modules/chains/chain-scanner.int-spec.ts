import { createServer, type Server } from 'node:http';
import { DataSource } from 'typeorm';
import { createPublicClient, encodeFunctionData, getAddress, type Hex, http, parseEther, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { type Anvil, startAnvil } from '../../../test/helpers/anvil';
import { anvilClients, deployToken, ListedAddresses } from '../../../test/helpers/chain-fixture';
import { TEST_TOKEN_ABI } from '../../../test/helpers/test-token';
import { bootApp, type TestApp } from '../../../test/helpers/test-app';
import { ChainScanner, type ChainScannerConfig, confirmations } from './chain-scanner';
import { hexToTron } from './tron-address';

interface PaymentRow {
  network: string;
  tx_hash: string;
  log_index: number;
  asset: string;
  address: string;
  from_address: string;
  token_contract: string | null;
  amount_base_units: string;
  amount: string;
  block_number: string;
  block_hash: string;
  removed: boolean;
}

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe('ChainScanner against anvil', () => {
  let t: TestApp;
  let db: DataSource;
  let anvil: Anvil;
  let token: Hex;
  let otherToken: Hex;
  let clients: ReturnType<typeof anvilClients>;
  let source: ListedAddresses;

  beforeAll(async () => {
    [t, anvil] = await Promise.all([bootApp(), startAnvil()]);
    db = t.app.get(DataSource);
    clients = anvilClients(anvil);
    token = await deployToken(anvil);
    otherToken = await deployToken(anvil);
  });
  afterAll(async () => {
    await anvil?.stop();
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.query(`DELETE FROM chain_payments; DELETE FROM chain_blocks; DELETE FROM chain_cursors`);
    source = new ListedAddresses();
  });

  /** A scanner starting at the next block to be mined. */
  async function scanner(config: Partial<ChainScannerConfig> = {}, pub: PublicClient = clients.pub) {
    return new ChainScanner(db, pub, source, {
      network: 'ethereum',
      usdtContract: token,
      confirmations: 3,
      startBlock: (await anvil.blockNumber()) + 1n,
      ...config,
    });
  }
  const payments = async () => (await t.db.query<PaymentRow>(`SELECT * FROM chain_payments ORDER BY block_number, tx_hash, log_index`)).rows;
  const sendToken = (to: Hex, value: bigint, from = token) =>
    clients.wallet.writeContract({ address: from, abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [to, value] });

  it('stores a USDT transfer to a watched address once, with its exact amount, and its confirmations rise as blocks are mined', async () => {
    const to = newAddress();
    source.add('ethereum', { address: to, asset: 'USDT' });
    const s = await scanner();
    const hash = await sendToken(to, 12_345_678n);
    await anvil.mine();
    const first = await s.scanToHead();
    expect(first.stored).toBe(1);
    let [p] = await payments();
    expect(p).toMatchObject({ network: 'ethereum', tx_hash: hash, asset: 'USDT', address: to, from_address: clients.account.address });
    expect(p).toMatchObject({ amount_base_units: '12345678', amount: '12.345678', token_contract: getAddress(token), removed: false });
    expect(confirmations(first.head, BigInt(p.block_number))).toBe(1n);

    await anvil.mine(2);
    const later = await s.scanToHead();
    expect(later.stored).toBe(0);
    [p] = await payments();
    expect(await payments()).toHaveLength(1);
    expect(confirmations(later.head, BigInt(p.block_number))).toBe(3n);
  });

  it('stores an ETH transfer to a watched address once', async () => {
    const to = newAddress();
    source.add('ethereum', { address: to, asset: 'ETH' });
    const s = await scanner();
    const hash = await clients.wallet.sendTransaction({ to, value: parseEther('1.5') });
    await anvil.mine();
    await s.scanToHead();
    await anvil.mine();
    await s.scanToHead();
    expect(await payments()).toEqual([
      expect.objectContaining({
        tx_hash: hash,
        log_index: -1,
        asset: 'ETH',
        address: to,
        amount_base_units: '1500000000000000000',
        amount: '1.5',
        token_contract: null,
      }),
    ]);
  });

  it('ignores transfers to unwatched addresses, from another token contract, and of an asset the address does not expect', async () => {
    const usdtOnly = newAddress();
    const ethOnly = newAddress();
    source.add('ethereum', { address: usdtOnly, asset: 'USDT' }, { address: ethOnly, asset: 'ETH' });
    const s = await scanner();
    await sendToken(newAddress(), 5_000_000n);
    await sendToken(usdtOnly, 5_000_000n, otherToken);
    await sendToken(ethOnly, 5_000_000n);
    await clients.wallet.sendTransaction({ to: usdtOnly, value: parseEther('1') });
    await clients.wallet.sendTransaction({ to: newAddress(), value: parseEther('1') });
    await anvil.mine();
    const step = await s.scanToHead();
    expect(step.stored).toBe(0);
    expect(await payments()).toEqual([]);
  });

  it('stores two payments for two transfers to two watched addresses in one transaction', async () => {
    const [a, b] = [newAddress(), newAddress()];
    source.add('ethereum', { address: a, asset: 'USDT' }, { address: b, asset: 'USDT' });
    const s = await scanner();
    const hash = await clients.wallet.writeContract({
      address: token,
      abi: TEST_TOKEN_ABI,
      functionName: 'transferPairs',
      args: [[BigInt(a), 1_000_000n, BigInt(b), 2_500_000n]],
    });
    await anvil.mine();
    await s.scanToHead();
    const rows = await payments();
    expect(rows.map((r) => [r.tx_hash, r.address, r.amount])).toEqual([
      [hash, a, '1'],
      [hash, b, '2.5'],
    ]);
    expect(rows[0].log_index).not.toBe(rows[1].log_index);
  });

  it('marks a payment removed when its block leaves the chain before it is confirmed, and stores it once when mined again', async () => {
    const to = newAddress();
    source.add('ethereum', { address: to, asset: 'USDT' });
    const s = await scanner({ confirmations: 5 });
    const request = await clients.wallet.prepareTransactionRequest({
      to: token,
      data: encodeFunctionData({ abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [to, 7_000_000n] }),
    });
    const raw = await clients.wallet.signTransaction(request);
    const hash = await clients.pub.sendRawTransaction({ serializedTransaction: raw });
    await anvil.mine(2);
    await s.scanToHead();
    const [before] = await payments();
    expect(before).toMatchObject({ tx_hash: hash, removed: false });

    await anvil.reorg(2); // the payment's block and the next are replaced by two empty ones
    const afterReorg = await s.scanToHead();
    expect(afterReorg.reorgForkBlock).toBe(BigInt(before.block_number) - 1n);
    expect(await payments()).toEqual([expect.objectContaining({ tx_hash: hash, removed: true })]);

    await clients.pub.sendRawTransaction({ serializedTransaction: raw });
    await anvil.mine();
    await s.scanToHead();
    const rows = await payments();
    expect(rows).toEqual([expect.objectContaining({ tx_hash: hash, removed: false, amount: '7' })]);
    expect(rows[0].block_hash).not.toBe(before.block_hash);
    expect(BigInt(rows[0].block_number)).toBe(BigInt(before.block_number) + 2n);
  });

  it('catches up after a stop: payments made while no watcher ran are all stored, in bounded steps', async () => {
    const to = newAddress();
    source.add('ethereum', { address: to, asset: 'USDT' }, { address: to, asset: 'ETH' });
    await (await scanner()).scanToHead();
    const hashes: string[] = [];
    for (let i = 1; i <= 3; i++) {
      hashes.push(await sendToken(to, BigInt(i) * 1_000_000n));
      hashes.push(await clients.wallet.sendTransaction({ to, value: BigInt(i) }));
      await anvil.mine(3);
    }
    const restarted = new ChainScanner(db, clients.pub, source, { network: 'ethereum', usdtContract: token, confirmations: 3, maxRange: 2 });
    const step = await restarted.scanToHead();
    expect(step.scannedTo).toBe(await anvil.blockNumber());
    expect((await payments()).map((r) => r.tx_hash).sort()).toEqual([...hashes].sort());
  });

  it('leaves nothing half-done when the node is down or answers garbage, and resumes from the last committed block', async () => {
    const to = newAddress();
    source.add('ethereum', { address: to, asset: 'USDT' });
    await (await scanner()).scanToHead();
    const hash = await sendToken(to, 3_000_000n);
    await anvil.mine();
    const garbage: Server = createServer((_req, res) => res.end('{"jsonrpc":"2.0","id":1,"result":"not a number"}'));
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const port = (garbage.address() as { port: number }).port;
    try {
      for (const url of [`http://127.0.0.1:${port}`, `http://127.0.0.1:1`]) {
        const broken = createPublicClient({ transport: http(url, { retryCount: 0 }) }) as PublicClient;
        await expect(new ChainScanner(db, broken, source, { network: 'ethereum', usdtContract: token, confirmations: 3 }).step()).rejects.toThrow();
      }
    } finally {
      garbage.close();
    }
    expect(await payments()).toEqual([]);
    await new ChainScanner(db, clients.pub, source, { network: 'ethereum', usdtContract: token, confirmations: 3 }).scanToHead();
    expect((await payments()).map((r) => r.tx_hash)).toEqual([hash]);
  });

  it('drops a log the node marks removed', async () => {
    const to = newAddress();
    source.add('ethereum', { address: to, asset: 'USDT' });
    const startBlock = (await anvil.blockNumber()) + 1n;
    await sendToken(to, 4_000_000n);
    await anvil.mine();
    // a JSON-RPC proxy in front of anvil that marks every log of eth_getLogs removed
    const proxy: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        void fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (answer) => {
          const json = (await answer.json()) as { result?: unknown };
          if ((JSON.parse(body) as { method: string }).method === 'eth_getLogs' && Array.isArray(json.result)) {
            json.result = (json.result as object[]).map((log) => ({ ...log, removed: true }));
          }
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(json));
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const viaProxy = createPublicClient({ transport: http(`http://127.0.0.1:${(proxy.address() as { port: number }).port}`) }) as PublicClient;
      const step = await new ChainScanner(db, viaProxy, source, { network: 'ethereum', usdtContract: token, confirmations: 3, startBlock }).scanToHead();
      expect(step.scannedTo).toBe(await anvil.blockNumber());
      expect(await payments()).toEqual([]);
    } finally {
      proxy.close();
    }
  });

  it('two watchers at once: one scans a network at a time, and each payment is stored once', async () => {
    const addresses = [newAddress(), newAddress(), newAddress()];
    for (const address of addresses) source.add('ethereum', { address, asset: 'USDT' });
    const a = await scanner();
    const b = new ChainScanner(db, anvilClients(anvil).pub, source, { network: 'ethereum', usdtContract: token, confirmations: 3 });
    const hashes: string[] = [];
    let busy = 0;
    for (let round = 0; round < 6; round++) {
      hashes.push(await sendToken(addresses[round % 3], 1_000_000n + BigInt(round)));
      await anvil.mine();
      const steps = await Promise.all([a.step(), b.step()]);
      busy += steps.filter((x) => x.busy).length;
    }
    await a.scanToHead();
    await b.scanToHead();
    const rows = await payments();
    expect(rows.map((r) => r.tx_hash).sort()).toEqual([...hashes].sort());
    expect(busy).toBeLessThanOrEqual(6);

    // while another session holds the network's lock, a watcher scans nothing; once released, it does
    const holder = await t.db.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(hashtext('chain-watcher'), hashtext('ethereum'))`);
      const late = await sendToken(addresses[0], 42n);
      await anvil.mine();
      expect(await a.step()).toMatchObject({ busy: true, stored: 0 });
      expect(await b.step()).toMatchObject({ busy: true, stored: 0 });
      await holder.query(`SELECT pg_advisory_unlock(hashtext('chain-watcher'), hashtext('ethereum'))`);
      expect(await b.scanToHead()).toMatchObject({ busy: false, stored: 1 });
      expect((await payments()).filter((r) => r.tx_hash === late)).toHaveLength(1);
    } finally {
      holder.release();
    }
  });

  it('watches TRON the same way, with addresses in base58', async () => {
    const hex = newAddress();
    const tronAddress = hexToTron(hex);
    source.add('tron', { address: tronAddress, asset: 'USDT' });
    const s = await scanner({ network: 'tron', usdtContract: hexToTron(token), confirmations: 20 });
    const hash = await sendToken(hex, 25_000_000n);
    await anvil.mine();
    await s.scanToHead();
    expect(await payments()).toEqual([
      expect.objectContaining({
        network: 'tron',
        tx_hash: hash,
        address: tronAddress,
        from_address: hexToTron(clients.account.address),
        token_contract: hexToTron(token),
        amount: '25',
      }),
    ]);
    const cursor = (await t.db.query(`SELECT network FROM chain_cursors`)).rows;
    expect(cursor).toEqual([{ network: 'tron' }]);
  });
});
