import { keccak256, toFunctionSelector, toHex } from 'viem';

/**
 * A minimal ERC-20 for tests (6 decimals, like USDT), written in EVM assembly here and assembled
 * below, so the tests need no Solidity compiler and no download. It emits the standard
 * `Transfer(address indexed from, address indexed to, uint256 value)` log.
 *
 * - constructor: the deployer holds SUPPLY (and a Transfer from 0x0 says so);
 * - decimals() → 6; balanceOf(address) → the balance (storage slot = the address);
 * - transfer(address to, uint256 value) → moves value from the caller, logs Transfer, returns true;
 *   reverts when the caller holds less;
 * - transferPairs(uint256[] toThenValue) (not ERC-20): several transfers in one transaction, the
 *   array holding to, value, to, value…; each logs its own Transfer.
 */
export const TEST_TOKEN_DECIMALS = 6;
export const TEST_TOKEN_SUPPLY = 10n ** 18n;
export const TRANSFER_TOPIC = keccak256(new TextEncoder().encode('Transfer(address,address,uint256)'));
export const TEST_TOKEN_ABI = [
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint8' }] },
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'who', type: 'address' }], outputs: [{ type: 'uint256' }] },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  { type: 'function', name: 'transferPairs', stateMutability: 'nonpayable', inputs: [{ name: 'toThenValue', type: 'uint256[]' }], outputs: [{ type: 'bool' }] },
] as const;

const ADDRESS_MASK = `0x${'ff'.repeat(20)}`;

const OPCODES: Record<string, number> = {
  STOP: 0x00, ADD: 0x01, SUB: 0x03, LT: 0x10, GT: 0x11, EQ: 0x14, ISZERO: 0x15, AND: 0x16, SHL: 0x1b, SHR: 0x1c,
  CALLER: 0x33, CALLDATALOAD: 0x35, CODECOPY: 0x39, POP: 0x50, MSTORE: 0x52, SLOAD: 0x54, SSTORE: 0x55,
  JUMP: 0x56, JUMPI: 0x57, JUMPDEST: 0x5b, DUP1: 0x80, DUP2: 0x81, DUP3: 0x82, SWAP1: 0x90, SWAP2: 0x91,
  LOG3: 0xa3, RETURN: 0xf3, REVERT: 0xfd,
}; // prettier-ignore

/**
 * Assembles one line per instruction: a mnemonic, `PUSH <hex or decimal>` (the smallest PUSHn),
 * `PUSH2 <number>` (two bytes whatever the value),
 * `PUSH @label` (always PUSH2), or `@label:` (a JUMPDEST).
 */
function assemble(source: string[]): Uint8Array {
  const out: number[] = [];
  const labels = new Map<string, number>();
  const fixups: { at: number; label: string }[] = [];
  for (const line of source) {
    const [op, arg] = line.trim().split(/\s+/);
    if (op.endsWith(':')) {
      labels.set(op.slice(0, -1), out.length);
      out.push(OPCODES.JUMPDEST);
    } else if (op === 'PUSH' && arg.startsWith('@')) {
      out.push(0x61, 0, 0);
      fixups.push({ at: out.length - 2, label: arg });
    } else if (op === 'PUSH2') {
      const value = Number(arg);
      out.push(0x61, value >> 8, value & 0xff);
    } else if (op === 'PUSH') {
      const value = BigInt(arg);
      let hex = value.toString(16);
      if (hex.length % 2) hex = `0${hex}`;
      const bytes = Buffer.from(hex, 'hex');
      out.push(0x5f + bytes.length, ...bytes);
    } else {
      const code = OPCODES[op];
      if (code === undefined) throw new Error(`unknown opcode ${op}`);
      out.push(code);
    }
  }
  for (const { at, label } of fixups) {
    const target = labels.get(label);
    if (target === undefined) throw new Error(`unknown label ${label}`);
    out[at] = target >> 8;
    out[at + 1] = target & 0xff;
  }
  return Uint8Array.from(out);
}

const sel = (signature: string) => toFunctionSelector(signature);
const RETURN_TRUE = ['PUSH 1', 'PUSH 0', 'MSTORE', 'PUSH 32', 'PUSH 0', 'RETURN'];

/** The deployed code. Comments give the stack after each step, top first. */
const RUNTIME = [
  'PUSH 0', 'CALLDATALOAD', 'PUSH 0xe0', 'SHR', // selector
  'DUP1', `PUSH ${sel('decimals()')}`, 'EQ', 'PUSH @decimals', 'JUMPI',
  'DUP1', `PUSH ${sel('balanceOf(address)')}`, 'EQ', 'PUSH @balanceOf', 'JUMPI',
  'DUP1', `PUSH ${sel('transfer(address,uint256)')}`, 'EQ', 'PUSH @transfer', 'JUMPI',
  'DUP1', `PUSH ${sel('transferPairs(uint256[])')}`, 'EQ', 'PUSH @pairs', 'JUMPI',
  '@fail:', 'PUSH 0', 'DUP1', 'REVERT',

  '@decimals:', `PUSH ${TEST_TOKEN_DECIMALS}`, 'PUSH 0', 'MSTORE', 'PUSH 32', 'PUSH 0', 'RETURN',
  '@balanceOf:', 'PUSH 4', 'CALLDATALOAD', `PUSH ${ADDRESS_MASK}`, 'AND', 'SLOAD', 'PUSH 0', 'MSTORE', 'PUSH 32', 'PUSH 0', 'RETURN',

  '@transfer:', 'PUSH @transferDone', // ret
  'PUSH 0x24', 'CALLDATALOAD', // value ret
  'PUSH 4', 'CALLDATALOAD', `PUSH ${ADDRESS_MASK}`, 'AND', // to value ret
  'PUSH @move', 'JUMP',
  '@transferDone:', ...RETURN_TRUE,

  // transferPairs: calldata = selector, offset (0x20), n, then n words from 0x44
  '@pairs:', 'PUSH 0x24', 'CALLDATALOAD', 'PUSH 5', 'SHL', 'PUSH 0x44', 'ADD', // end
  'PUSH 0x44', // p end
  '@loop:', 'DUP2', 'DUP2', 'LT', 'ISZERO', 'PUSH @pairsDone', 'JUMPI', // p end (p < end)
  'PUSH @next', // ret p end
  'DUP2', 'PUSH 32', 'ADD', 'CALLDATALOAD', // value ret p end
  'DUP3', 'CALLDATALOAD', `PUSH ${ADDRESS_MASK}`, 'AND', // to value ret p end
  'PUSH @move', 'JUMP',
  '@next:', 'PUSH 64', 'ADD', 'PUSH @loop', 'JUMP',
  '@pairsDone:', ...RETURN_TRUE,

  // move: to value ret → (jumps to ret); reverts when the caller holds less than value
  '@move:', 'CALLER', 'SLOAD', // bal to value ret
  'DUP3', 'DUP2', 'DUP2', 'GT', 'PUSH @fail', 'JUMPI', // value bal to value ret (value > bal → fail)
  'SWAP1', 'SUB', 'CALLER', 'SSTORE', // to value ret (caller's balance - value)
  'DUP1', 'SLOAD', 'DUP3', 'ADD', 'DUP2', 'SSTORE', // to value ret (to's balance + value)
  'DUP2', 'PUSH 0', 'MSTORE', // data = value
  'CALLER', `PUSH ${TRANSFER_TOPIC}`, 'PUSH 32', 'PUSH 0', 'LOG3', // Transfer(caller, to, value)
  'POP', 'JUMP',
]; // prettier-ignore

/** The creation code: credit the deployer, log the mint, return RUNTIME. */
export function testTokenBytecode(): `0x${string}` {
  const runtime = assemble(RUNTIME);
  const init = (offset: number) =>
    assemble([
      `PUSH ${TEST_TOKEN_SUPPLY}`, 'CALLER', 'SSTORE',
      `PUSH ${TEST_TOKEN_SUPPLY}`, 'PUSH 0', 'MSTORE',
      'CALLER', 'PUSH 0', `PUSH ${TRANSFER_TOPIC}`, 'PUSH 32', 'PUSH 0', 'LOG3',
      `PUSH2 ${runtime.length}`, 'DUP1', `PUSH2 ${offset}`, 'PUSH 0', 'CODECOPY', 'PUSH 0', 'RETURN',
    ]); // prettier-ignore
  const length = init(0).length; // fixed: the PUSH sizes do not depend on the offset's value
  const code = new Uint8Array(length + runtime.length);
  code.set(init(length));
  code.set(runtime, length);
  return toHex(code);
}
