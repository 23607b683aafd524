import fs from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The e2e server has no SMTP_URL, so mail goes to DATA_DIR/outbox as .eml files (RUN-CONTRACT.md).
 * Waits for a mail to `email` holding a link of `pattern` (its first group) and returns the link.
 */
export async function linkFromOutbox(email: string, pattern: RegExp): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (global setup)');
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail)) continue;
      const link = pattern.exec(mail)?.[1];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${email} with a link like ${pattern} in ${outbox}`);
}
