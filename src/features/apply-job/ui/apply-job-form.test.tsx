import { act, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { CV_MAX_BYTES, CV_SIZE_MESSAGE, CV_TYPE_MESSAGE } from '@contract';
import { answerFetches, installXhrOverFetch, renderWithProviders, typeContact, type UploadInFlight } from '@/shared/lib/test';
import { ApplyJobForm } from './apply-job-form';

jest.setTimeout(30_000);

interface Sent {
  type: string;
  fields: Record<string, string>;
  cv: File | null;
}
const sent: Sent[] = [];
let answer: () => Response;
let beforeUpload: (upload: UploadInFlight) => Promise<void> | void;
let restoreXhr: () => void = () => undefined;
const ok = () => Response.json({ StatusCode: 200, message: 'Thank you! Our team will get in touch with you shortly.' });

answerFetches(async (request, pathname) => {
  if (request.method !== 'POST' || pathname !== '/api/FormLeadCapture/itx/21') throw new Error(`unexpected ${request.method} ${pathname}`);
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let cv: File | null = null;
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'cv') cv = value;
    }
    sent.push({ type: 'multipart', fields, cv });
  } else {
    sent.push({ type: 'json', fields: (await request.json()) as Record<string, string>, cv: null });
  }
  return answer();
});

beforeEach(() => {
  answer = ok;
  beforeUpload = () => undefined;
  // The CV goes through XMLHttpRequest (for its progress), answered by the same fetch.
  restoreXhr = installXhrOverFetch((upload) => beforeUpload(upload));
});
afterEach(() => {
  restoreXhr();
  sent.length = 0;
});

// Node's File (not jsdom's), so the FormData the request serializes carries the bytes as a browser's would.
const file = (name: string, type: string, bytes: number | string = '%PDF-1.4 a small CV') =>
  new NodeFile([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }) as unknown as File;
const PDF = 'application/pdf';

const JOB = { title: 'Python Trainer', slug: 'python-trainer' };
const renderForm = () => renderWithProviders(<ApplyJobForm job={JOB} />);
const cvInput = () => screen.getByLabelText('CV (PDF or Word, up to 5 MB)');

const fill = (user: ReturnType<typeof userEvent.setup>) =>
  typeContact(user, { name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' });

describe('ApplyJobForm with a CV', () => {
  it('offers a labelled, optional picker for PDF and Word files', () => {
    renderForm();
    const input = cvInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'cv');
    expect(input.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', PDF, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
    );
    expect(input).toHaveAccessibleDescription(/Optional/);
    expect(input).not.toBeRequired();
  });

  it('shows the chosen CV, sends it with the application while showing the upload, then thanks the applicant', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    beforeUpload = (upload) =>
      new Promise((resolve) => {
        upload.progress(3, 6);
        release = resolve;
      });
    renderForm();
    await fill(user);
    await user.upload(cvInput(), file('Priya Sharma CV.pdf', PDF, 250 * 1024));
    expect(screen.getByText('Priya Sharma CV.pdf (250 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Priya Sharma CV.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('progressbar', { name: /Uploading your CV/ })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Your application was received')).toBeInTheDocument();
    expect(screen.getByText(/Thank you for applying for Python Trainer/)).toBeInTheDocument();
    // Said once: the thank-you, no toast beside it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('Thank you! Our team will get in touch with you shortly.')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toBe('multipart');
    expect(sent[0]?.fields).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya@example.in',
      countryCode: '+91',
      phone: '9876543210',
      jobTitle: 'Python Trainer',
      jobSlug: 'python-trainer',
    });
    expect(sent[0]?.cv?.name).toBe('Priya Sharma CV.pdf');
    expect(sent[0]?.cv?.size).toBe(250 * 1024);
  });

  it('sends the same JSON as before when no CV is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Your application was received')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        type: 'json',
        fields: expect.objectContaining({ name: 'Priya Sharma', jobSlug: 'python-trainer', website: '' }) as Record<string, string>,
        cv: null,
      },
    ]);
  });

  it('refuses a file that is not a PDF or Word file, or is over 5 MB, before anything is sent', async () => {
    // The picker's accept list would hide the wrong files; a drop or another browser may not.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm();
    await user.upload(cvInput(), file('setup.exe', 'application/x-msdownload', 'MZ'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CV_TYPE_MESSAGE);
    expect(cvInput()).toHaveAccessibleDescription(new RegExp(CV_TYPE_MESSAGE.replace(/[.()]/g, '\\$&')));
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/setup\.exe/)).not.toBeInTheDocument();

    await user.upload(cvInput(), file('big.pdf', PDF, CV_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(CV_SIZE_MESSAGE);

    // Applying now stops at the picker: the applicant chooses another file or none.
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(cvInput()).toHaveFocus());
    expect(sent).toEqual([]);

    await user.upload(cvInput(), file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('cv.docx (2 B)')).toBeInTheDocument();
  });

  it('removes a chosen CV from the keyboard and gives the focus back to the picker', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.upload(cvInput(), file('cv.pdf', PDF));
    const remove = screen.getByRole('button', { name: 'Remove cv.pdf' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/cv\.pdf/)).not.toBeInTheDocument();
    expect(cvInput()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await screen.findByText('Your application was received');
    expect(sent[0]?.type).toBe('json');
  });

  it("shows the server's refusal of the CV's bytes at the picker", async () => {
    answer = () => Response.json({ StatusCode: 400, message: CV_TYPE_MESSAGE, fieldErrors: { cv: CV_TYPE_MESSAGE } }, { status: 400 });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user);
    await user.upload(cvInput(), file('renamed.pdf', PDF, 'MZ not really a PDF'));
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    const form = screen.getByRole('form', { name: 'Apply for Python Trainer' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(CV_TYPE_MESSAGE);
    expect(screen.queryByText('Your application was received')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
