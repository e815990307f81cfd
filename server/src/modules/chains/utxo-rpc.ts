/**
 * A Bitcoin Core / Litecoin Core JSON-RPC client over plain fetch. The URL carries the user and
 * password (http://user:pass@host:port/); they are sent as Basic authorization and never logged.
 * Amounts are kept exact: every `"amount": <number>` of an answer is read as a decimal string
 * before JSON parsing (the nodes write amounts with eight decimals), so no coin amount is ever a JS
 * number.
 */

/** An error answer of the node (`code` as the node numbers it: -18 wallet not found, -5 not found, -32601 no such method, -4 wallet error …). */
export class UtxoRpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message} (code ${code})`);
  }
}

export const RPC_WALLET_NOT_FOUND = -18;
export const RPC_WALLET_ALREADY_LOADED = -35;
export const RPC_INVALID_ADDRESS_OR_KEY = -5;
export const RPC_METHOD_NOT_FOUND = -32601;

/** How one call travels: the node answers JSON-RPC 1.0 over HTTP POST (to /wallet/<name> for a wallet's calls). */
export interface UtxoRpcTransport {
  (path: string, body: string, timeoutMs: number): Promise<{ status: number; text: string }>;
}

/** Reads amounts (and fees) as strings: `"amount": -0.10000000` → `"amount": "-0.10000000"`. */
export function quoteAmounts(text: string): string {
  return text.replace(/"(amount|fee)":\s*(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/g, '"$1":"$2"');
}

export class UtxoRpc {
  private readonly base: string;
  private readonly authorization: string | null;
  private nextId = 1;
  private readonly transport: UtxoRpcTransport;

  constructor(url: string, transport?: UtxoRpcTransport) {
    const parsed = new URL(url);
    this.authorization = parsed.username
      ? `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64')}`
      : null;
    parsed.username = '';
    parsed.password = '';
    this.base = parsed.toString().replace(/\/+$/, '');
    this.transport = transport ?? ((path, body, timeoutMs) => this.post(path, body, timeoutMs));
  }

  /** The node's address without credentials, for log lines. */
  get endpoint(): string {
    return this.base;
  }

  /** A call to the node with positional or named params (wallet: a call to that loaded wallet). `timeoutMs` 0: no limit (a rescan). */
  async call<T>(method: string, params: unknown[] | Record<string, unknown> = [], wallet?: string, timeoutMs = 30_000): Promise<T> {
    const path = wallet === undefined ? '/' : `/wallet/${encodeURIComponent(wallet)}`;
    const body = JSON.stringify({ jsonrpc: '1.0', id: this.nextId++, method, params });
    const { status, text } = await this.transport(path, body, timeoutMs);
    let answer: { result?: T; error?: { code: number; message: string } | null };
    try {
      answer = JSON.parse(quoteAmounts(text)) as typeof answer;
    } catch {
      throw new Error(`${method}: the node answered HTTP ${status} without JSON${status === 401 ? ' (wrong user or password in the RPC URL)' : ''}`);
    }
    if (answer.error) throw new UtxoRpcError(method, answer.error.code, answer.error.message);
    if (status !== 200) throw new Error(`${method}: the node answered HTTP ${status}`);
    return answer.result as T;
  }

  private async post(path: string, body: string, timeoutMs: number): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.authorization) headers.authorization = this.authorization;
    const res = await fetch(this.base + path, {
      method: 'POST',
      headers,
      body,
      signal: timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    return { status: res.status, text: await res.text() };
  }
}
