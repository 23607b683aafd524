import { randomBytes } from 'node:crypto';

/** A file of a multipart form: the form field it is sent in, its name, its declared type and its bytes. */
export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject: text fields first, then files. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----itx${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
