import { spawnSync } from 'node:child_process';
import { pdfText } from '../../../test/helpers/pdf-text';
import { Writable } from 'node:stream';
import type { Locale } from '../../common/locale';
import { loadedStatementFonts, statementFont } from './pdf-fonts';
import { writeStatementPdf } from './statement-pdf';
import type { StatementEvent } from './statements.service';

const ISSUER = { name: 'Example Invest Ltd', address: '1 Example Street, London', email: 'help@example.com', phone: '+44 20 0000 0000' };

async function* events(description: string): AsyncGenerator<StatementEvent> {
  yield { kind: 'open', account: 'main', openingBalance: '0.00' };
  yield {
    kind: 'movement',
    account: 'main',
    movement: { date: '2026-01-02T10:30:00.000Z', type: 'deposit', description, reference: 'DEP1', amount: '10.00', balanceAfter: '10.00' },
  };
  yield { kind: 'close', summary: { account: 'main', openingBalance: '0.00', closingBalance: '10.00', totalIn: '10.00', totalOut: '0.00', movementCount: 1 } };
}

async function pdf(locale: Locale, fullName: string, description = 'Deposit', source = events(description)): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const owner = { id: 'u', email: 'a@example.com', fullName, accountNumber: '4820193' };
  const context = { owner, range: { from: '2026-01-01', to: '2026-01-31' }, generatedAt: new Date(), locale, issuer: ISSUER };
  await writeStatementPdf(source, context as Parameters<typeof writeStatementPdf>[1], out);
  return Buffer.concat(chunks);
}

describe('statement PDF fonts are loaded when a statement needs them', () => {
  it('loads no PDF library when the statements module is loaded (the server starts without them)', () => {
    const probe = `require('./src/modules/statements/statements.controller');
      process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((k) => /node_modules\\/(pdfkit|fontkit|bidi-js|@expo-google-fonts)\\//.test(k))));`;
    const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', probe], { cwd: `${__dirname}/../../..`, encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Error/);
    expect(JSON.parse(run.stdout)).toEqual([]);
  }, 30_000);

  it('reads a script font only for a statement that holds its script', async () => {
    expect(loadedStatementFonts()).toEqual([]);
    await pdf('en', 'Ada Lovelace');
    expect(loadedStatementFonts()).toEqual(['sans-bold', 'sans-regular']);
    await pdf('zh-CN', '张伟');
    expect(loadedStatementFonts()).toEqual(['sans-bold', 'sans-regular', 'sc-bold', 'sc-regular']);
    // A Chinese name in a Japanese statement is drawn in Japanese shapes; Arabic only once it appears.
    await pdf('ja', '张伟');
    expect(loadedStatementFonts()).toEqual(['jp-bold', 'jp-regular', 'sans-bold', 'sans-regular', 'sc-bold', 'sc-regular']);
    await pdf('en', 'Ada', 'خطة ذهبية');
    expect(loadedStatementFonts()).toContain('arabic-regular');
    expect(loadedStatementFonts()).not.toContain('devanagari-regular');
  });

  it('shapes Devanagari right in a statement after another one used the font (fontkit keeps glyphs with their first characters)', async () => {
    // An English statement with a Hindi plan title: the subset written at its end meets the vowel
    // sign of "में" as a part of "ो" first, without its character.
    await pdf('en', 'Ada', 'योजना');
    const glyphs = statementFont('devanagari', false)
      .layout('में')
      .glyphs.map((g) => g.name);
    expect(glyphs).toEqual(['uni092E', 'uni09470902']);
  });

  it('embeds only the glyphs used: a Chinese statement stays small', async () => {
    const size = (await pdf('zh-CN', '张伟')).length;
    expect(size).toBeLessThan(60_000);
  });
});

describe('the statement PDF says who issued it, whose account it is, and what is not completed', () => {
  async function* withdrawalHeld(): AsyncGenerator<StatementEvent> {
    yield { kind: 'open', account: 'main', openingBalance: '1234.50' };
    const base = { type: 'withdrawal', description: 'Withdrawal USDT', reference: null };
    yield {
      kind: 'movement',
      account: 'main',
      movement: { ...base, date: '2026-01-03T09:00:00.000Z', amount: '-100.00', balanceAfter: '1134.50', notPaidYet: true },
    };
    yield { kind: 'movement', account: 'main', movement: { ...base, date: '2026-01-02T09:00:00.000Z', amount: '-20.00', balanceAfter: '1114.50' } };
    yield {
      kind: 'close',
      summary: { account: 'main', openingBalance: '1234.50', closingBalance: '1114.50', totalIn: '0.00', totalOut: '-120.00', movementCount: 2 },
    };
  }

  it.each([
    ['en', '1,234.50', 'Account number: 4820193', 'not yet paid'],
    ['de', '1.234,50', 'Kontonummer: 4820193', 'noch nicht ausgezahlt'],
  ] as const)('%s: the platform name and contact, the account number, %s, and the unpaid withdrawal marked', async (locale, opening, account, mark) => {
    const text = pdfText(await pdf(locale, 'Ada Lovelace', 'Deposit', withdrawalHeld()));
    for (const part of [ISSUER.name, ISSUER.address, ISSUER.email, ISSUER.phone, account, opening])
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    // Only the withdrawal still held is marked, the other one is not.
    expect(text.split(mark).length - 1).toBe(1);
    expect(text).toMatch(new RegExp(`Withdrawal USDT - ${mark}`));
  });
});
