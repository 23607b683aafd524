import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it is given: the mail tests' inbox. */
export async function startSmtpSink(): Promise<{
  url: string;
  inbox: Received[];
  /** While true, every recipient is refused with 451 (a mail server that is having trouble). */
  refusing: { on: boolean };
  close: () => Promise<void>;
}> {
  const inbox: Received[] = [];
  const refusing = { on: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing.on) return callback();
      const refused = Object.assign(new Error('Try again later'), { responseCode: 451 });
      return callback(refused);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?tls=off`, inbox, refusing, close: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}

/** A received message as text: RFC 2047 Q-encoded header words and quoted-printable (soft breaks, =XX bytes) undone, read as UTF-8. */
export function decodeMail(raw: string): string {
  const latin1 = (text: string) => text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const words = raw
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => latin1(word.replace(/_/g, ' ')));
  return Buffer.from(latin1(words.replace(/=\r?\n/g, '')), 'latin1').toString('utf8');
}
