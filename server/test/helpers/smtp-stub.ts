import { AddressInfo, createServer, Server, Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server for tests (plain text, no TLS, no auth). `answerData(to, attempt)` chooses
 * the reply to each DATA command for a recipient: undefined accepts, a line such as
 * "451 4.3.0 try again" refuses that attempt. Accepted messages are kept in `received`.
 */
export class SmtpStub {
  readonly received: ReceivedMail[] = [];
  private readonly attempts = new Map<string, number>();
  private server?: Server;
  port = 0;

  constructor(private readonly answerData: (to: string, attempt: number) => string | undefined = () => undefined) {}

  async start(): Promise<this> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** How many DATA commands a recipient's messages reached (accepted or not). */
  dataAttempts(to: string): number {
    return this.attempts.get(to) ?? 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private session(socket: Socket) {
    let buffer = '';
    let from = '';
    let to: string[] = [];
    let inData = false;
    let data = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on('error', () => undefined);
    reply('220 stub ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          this.received.push({ from, to, data });
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stub');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          const key = to[0] ?? '';
          const attempt = (this.attempts.get(key) ?? 0) + 1;
          this.attempts.set(key, attempt);
          const refusal = this.answerData(key, attempt);
          if (refusal) reply(refusal);
          else {
            inData = true;
            data = '';
            reply('354 go ahead');
          }
        } else if (verb === 'RSET') reply('250 2.0.0 ok');
        else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header value. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** A received single-part text message as its recipient reads it: the decoded subject and body (quoted-printable, base64 or plain). */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const split = mail.data.indexOf('\r\n\r\n');
  const head = mail.data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = mail.data.slice(split + 4).replace(/(^|\r\n)\.\./g, '$1.');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text: string;
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else text = body;
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}
