/*
 * A job applicant's CV (docs/product.md §5): optional, a PDF or a Word (.docx) file of at most 5 MB. The
 * browser checks the file's name and size before sending; the server checks its bytes again and keeps the
 * file with the application (table lead_files).
 */

/** The largest CV the careers form takes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart file field that carries the CV (POST API.leads.capture for form 21). */
export const CV_FIELD = 'cv';
export const CV_LABEL = 'CV (PDF or Word, up to 5 MB)';
export const CV_TYPE_MESSAGE = 'The CV must be a PDF or Word (.docx) file.';
export const CV_SIZE_MESSAGE = 'The CV must be 5 MB or smaller.';

export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvContentType = (typeof CV_CONTENT_TYPES)[keyof typeof CV_CONTENT_TYPES];
/** The file picker's `accept`: the two extensions and their media types. */
export const CV_ACCEPT = `.pdf,.docx,${CV_CONTENT_TYPES.pdf},${CV_CONTENT_TYPES.docx}`;

export const LEAD_FILE_KINDS = ['cv'] as const;
export type LeadFileKind = (typeof LEAD_FILE_KINDS)[number];

/** A file kept with a lead, as admins see it in the lead's detail (the bytes come from API.leads.file). */
export interface LeadFileDto {
  id: string;
  kind: LeadFileKind;
  /** The applicant's file name, cleaned (no path, no control characters, no quotes). */
  fileName: string;
  /** Bytes. */
  size: number;
  /** From the file's bytes, not from what the browser said. */
  contentType: CvContentType;
}

/** The type a CV's name says: its extension (.pdf or .docx, any letter case); null for any other or none. */
export function cvTypeOfName(name: string): CvContentType | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'pdf') return CV_CONTENT_TYPES.pdf;
  if (ext === 'docx') return CV_CONTENT_TYPES.docx;
  return null;
}

/**
 * What is wrong with a file chosen as a CV before it is sent, by its name (or, without an extension, its
 * media type) and size; null when it may go. The server still checks the bytes.
 */
export function cvFileProblem(file: { name: string; type: string; size: number }): string | null {
  // A name with an extension is judged by it (a renamed .exe says .exe); one without by its media type.
  const hasExtension = /\.[A-Za-z0-9]+$/.test(file.name.trim());
  const type = hasExtension ? cvTypeOfName(file.name) : (Object.values(CV_CONTENT_TYPES).find((t) => t === file.type) ?? null);
  if (!type || file.size === 0) return CV_TYPE_MESSAGE;
  if (file.size > CV_MAX_BYTES) return CV_SIZE_MESSAGE;
  return null;
}

/** A file size as people read it: "850 KB", "1.2 MB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
