import {
  LEAD_FORM_LABELS,
  LEAD_PURPOSE_LABELS,
  noticeVersionText,
  PRIVACY_REQUEST_KIND_LABELS,
  ROUTES,
  type SiteContact,
  type YourDataDto,
} from '@contract';
import type { Mail } from '../plugins/app/mailer';
import { loadPdfKit, pdfText } from './brochure';

/* "Your data" (issue 42): the link's e-mail and the PDF of what is held. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The e-mail with the "Your data" link: it names no record, so it says nothing to whoever reads it first. */
export function yourDataMail(to: string, link: string, site: SiteContact): Mail {
  const lines = [
    'Hello,',
    '',
    `Someone (we hope it was you) asked to see the personal data ${site.name} holds for this e-mail address or phone number.`,
    'Open this link within 30 minutes to see it, download it, correct it, withdraw your consent to news and offers, or ask us to erase it:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: nothing changes.',
    '',
    `${site.name}, ${site.email}`,
  ];
  const html = [
    '<p>Hello,</p>',
    `<p>Someone (we hope it was you) asked to see the personal data ${escapeHtml(site.name)} holds for this e-mail address or phone number.`,
    'Open this link within 30 minutes to see it, download it, correct it, withdraw your consent to news and offers, or ask us to erase it:</p>',
    `<p><a href="${escapeHtml(link)}">See your data</a></p>`,
    `<p>Or copy this address into your browser: ${escapeHtml(link)}</p>`,
    '<p>The link works once. If you did not ask for it, ignore this e-mail: nothing changes.</p>',
    `<p>${escapeHtml(site.name)}, ${escapeHtml(site.email)}</p>`,
  ];
  return { to, subject: `Your data at ${site.name}`, text: lines.join('\n'), html: html.join('\n') };
}

/** The line every e-mail to a visitor ends with: where to see their data and withdraw consent. */
export function yourDataFooter(publicUrl: string): string {
  return `Your data and your consent: see, correct, withdraw or erase at ${publicUrl}${ROUTES.yourData}`;
}

const day = (iso: string) => iso.slice(0, 10);

/** Everything held, as lines of text: the PDF's content (and what a reader of the JSON finds there). */
export function yourDataLines(data: YourDataDto): { heading: string; lines: string[] }[] {
  const sections = data.records.map((r) => ({
    heading: `${LEAD_FORM_LABELS[r.form] ?? r.form}, ${day(r.createdAt)}`,
    lines: [
      `Name: ${r.name}`,
      `E-mail: ${r.email}`,
      `Phone: ${r.countryCode} ${r.phone}`,
      `About: ${r.interest}`,
      ...(r.session ? [`Session: ${r.session}`] : []),
      ...(r.message ? [`Message: ${r.message}`] : []),
      `Status: ${r.status}`,
      `Privacy notice: ${noticeVersionText(r.consent.noticeVersion)}`,
      `Consented to: ${r.consent.purposes.map((p) => LEAD_PURPOSE_LABELS[p]).join('; ')}`,
      ...(r.consent.page ? [`Page: ${r.consent.page}`] : []),
      ...(r.cvFileName ? [`CV file: ${r.cvFileName}`] : []),
      ...r.notes.map((n) => `Staff note, ${day(n.at)}: ${n.body}`),
    ],
  }));
  const requests = data.requests.map(
    (q) => `${day(q.createdAt)}: ${PRIVACY_REQUEST_KIND_LABELS[q.kind]}, ${q.status === 'open' ? `open, due ${day(q.dueAt)}` : 'done'}`,
  );
  return [
    ...(sections.length > 0
      ? sections
      : [{ heading: 'Records', lines: ['We hold no enquiry, registration or application for these details.'] }]),
    ...(data.nominee ? [{ heading: 'Nominee', lines: [`${data.nominee.name}, ${data.nominee.contact}`] }] : []),
    ...(requests.length > 0 ? [{ heading: 'Your requests', lines: requests }] : []),
  ];
}

/** The PDF of what is held: plain text in the standard fonts, one section per record. */
export async function yourDataPdf(data: YourDataDto, site: SiteContact, now: Date): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    displayTitle: true,
    lang: 'en-IN',
    info: { Title: `Your data at ${site.name}`, Author: site.name, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(`Your data at ${site.name}`));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(`For ${data.subject}, as on ${day(now.toISOString())}. Questions: ${site.email}`));
  for (const section of yourDataLines(data)) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(pdfText(section.heading));
    doc.font('Helvetica').fontSize(10);
    for (const line of section.lines) doc.text(pdfText(line), { lineGap: 2 });
  }
  doc.end();
  return done;
}
