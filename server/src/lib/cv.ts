import { CV_CONTENT_TYPES, cvTypeOfName, type CvContentType } from '@contract';

/*
 * A job applicant's CV, judged by its bytes (docs/product.md §5): what the browser or the file name says is
 * never trusted. A PDF starts with "%PDF-"; a Word document (.docx) is a ZIP whose local file headers name
 * both "[Content_Types].xml" and "word/document.xml". Anything else is refused, a renamed program or
 * archive included.
 */

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Fixed part of a ZIP local file header (APPNOTE 4.3.7), before the name and the extra field. */
const LOCAL_HEADER_SIZE = 30;
/** More entries than any CV has: a walk stops there (a crafted archive cannot keep it busy). */
const MAX_ENTRIES = 10_000;

/** The names of the ZIP's entries, read from its local file headers in order (empty when `bytes` is no ZIP). */
function zipEntryNames(bytes: Buffer): Set<string> {
  const names = new Set<string>();
  let at = 0;
  for (let n = 0; n < MAX_ENTRIES && at + LOCAL_HEADER_SIZE <= bytes.length; n += 1) {
    const signature = bytes.readUInt32LE(at);
    if (signature === CENTRAL_HEADER) break;
    if (signature !== LOCAL_HEADER) break;
    const flags = bytes.readUInt16LE(at + 6);
    const compressedSize = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const nameStart = at + LOCAL_HEADER_SIZE;
    if (nameStart + nameLength > bytes.length) break;
    names.add(bytes.toString('utf8', nameStart, nameStart + nameLength));
    const dataStart = nameStart + nameLength + extraLength;
    // Bit 3: the sizes follow the data (a data descriptor), so the next header is found by its signature.
    if (flags & 0x08 && compressedSize === 0) {
      const next = bytes.indexOf(LOCAL_HEADER_SIGNATURE, dataStart);
      if (next < 0) break;
      at = next;
    } else {
      at = dataStart + compressedSize;
    }
  }
  return names;
}

/** The media type of a CV's bytes: PDF or Word (.docx); null for anything else. */
export function sniffCv(bytes: Buffer): CvContentType | null {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return CV_CONTENT_TYPES.pdf;
  if (bytes.length >= LOCAL_HEADER_SIZE && bytes.readUInt32LE(0) === LOCAL_HEADER) {
    const names = zipEntryNames(bytes);
    if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return CV_CONTENT_TYPES.docx;
  }
  return null;
}

const EXTENSIONS: Record<CvContentType, string> = { [CV_CONTENT_TYPES.pdf]: '.pdf', [CV_CONTENT_TYPES.docx]: '.docx' };
/** Longest kept file name, in characters (its extension included). */
const FILE_NAME_MAX = 120;
/**
 * Characters a kept name never holds: C0/C1 controls, quotes and backslashes (a header's quoted string),
 * and the bidirectional overrides that make "cv‮fdp.exe" read as "cvexe.pdf".
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"\\\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a CV is kept and downloaded under: the last part of what the browser sent (no folders), without
 * unsafe characters, at most 120 characters, ending in the extension of its real type. A name whose
 * extension says another type than the bytes is refused (null): "cv.pdf" holding a Word file is not a PDF.
 */
export function cvFileName(sent: string, type: CvContentType): string | null {
  const base = (sent.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  const hasExtension = /\.[A-Za-z0-9]+$/.test(base);
  if (hasExtension && cvTypeOfName(base) !== type) return null;
  const extension = EXTENSIONS[type];
  const stem = (hasExtension ? base.slice(0, base.lastIndexOf('.')) : base).trim().replace(/^\.+/, '');
  const chars = [...stem];
  const kept =
    chars.length > FILE_NAME_MAX - extension.length
      ? chars
          .slice(0, FILE_NAME_MAX - extension.length)
          .join('')
          .trim()
      : stem;
  return `${kept || 'cv'}${extension}`;
}

/**
 * `attachment` with the file's name: a plain ASCII `filename` every client reads, and for a name beyond
 * ASCII also `filename*` (RFC 6266 / RFC 5987, UTF-8, percent-encoded), which browsers prefer.
 */
export function attachmentDisposition(fileName: string): string {
  // Anything outside printable ASCII becomes "_" in the fallback.
  const ascii = fileName.replace(/[^\u0020-\u007e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
