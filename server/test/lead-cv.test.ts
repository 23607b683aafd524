import { createHash, randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { API, CV_CONTENT_TYPES, CV_MAX_BYTES, CV_SIZE_MESSAGE, CV_TYPE_MESSAGE, type LeadDetailDto } from '@contract';
import { appWithAdmin, DB_KIND, jobRow, json, postRaw } from './helper';
import { jobs, leadFileChunks, leadFiles, leads } from '../src/db/schema';
import { FILE_CHUNK_BYTES } from '../src/plugins/app/leads-repository';
import { uniqueEmail } from './support/leads';
import { multipart } from './support/multipart';
import { realPdf } from './support/pdf';
import { streamBody, type StreamedAnswer } from './support/streamed-body';

/*
 * A job application with a CV (docs/product.md §5): multipart/form-data on the lead-capture endpoint, the CV
 * checked by its bytes (PDF, or a Word .docx: a ZIP holding [Content_Types].xml and word/document.xml), kept
 * in the lead's own transaction, folded with the lead when an application repeats, and downloaded by an
 * admin as an attachment. Written as an applicant and an admin see it: answers, and what the inbox holds.
 */
jest.setTimeout(60_000);

const CAPTURE = API.leads.capture('itx', '21');
const PDF_TYPE = CV_CONTENT_TYPES.pdf;
const DOCX_TYPE = CV_CONTENT_TYPES.docx;

interface ZipEntry {
  name: string;
  text: string;
  /** The unpacked size the headers declare, when not the real one (a ZIP bomb's claim). */
  declared?: number;
}

/**
 * A ZIP archive of deflated entries with its central directory (APPNOTE 6.3). `descriptors`: sizes and CRC
 * after each entry's data (bit 3), as LibreOffice and streaming writers make them.
 */
function zip(entries: ZipEntry[], descriptors = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.text, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(descriptors ? 0x08 : 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(descriptors ? 0 : crc, 14);
    local.writeUInt32LE(descriptors ? 0 : packed.length, 18);
    local.writeUInt32LE(descriptors ? 0 : (entry.declared ?? data.length), 22);
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(descriptors ? 16 : 0);
    if (descriptors) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(data.length, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(descriptors ? 0x08 : 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.declared ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Kiran Reddy, Java trainer</w:t></w:r></w:p></w:body></w:document>';

/** A minimal Word document that Word and LibreOffice open: content types, the package relationship, the body. */
function realDocx(descriptors = false): Buffer {
  return zip(
    [
      { name: '[Content_Types].xml', text: CONTENT_TYPES_XML },
      { name: '_rels/.rels', text: RELS_XML },
      { name: 'word/document.xml', text: DOCUMENT_XML },
    ],
    descriptors,
  );
}

/** A Word document's parts plus `extra` ones (issue 39: what a CV must never carry). */
const docxWith = (extra: ZipEntry[]): Buffer =>
  zip([
    { name: '[Content_Types].xml', text: CONTENT_TYPES_XML },
    { name: '_rels/.rels', text: RELS_XML },
    { name: 'word/document.xml', text: DOCUMENT_XML },
    ...extra,
  ]);

/** A CV in an application: sent in the `cv` field unless `field` names another. */
interface CvFile {
  filename: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

const cvForm = (fields: Record<string, string>, files: CvFile[] = []) =>
  multipart(
    fields,
    files.map(({ field = 'cv', type, ...file }) => ({ ...file, field, contentType: type })),
  );

function application(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Priya Sharma',
    email: uniqueEmail('priya'),
    countryCode: '+91',
    phone: '9876543210',
    jobTitle: 'Python Trainer',
    jobSlug: 'cv-python-trainer',
    message: 'Five years of teaching Python.\nNotice period: 30 days.',
    ...overrides,
  };
}

describe(`job applications with a CV on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();
  const leadRows = (email: string) => ctx.t.app.database.db.select().from(leads).where(eq(leads.email, email));
  const counts = async () => ({
    leads: (await ctx.t.app.database.db.select({ id: leads.id }).from(leads)).length,
    files: (await ctx.t.app.database.db.select({ id: leadFiles.id }).from(leadFiles)).length,
  });
  const apply = (fields: Record<string, string>, files: CvFile[] = []) => {
    const { payload, headers } = cvForm(fields, files);
    return ctx.t.request({ method: 'POST', url: CAPTURE, headers, payload });
  };
  const detail = async (id: string) => json<LeadDetailDto>(await ctx.asAdmin({ method: 'GET', url: API.leads.one(id) }));

  beforeAll(async () => {
    await ctx.t.app.database.db
      .insert(jobs)
      .values([
        jobRow({ slug: 'cv-python-trainer', title: 'Python Trainer' }),
        jobRow({ slug: 'cv-closed-trainer', title: 'Closed Trainer', validThrough: new Date(Date.now() - 1000) }),
      ]);
  });

  it('keeps a PDF CV with the application: its bytes, type from the bytes, size, SHA-256 and cleaned name', async () => {
    const pdf = realPdf();
    const fields = application();
    const res = await apply(fields, [{ filename: '../../Priya\u202e  CV 2026.pdf', type: 'application/octet-stream', bytes: pdf }]);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ StatusCode: 200, message: 'Thank you! Our team will get in touch with you shortly.' });
    const [lead] = await leadRows(fields.email ?? '');
    expect(lead).toMatchObject({
      form: 'job-application',
      interest: 'Python Trainer',
      message: 'Five years of teaching Python.\nNotice period: 30 days.',
    });
    const files = await ctx.t.app.database.db
      .select()
      .from(leadFiles)
      .where(eq(leadFiles.leadId, lead?.id ?? ''));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      kind: 'cv',
      fileName: 'Priya CV 2026.pdf',
      contentType: PDF_TYPE,
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    // Kept in pieces of FILE_CHUNK_BYTES, numbered from 0, that make up the file.
    const pieces = await ctx.t.app.database.db
      .select()
      .from(leadFileChunks)
      .where(eq(leadFileChunks.fileId, files[0]?.id ?? ''))
      .orderBy(leadFileChunks.seq);
    expect(pieces.map((p) => p.seq)).toEqual(Array.from({ length: Math.ceil(pdf.length / FILE_CHUNK_BYTES) }, (_, i) => i));
    expect(Buffer.concat(pieces.map((p) => Buffer.from(p.bytes))).equals(pdf)).toBe(true);
    // The admin's detail lists it without its bytes.
    const shown = await detail(lead?.id ?? '');
    expect(shown.files).toEqual([{ id: files[0]?.id, kind: 'cv', fileName: 'Priya CV 2026.pdf', size: pdf.length, contentType: PDF_TYPE }]);
  });

  it.each([
    ['with sizes in each header', false],
    ['with data descriptors (sizes after the data)', true],
  ])('keeps a real Word (.docx) CV %s', async (_label, descriptors) => {
    const docx = realDocx(descriptors);
    const fields = application();
    const res = await apply(fields, [{ filename: 'C:\\Users\\kiran\\Documents\\Kiran Reddy.docx', type: DOCX_TYPE, bytes: docx }]);
    expect(res.statusCode).toBe(200);
    const [lead] = await leadRows(fields.email ?? '');
    expect((await detail(lead?.id ?? '')).files).toEqual([
      expect.objectContaining({ kind: 'cv', fileName: 'Kiran Reddy.docx', size: docx.length, contentType: DOCX_TYPE }),
    ]);
  });

  it.each([
    ['a program renamed .pdf', 'cv.pdf', PDF_TYPE, Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(256)])],
    ['a text file renamed .pdf', 'cv.pdf', PDF_TYPE, Buffer.from('My CV: ten years of Java.\n')],
    [
      'a ZIP renamed .docx (no word/document.xml)',
      'cv.docx',
      DOCX_TYPE,
      zip([
        { name: '[Content_Types].xml', text: CONTENT_TYPES_XML },
        { name: 'notes.txt', text: 'hello' },
      ]),
    ],
    ['a ZIP without [Content_Types].xml', 'cv.docx', DOCX_TYPE, zip([{ name: 'word/document.xml', text: DOCUMENT_XML }])],
    [
      'a ZIP bomb named .docx (1 GiB declared inside)',
      'cv.docx',
      DOCX_TYPE,
      docxWith([{ name: 'word/media/image1.png', text: 'x', declared: 2 ** 30 - 1 }]),
    ],
    [
      'a .docx carrying macros (vbaProject.bin)',
      'cv.docx',
      DOCX_TYPE,
      docxWith([{ name: 'word/vbaProject.bin', text: 'Attribute VB_Name' }]),
    ],
    ['a .docx carrying a program', 'cv.docx', DOCX_TYPE, docxWith([{ name: 'word/embeddings/setup.exe', text: 'MZ' }])],
    ['a .docx carrying a DLL', 'cv.docx', DOCX_TYPE, docxWith([{ name: 'word/activeX/x.dll', text: 'MZ' }])],
    [
      'a .docx of 5,000 parts',
      'cv.docx',
      DOCX_TYPE,
      docxWith(Array.from({ length: 5000 }, (_, i) => ({ name: `word/p${i}.xml`, text: '<p/>' }))),
    ],
    ['a real Word file named .pdf', 'cv.pdf', PDF_TYPE, realDocx()],
    ['a real PDF named .exe', 'cv.exe', 'application/x-msdownload', realPdf()],
    ['an empty file', 'cv.pdf', PDF_TYPE, Buffer.alloc(0)],
    ['a PDF signature not at the start', 'cv.pdf', PDF_TYPE, Buffer.concat([Buffer.from('junk'), realPdf()])],
  ])('refuses %s with 400, storing neither lead nor file', async (_label, filename, type, bytes) => {
    const before = await counts();
    const res = await apply(application(), [{ filename, type, bytes }]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ StatusCode: 400, message: CV_TYPE_MESSAGE, fieldErrors: { cv: CV_TYPE_MESSAGE } });
    expect(await counts()).toEqual(before);
  });

  it('names a bad CV beside the fields that are wrong, in one answer', async () => {
    const res = await apply(application({ phone: '98765' }), [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: Buffer.from('not a pdf') }]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      StatusCode: 400,
      fieldErrors: { phone: 'Phone number must be exactly 10 digits.', cv: CV_TYPE_MESSAGE },
    });
  });

  it('refuses a CV over 5 MB with 413 and closes the connection, storing nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([realPdf(), Buffer.alloc(CV_MAX_BYTES + 1 - realPdf().length, 0x20)]);
    expect(big.length).toBe(CV_MAX_BYTES + 1);
    const res = await apply(application(), [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ StatusCode: 413, message: CV_SIZE_MESSAGE, fieldErrors: { cv: CV_SIZE_MESSAGE } });
    expect(res.headers.connection).toBe('close');
    expect(await counts()).toEqual(before);
    // Exactly 5 MB is still a CV.
    const limit = Buffer.concat([realPdf(), Buffer.alloc(CV_MAX_BYTES - realPdf().length, 0x20)]);
    const fields = application();
    expect((await apply(fields, [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: limit }])).statusCode).toBe(200);
    expect((await ctx.t.app.database.db.select({ id: leadFiles.id }).from(leadFiles).where(eq(leadFiles.size, CV_MAX_BYTES))).length).toBe(
      1,
    );
    // Kept in 20 pieces, it comes back whole, with its length announced.
    const [lead] = await leadRows(fields.email ?? '');
    const [file] = (await detail(lead?.id ?? '')).files;
    const download = await ctx.asAdmin({ method: 'GET', url: API.leads.file(lead?.id ?? '', file?.id ?? '') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(CV_MAX_BYTES));
    expect(download.rawPayload.equals(limit)).toBe(true);
  });

  it('refuses a multipart body declared larger than an application can be before reading it', async () => {
    const before = await counts();
    const huge = Buffer.concat([realPdf(), Buffer.alloc(CV_MAX_BYTES + 256 * 1024, 0x20)]);
    const res = await apply(application(), [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: huge }]);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ StatusCode: 413, message: CV_SIZE_MESSAGE });
    expect(res.headers.connection).toBe('close');
    expect(await counts()).toEqual(before);
  });

  /** The app on a real port (the streamed tests need a socket): started once, by the first that asks. */
  async function listening(): Promise<number> {
    if (!ctx.t.app.server.listening) await ctx.t.app.listen({ host: '127.0.0.1', port: 0 });
    return (ctx.t.app.server.address() as AddressInfo).port;
  }

  const connections = () =>
    new Promise<number>((resolve, reject) => ctx.t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));

  /** An application whose CV goes on and on, streamed to the capture endpoint (support/streamed-body). */
  function streamApplication(port: number, thenSend: number): Promise<StreamedAnswer> {
    const boundary = `----itxcv${randomBytes(8).toString('hex')}`;
    const fields = Object.entries(application())
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const start = `${fields}--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    return streamBody({ port, path: CAPTURE, contentType: `multipart/form-data; boundary=${boundary}`, start, thenSend });
  }

  it('answers a streamed upload past 5 MB with 413 while it is still being sent, without reading the rest', async () => {
    const before = await counts();
    const port = await listening();
    const res = await streamApplication(port, 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ StatusCode: 413, message: CV_SIZE_MESSAGE });
    expect(res.connection).toBe('close');
    // Answered after 5 MB and a little more, not after all 64 MB of it.
    expect(res.sentBefore).toBeLessThan(32 * 1024 * 1024);
    // What was still on its way when the client read the answer is taken and dropped, not reset: a client
    // that goes on sending for a moment (1 MB here) still reads the 413 rather than a broken connection.
    expect(res.sentAfter).toBe(1024 * 1024);
    expect(res.error).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it("closes a refused upload's connection within seconds when the client neither sends more nor closes it", async () => {
    const port = await listening();
    const boundary = `----itxcv${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
      Buffer.alloc(CV_MAX_BYTES + 256 * 1024, 0x20),
    ]);
    // A raw client that keeps its side open after the server's end (a half-open connection) and sends no more.
    const socket = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    socket.on('error', () => undefined);
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (received += d));
    const serverEnded = new Promise<void>((resolve) => socket.once('end', resolve));
    socket.write(
      `POST ${CAPTURE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    socket.write(`${body.length.toString(16)}\r\n`);
    socket.write(body);
    try {
      await serverEnded;
      const answeredAt = Date.now();
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      // The server still holds the connection for a moment after its answer, then lets it go.
      while ((await connections()) > 0 && Date.now() - answeredAt < 20_000) await new Promise((r) => setTimeout(r, 50));
      expect(await connections()).toBe(0);
      expect(Date.now() - answeredAt).toBeLessThan(10_000);
    } finally {
      socket.destroy();
    }
  });

  it('refuses a second file or a file under another name, and an unreadable body, with 400', async () => {
    const before = await counts();
    const two = await apply(application(), [
      { filename: 'a.pdf', type: PDF_TYPE, bytes: realPdf() },
      { filename: 'b.pdf', type: PDF_TYPE, bytes: realPdf('Second') },
    ]);
    expect(two.statusCode).toBe(400);
    expect(json(two)).toMatchObject({ StatusCode: 400, fieldErrors: { cv: 'Send the CV as the one file field named "cv".' } });
    const other = await apply(application(), [{ field: 'resume', filename: 'a.pdf', type: PDF_TYPE, bytes: realPdf() }]);
    expect(other.statusCode).toBe(400);
    const cut = await postRaw(
      ctx.t,
      CAPTURE,
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPriya',
    );
    expect(cut.statusCode).toBe(400);
    expect(json(cut)).toMatchObject({ StatusCode: 400 });
    expect(await counts()).toEqual(before);
  });

  it('takes a multipart application without a CV (an empty file input) as a lead without files', async () => {
    const fields = application();
    const res = await apply(fields, [{ filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(200);
    const [lead] = await leadRows(fields.email ?? '');
    expect((await detail(lead?.id ?? '')).files).toEqual([]);
  });

  it('keeps the JSON application unchanged: same answer, no file, and JSON only for the other forms', async () => {
    const fields = application();
    const res = await ctx.t.request({ method: 'POST', url: CAPTURE, payload: fields });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ StatusCode: 200, message: 'Thank you! Our team will get in touch with you shortly.' });
    const [lead] = await leadRows(fields.email ?? '');
    expect(lead).toMatchObject({ form: 'job-application', message: 'Five years of teaching Python.\nNotice period: 30 days.' });
    expect((await detail(lead?.id ?? '')).files).toEqual([]);
    // A call-back form (5) takes no file: multipart there is refused as before.
    const { payload, headers } = cvForm(
      { name: 'Ravi', email: 'ravi.cv@example.in', phone: '9876543210', courseInterest: 'Data Science' },
      [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: realPdf() }],
    );
    const callBack = await ctx.t.request({ method: 'POST', url: API.leads.capture('itx', '5'), headers, payload });
    expect(callBack.statusCode).toBe(400);
    expect(json(callBack)).toEqual({ StatusCode: 400, message: 'Please send the form fields as a JSON object.' });
  });

  it('stores nothing when the application is refused after its CV was read (a closed job)', async () => {
    const before = await counts();
    const res = await apply(application({ jobSlug: 'cv-closed-trainer', jobTitle: 'Closed Trainer' }), [
      { filename: 'cv.pdf', type: PDF_TYPE, bytes: realPdf() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ StatusCode: 400, message: 'This job is no longer open.' });
    expect(await counts()).toEqual(before);
  });

  it('writes the lead and its CV in one transaction: a CV the database refuses takes the lead with it', async () => {
    const before = await counts();
    const email = `atomic.${Date.now()}@example.in`;
    const lead = {
      formId: '21',
      form: 'job-application',
      name: 'Atomic Applicant',
      email,
      countryCode: '+91',
      phone: '9876543210',
      interest: 'Python Trainer',
      refSlug: 'cv-python-trainer',
      utm: {},
    };
    // PostgreSQL (and PGlite) refuse a NUL in text: the file's insert fails after the lead's.
    await expect(
      ctx.t.app.leadsRepository.store(lead, undefined, {
        file: { kind: 'cv', fileName: 'bad\u0000.pdf', contentType: PDF_TYPE, bytes: realPdf() },
      }),
    ).rejects.toThrow();
    expect(await leadRows(email)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('folds an exact repeat with the same CV into the first lead, and keeps a repeat with another CV or none', async () => {
    const fields = application();
    const email = fields.email ?? '';
    const pdf = realPdf();
    expect((await apply(fields, [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: pdf }])).statusCode).toBe(200);
    // A double click: the same fields, the same CV (under another name even): one lead, one file.
    expect((await apply(fields, [{ filename: 'cv (1).pdf', type: PDF_TYPE, bytes: pdf }])).statusCode).toBe(200);
    let rows = await leadRows(email);
    expect(rows).toHaveLength(1);
    const [firstLead] = rows;
    expect((await detail(firstLead?.id ?? '')).files).toHaveLength(1);
    // The corrected CV is a new application; so is the same one sent without a CV (JSON).
    expect((await apply(fields, [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: realPdf('Priya Sharma - corrected') }])).statusCode).toBe(
      200,
    );
    expect((await ctx.t.request({ method: 'POST', url: CAPTURE, payload: fields })).statusCode).toBe(200);
    rows = await leadRows(email);
    expect(rows).toHaveLength(3);
    const withFiles = await Promise.all(rows.map(async (r) => (await detail(r.id)).files.length));
    expect(withFiles.sort()).toEqual([0, 1, 1]);
    // Two identical applications at once still store one lead and one file.
    const race = application();
    const answers = await Promise.all(Array.from({ length: 4 }, () => apply(race, [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: pdf }])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const raced = await leadRows(race.email ?? '');
    expect(raced).toHaveLength(1);
    expect((await detail(raced[0]?.id ?? '')).files).toHaveLength(1);
  });

  it('downloads a CV for an admin as an attachment with the stored type and safe headers', async () => {
    const pdf = realPdf('Ananya Iyer');
    const fields = application({ name: 'Ananya Iyer' });
    await apply(fields, [{ filename: 'Résumé Ananya.pdf', type: PDF_TYPE, bytes: pdf }]);
    const [lead] = await leadRows(fields.email ?? '');
    const [file] = (await detail(lead?.id ?? '')).files;
    expect(file?.fileName).toBe('Résumé Ananya.pdf');
    const res = await ctx.asAdmin({ method: 'GET', url: API.leads.file(lead?.id ?? '', file?.id ?? '') });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe(PDF_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ Ananya.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Ananya.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers['content-security-policy'])).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");

    const docxFields = application();
    await apply(docxFields, [{ filename: 'kiran.docx', type: DOCX_TYPE, bytes: realDocx() }]);
    const [docxLead] = await leadRows(docxFields.email ?? '');
    const [docx] = (await detail(docxLead?.id ?? '')).files;
    const word = await ctx.asAdmin({ method: 'GET', url: API.leads.file(docxLead?.id ?? '', docx?.id ?? '') });
    expect(word.headers['content-type']).toBe(DOCX_TYPE);
    expect(word.headers['content-disposition']).toBe('attachment; filename="kiran.docx"');

    // Another lead's file, an unknown one, and a malformed id are all "not found".
    for (const url of [
      API.leads.file(docxLead?.id ?? '', file?.id ?? ''),
      API.leads.file(lead?.id ?? '', '00000000-0000-4000-8000-000000000000'),
      API.leads.file(lead?.id ?? '', 'not-a-uuid'),
    ]) {
      const missing = await ctx.asAdmin({ method: 'GET', url });
      expect({ url, status: missing.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('answers an anonymous download with 401 and no bytes', async () => {
    const fields = application();
    await apply(fields, [{ filename: 'cv.pdf', type: PDF_TYPE, bytes: realPdf() }]);
    const [lead] = await leadRows(fields.email ?? '');
    const [file] = (await detail(lead?.id ?? '')).files;
    const res = await ctx.t.request({ method: 'GET', url: API.leads.file(lead?.id ?? '', file?.id ?? '') });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('%PDF');
  });
});
