import { unzipSync } from 'fflate';
import { CV_CONTENT_TYPES, cvTypeOfName, type CvContentType } from '@contract';

/*
 * A job applicant's CV, judged by its bytes (docs/product.md §5): what the browser or the file name says is
 * never trusted. A PDF starts with "%PDF-"; a Word document (.docx) is a ZIP whose central directory names
 * both "[Content_Types].xml" and "word/document.xml", within bounded work and size, and carries no macros or
 * programs (issue 39). Anything else is refused, a renamed program, archive, .docm or ZIP bomb included.
 */

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const LOCAL_HEADER = 0x04034b50;
/** Fixed part of a ZIP local file header (APPNOTE 4.3.7), before the name and the extra field. */
const LOCAL_HEADER_SIZE = 30;
/** More parts than a CV has (a Word file with images has a few dozen): a bigger directory is refused unread. */
const DOCX_MAX_ENTRIES = 1000;
/** What the parts may unpack to in all, as their headers declare: a 5 MB CV of text and images is far below it. */
const DOCX_MAX_UNPACKED = 64 * 1024 * 1024;
/** Parts a CV never needs: macros (vbaProject.bin, a .docm's), embedded OLE/ActiveX binaries and programs. */
const FORBIDDEN_PART = /(?:^|\/)vbaProject\.bin$|\.(?:bin|exe|dll|com|scr|msi|bat|cmd|ps1|vbs|jar)$/i;

/** Stops fflate's walk of the central directory at the first reason to refuse. */
class Refused extends Error {}

/**
 * Whether `bytes` is a Word document's ZIP: read from the central directory only (fflate, told to unpack
 * nothing), so a crafted archive costs at most DOCX_MAX_ENTRIES header reads and never any inflating.
 */
function isPlainDocx(bytes: Buffer): boolean {
  const names = new Set<string>();
  let entries = 0;
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        // A size read past the end of a truncated directory is NaN: refused like an over-large one.
        unpacked += Number.isFinite(entry.originalSize) ? entry.originalSize : Number.POSITIVE_INFINITY;
        const known = entry.compression === 0 || entry.compression === 8;
        if (entries > DOCX_MAX_ENTRIES || unpacked > DOCX_MAX_UNPACKED || !known || FORBIDDEN_PART.test(entry.name)) {
          throw new Refused();
        }
        names.add(entry.name);
        return false;
      },
    });
  } catch {
    // A refusal above, or no readable central directory: either way not a CV.
    return false;
  }
  return names.has('[Content_Types].xml') && names.has('word/document.xml');
}

/** The media type of a CV's bytes: PDF or Word (.docx); null for anything else. */
export function sniffCv(bytes: Buffer): CvContentType | null {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return CV_CONTENT_TYPES.pdf;
  if (bytes.length >= LOCAL_HEADER_SIZE && bytes.readUInt32LE(0) === LOCAL_HEADER && isPlainDocx(bytes)) return CV_CONTENT_TYPES.docx;
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
