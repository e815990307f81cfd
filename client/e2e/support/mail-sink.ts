// The browser suite's mailbox: a tiny SMTP server the test server delivers to (its SMTP_URL), which
// writes each message, decoded, as a JSON file. The outbox in the database holds reset links and
// codes redacted, so a test that follows an emailed link reads it here, as its recipient would.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { join } from 'node:path';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
}

const latin1 = (data: string) => data.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : Buffer.from(latin1(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );
}

/** A single-part text message's subject and body (quoted-printable, base64 or plain). */
export function decodeMail(data: string): { subject: string; text: string } {
  const split = data.indexOf('\r\n\r\n');
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = data.slice(split + 4).replace(/(^|\r\n)\.\./g, '$1.');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(latin1(body.replace(/=\r\n/g, '')), 'latin1').toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

export class MailSink {
  private server?: Server;
  private count = 0;
  port = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private session(socket: Socket) {
    let buffer = '';
    let to: string[] = [];
    let data: string | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on('error', () => undefined);
    reply('220 e2e mail sink');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const mail: SunkMail = { to, ...decodeMail(data + buffer.slice(0, end)) };
          buffer = buffer.slice(end + 5);
          data = null;
          writeFileSync(join(this.dir, `${Date.now()}-${String(++this.count).padStart(6, '0')}.json`), JSON.stringify(mail));
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 e2e mail sink');
        else if (verb === 'MAIL') {
          to = [];
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('250 2.0.0 ok');
      }
    });
  }
}

/** The newest message the sink in `dir` got for `to`, waiting up to `timeoutMs` for one. */
export async function lastMailTo(dir: string, to: string, timeoutMs = 15_000): Promise<SunkMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as SunkMail;
      if (mail.to.includes(to)) return mail;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} reached the sink in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
