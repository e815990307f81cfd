#!/usr/bin/env node
// Deposit addresses derived per second, per chain, with the production build's derivation code:
// the wallet's receive chain cached (as DepositWalletsService keeps it), one child step + hashing
// + encoding per address; and cold (the extended key parsed again for every address).
// Usage: npm run build -w server && node bench/derive-addresses.mjs [--count 5000]
import { createRequire } from 'node:module';
import { arg } from './server.mjs';

const require = createRequire(import.meta.url);
const { parseAccountKey, receiveChain, addressAt } = require('../server/dist/modules/deposits/addresses/address-derivation.js');

// The published test keys the demo seed uses (BIP39 "abandon ×11 about").
const KEYS = {
  bitcoin: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
  ethereum: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  tron: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
};
const count = arg('count', 5000);

function rate(fn, n) {
  fn(0); // warm up the JIT and the curve's precomputed tables
  const t0 = performance.now();
  const seen = new Set();
  for (let i = 1; i <= n; i++) seen.add(fn(i));
  const seconds = (performance.now() - t0) / 1000;
  if (seen.size !== n) throw new Error(`expected ${n} distinct addresses, got ${seen.size}`);
  return n / seconds;
}

console.log(`node ${process.version}, ${count} addresses per chain (cold: ${Math.ceil(count / 10)})`);
console.log('chain      cached receive chain   cold (key parsed each time)');
for (const [chain, key] of Object.entries(KEYS)) {
  const receive = receiveChain(parseAccountKey(chain, key));
  const cached = rate((i) => addressAt(chain, receive, i), count);
  const cold = rate((i) => addressAt(chain, receiveChain(parseAccountKey(chain, key)), i), Math.ceil(count / 10));
  console.log(`${chain.padEnd(10)} ${cached.toFixed(0).padStart(10)} addresses/s  ${cold.toFixed(0).padStart(10)} addresses/s`);
}
