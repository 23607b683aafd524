import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invitation (text/calendar), shown by mail clients as an event to add. */
  icalEvent?: { filename: string; method: string; content: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

const FROM = 'ITX Hyderabad <no-reply@itxhyderabad.in>';

/** The stored address as an address object: nodemailer then never parses a display name out of it (issue 39). */
const exactly = (address: string) => ({ name: '', address });

/**
 * Real SMTP when `SMTP_URL` is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox and its subject and links are logged, so a laptop install can still reset a password.
 */
export function createMailer(opts: { smtpUrl: string | null; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      ignoreTLS: url.searchParams.get('tls') === 'off',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail, to: exactly(mail.to) });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail, to: exactly(mail.to) });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}.eml`);
      // Written under a temporary name and renamed: whoever reads the outbox never sees half a mail.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info({ outboxFile: file, subject: mail.subject, links }, 'mail written to outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}
