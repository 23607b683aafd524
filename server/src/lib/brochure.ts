import type PDFKitModule from 'pdfkit';
import {
  BATCH_DAYS_LABELS,
  COURSE_MODE_LABELS,
  formatCourseDate,
  formatFee,
  istDay,
  NO_OPEN_BATCH_MESSAGE,
  openBatches,
  ROUTES,
  siteFacts,
  type BatchDto,
  type SiteContact,
  type SiteFacts,
  type CourseDto,
} from '@contract';

/*
 * The course brochure (issue 21, docs/product.md §2, course brochure): an A4 PDF made from the course's data on
 * the day it is asked for, never a stored or hand-made file. Its words are real text (the PDF's standard
 * Helvetica, which every reader has), so it can be searched, copied and read aloud. pdfkit stays an external
 * package in the server bundle (scripts/build-server.mjs bundles with `packages: 'external'`), so its
 * font metrics load from node_modules as pdfkit itself expects; nothing is embedded or copied at build time.
 */

type PdfDocument = typeof PDFKitModule;

let loaded: Promise<PdfDocument> | null = null;

/** pdfkit (and the font metrics it reads) loads on the first brochure, not when the server starts. */
export function loadPdfKit(): Promise<PdfDocument> {
  loaded ??= import('pdfkit').then((module) => module.default);
  return loaded;
}

export interface BrochureOptions {
  /** When it is made: its "generated on" day (Hyderabad) and which batches are still open. */
  now: Date;
  /** The site's public origin, for the course page's address (PUBLIC_URL). */
  siteUrl: string;
  /** The institute's contact facts (Site settings). */
  site: SiteContact;
}

/** The characters the standard fonts' WinAnsi encoding has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/**
 * Text the standard fonts can show: the rupee sign becomes "INR " (it is not in their encoding), other
 * characters they lack lose their accents or become '?', and line breaks and tabs become spaces.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replace(/₹\s?/g, 'INR ')) {
    if (encodable(ch)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else {
      const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain !== '' && [...plain].every(encodable) ? plain : '?';
    }
  }
  return out;
}

const COLOR = {
  navy: '#0b3a75',
  navyDark: '#072853',
  saffron: '#b84a00',
  ink: '#1b2430',
  muted: '#4a5566',
  line: '#d5dbe5',
  white: '#ffffff',
};
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const MARGIN = 50;
/** Room kept at the bottom of every page for its footer line. */
const FOOTER_ROOM = 28;

type Doc = InstanceType<PdfDocument>;

/** The page's writable width. */
const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

/** Starts a new page when less than `needed` points are left above the bottom margin. */
function keepRoom(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  keepRoom(doc, 70);
  doc.moveDown(0.8);
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(COLOR.navy)
    .text(pdfText(text), MARGIN, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(COLOR.line)
    .stroke();
  doc.y = y + 8;
}

function paragraph(doc: Doc, text: string, options: { color?: string; size?: number; bold?: boolean } = {}): void {
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? 11)
    .fillColor(options.color ?? COLOR.ink)
    .text(pdfText(text), MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
}

/** "Term: value" on one line (wrapping under itself), the term in bold. */
function detail(doc: Doc, term: string, value: string): void {
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(COLOR.ink)
    .text(`${pdfText(term)}: `, MARGIN, doc.y, { continued: true, lineGap: 2 });
  doc.font(FONT.regular).text(pdfText(value), { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.25);
}

function bullets(doc: Doc, items: readonly string[]): void {
  for (const item of items) {
    keepRoom(doc, 18);
    const y = doc.y;
    doc
      .circle(MARGIN + 4, y + 6, 2)
      .fillColor(COLOR.saffron)
      .fill();
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor(COLOR.ink)
      .text(pdfText(item), MARGIN + 14, y, { width: contentWidth(doc) - 14, lineGap: 2 });
    doc.moveDown(0.2);
  }
}

/** The letterhead: the institute's name on a navy band, then the course's title and summary. */
function header(doc: Doc, course: CourseDto, generatedOn: string, site: SiteFacts): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 84).fillColor(COLOR.navyDark).fill();
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor(COLOR.white)
    .text(pdfText(site.legalName), MARGIN, 26, { width: contentWidth(doc) - 150 });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(pdfText(site.tagline), MARGIN, doc.y + 2, { width: contentWidth(doc) - 150 });
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(COLOR.white)
    .text('Course brochure', width - MARGIN - 150, 30, { width: 150, align: 'right' });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(`Generated on ${formatCourseDate(generatedOn)}`, width - MARGIN - 150, doc.y + 2, { width: 150, align: 'right' });

  doc.y = 110;
  doc
    .font(FONT.bold)
    .fontSize(26)
    .fillColor(COLOR.navy)
    .text(pdfText(course.title), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  paragraph(doc, course.summary, { size: 12, color: COLOR.muted });
}

/** Three boxes: duration, modules and fee. */
function facts(doc: Doc, course: CourseDto): void {
  const items: [string, string][] = [
    ['Duration', course.time],
    ['Modules', `${course.lessons} modules`],
    ['Course fee', formatFee(course.fee.amount)],
  ];
  const gap = 12;
  const boxWidth = (contentWidth(doc) - gap * (items.length - 1)) / items.length;
  const top = doc.y + 14;
  items.forEach(([label, value], i) => {
    const x = MARGIN + i * (boxWidth + gap);
    doc.roundedRect(x, top, boxWidth, 52, 6).lineWidth(1).strokeColor(COLOR.line).stroke();
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(label, x + 12, top + 10, { width: boxWidth - 24 });
    doc
      .font(FONT.bold)
      .fontSize(14)
      .fillColor(COLOR.ink)
      .text(pdfText(value), x + 12, top + 25, { width: boxWidth - 24, lineBreak: false, ellipsis: true });
  });
  doc.x = MARGIN;
  doc.y = top + 52;
}

function batchLine(batch: BatchDto): string {
  return [
    `Apply by ${formatCourseDate(batch.applyBy)}`,
    COURSE_MODE_LABELS[batch.mode],
    BATCH_DAYS_LABELS[batch.days],
    batch.timing,
    ...(batch.seats !== null ? [`${batch.seats} seats`] : []),
  ].join('  |  ');
}

function batches(doc: Doc, open: readonly BatchDto[]): void {
  heading(doc, 'Batches open for applications');
  if (open.length === 0) {
    paragraph(doc, `${NO_OPEN_BATCH_MESSAGE}.`);
    return;
  }
  for (const batch of open) {
    keepRoom(doc, 40);
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor(COLOR.ink)
      .text(`Starts ${formatCourseDate(batch.startDate)}`, MARGIN, doc.y);
    paragraph(doc, batchLine(batch), { size: 10.5, color: COLOR.muted });
    doc.moveDown(0.4);
  }
}

function fees(doc: Doc, course: CourseDto): void {
  heading(doc, 'Fees, EMI and placements');
  detail(doc, 'Course fee', formatFee(course.fee.amount));
  if (course.fee.emi) detail(doc, 'EMI', course.fee.emi);
  if (course.fee.scholarship) detail(doc, 'Scholarship', course.fee.scholarship);
  detail(doc, 'Placements', 'Interview preparation, mock interviews and placement support are part of the course.');
}

/** Each section's modules two to a row, numbered through the whole course, read left to right. */
function curriculum(doc: Doc, course: CourseDto): void {
  const sections = course.details.curriculum;
  if (sections.length === 0) return;
  heading(doc, `Curriculum: ${course.lessons} modules`);
  const gap = 18;
  const column = (contentWidth(doc) - gap) / 2;
  let number = 1;
  for (const section of sections) {
    const first = number;
    const last = number + section.modules.length - 1;
    keepRoom(doc, 50);
    doc.moveDown(0.3);
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor(COLOR.ink)
      .text(`${pdfText(section.title)} (modules ${first}-${last})`, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.2);
    doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.ink);
    for (let i = 0; i < section.modules.length; i += 2) {
      const row = section.modules.slice(i, i + 2).map((m, j) => `${first + i + j}. ${pdfText(m)}`);
      const height = Math.max(...row.map((text) => doc.heightOfString(text, { width: column })));
      keepRoom(doc, height + 4);
      const y = doc.y;
      row.forEach((text, j) => doc.text(text, MARGIN + j * (column + gap), y, { width: column }));
      doc.x = MARGIN;
      doc.y = y + height + 4;
    }
    number = last + 1;
  }
}

function trainer(doc: Doc, course: CourseDto): void {
  heading(doc, 'Your trainer');
  paragraph(doc, course.instructor.name, { bold: true, size: 12 });
  paragraph(doc, course.instructor.role, { color: COLOR.muted });
  if (course.instructor.sample) {
    doc.moveDown(0.2);
    paragraph(doc, 'Sample profile: the institute will introduce the trainer of your batch.', { size: 10, color: COLOR.muted });
  }
}

function contact(doc: Doc, course: CourseDto, siteUrl: string, site: SiteFacts): void {
  heading(doc, 'Talk to us');
  const { address } = site;
  detail(doc, 'Address', `${site.legalName}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`);
  detail(doc, 'Phone', site.phones.join(', '));
  detail(doc, 'E-mail', site.email);
  detail(doc, 'Office hours', site.openingHours);
  const page = `${siteUrl}${ROUTES.course(course.slug)}`;
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.ink).text('Course page: ', MARGIN, doc.y, { continued: true });
  doc.font(FONT.regular).fillColor(COLOR.navy).text(pdfText(page), { link: page, underline: true });
  doc.moveDown(0.6);
  paragraph(doc, 'Dates, fees and batches are as on the day this brochure was generated; the course page always has the latest.', {
    size: 9.5,
    color: COLOR.muted,
  });
}

/** A footer on every page: the institute, the course, the day it was generated and the page number. */
function footers(doc: Doc, course: CourseDto, generatedOn: string, site: SiteFacts): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page: the footer has the margin to itself.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(
        `${pdfText(site.legalName)}  |  ${pdfText(course.title)} brochure, generated on ${formatCourseDate(generatedOn)}  |  Page ${i - start + 1} of ${count}`,
        MARGIN,
        doc.page.height - MARGIN + 12,
        { width: contentWidth(doc), align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** The brochure of `course` as PDF bytes: its data as on `options.now`, only the batches still open then. */
export async function buildBrochure(course: CourseDto, options: BrochureOptions): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const generatedOn = istDay(options.now);
  const site = siteFacts(options.site);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    bufferPages: true,
    displayTitle: true,
    lang: 'en-IN',
    info: {
      Title: pdfText(`${course.title}: course brochure`),
      Author: site.legalName,
      Subject: pdfText(course.summary),
      Keywords: pdfText(course.details.tools.join(', ')),
      Creator: `${site.name} website`,
      CreationDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, course, generatedOn, site);
  facts(doc, course);
  batches(doc, openBatches(course.batches, options.now));
  fees(doc, course);
  if (course.details.overview.length > 0) {
    heading(doc, 'Course overview');
    for (const p of course.details.overview) {
      paragraph(doc, p);
      doc.moveDown(0.5);
    }
  }
  curriculum(doc, course);
  if (course.details.tools.length > 0) {
    heading(doc, 'Tools you will use');
    paragraph(doc, course.details.tools.join(', '));
  }
  if (course.details.outcomes.length > 0) {
    heading(doc, 'What you will be able to do');
    bullets(doc, course.details.outcomes);
  }
  trainer(doc, course);
  contact(doc, course, options.siteUrl, site);
  footers(doc, course, generatedOn, site);
  doc.end();
  return done;
}
