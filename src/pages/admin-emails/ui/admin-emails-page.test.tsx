import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_MAIL_TEMPLATES, type MailTemplatesDto } from '@contract';
import { answerFetches, fill, recordSent, renderWithProviders, type SentRequest } from '@/shared/lib/test';
import { AdminEmailsPage } from './admin-emails-page';

jest.setTimeout(30_000);

const sent: SentRequest[] = [];
let saved: MailTemplatesDto;
/** What the server says to the next save: null to accept it. */
let refusal: { status: number; body: unknown } | null;

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/mail-templates' && request.method === 'GET') return Response.json(saved);
  const body = (await recordSent(sent, request, pathname)) as { templates: MailTemplatesDto['templates'] };
  if (refusal) return Response.json(refusal.body, { status: refusal.status });
  if (pathname === '/api/admin/mail-templates/test')
    return Response.json({ message: 'A test of “Workshop waitlist” is on its way to me@itx.test.' });
  if (pathname !== '/api/admin/mail-templates') throw new Error(`unexpected request ${request.method} ${pathname}`);
  saved = { templates: body.templates, custom: true, version: saved.version + 1, updatedAt: '2026-12-02T10:00:00.000Z' };
  return Response.json(saved);
});

beforeEach(() => {
  sent.length = 0;
  refusal = null;
  saved = { templates: DEFAULT_MAIL_TEMPLATES, custom: false, version: 0, updatedAt: null };
});

const section = async (title: string) => within(await screen.findByRole('region', { name: title }));

describe('the e-mails to visitors (issue 43)', () => {
  it('shows each e-mail with its fields and a live preview, and saves them all with the version it showed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminEmailsPage />);
    const callBack = await section('Call-back and demo request');
    expect(callBack.getByText('Sent at once to a visitor who asks for a call back or a demo class.')).toBeInTheDocument();
    const fields = callBack.getByLabelText('Fields of “Call-back and demo request”');
    expect(fields).toHaveTextContent('{course}The course the person asked about, as they chose it.');
    const preview = callBack.getByRole('region', { name: 'Preview of “Call-back and demo request”' });
    expect(preview).toHaveTextContent('We have your request: Python Full Stack Development');
    expect(preview).toHaveTextContent('Hello Asha Rao,');

    const subject = callBack.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await fill(user, subject, 'Your call back: {course}');
    expect(preview).toHaveTextContent('Your call back: Python Full Stack Development');
    expect(callBack.getByRole('button', { name: 'Restore the original text of “Call-back and demo request”' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save e-mails' }));
    expect(await screen.findByText('Saved: the next e-mails use these texts.')).toBeInTheDocument();
    // Never saved: no version to send.
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/mail-templates',
        body: {
          templates: {
            ...DEFAULT_MAIL_TEMPLATES,
            'call-back-confirmation': { ...DEFAULT_MAIL_TEMPLATES['call-back-confirmation'], subject: 'Your call back: {course}' },
          },
        },
      },
    ]);

    // Restore brings the seeded text back into the form; the next save sends it with the version now held.
    await user.click(
      (await section('Call-back and demo request')).getByRole('button', {
        name: 'Restore the original text of “Call-back and demo request”',
      }),
    );
    expect((await section('Call-back and demo request')).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      DEFAULT_MAIL_TEMPLATES['call-back-confirmation'].subject,
    );
    await user.click(screen.getByRole('button', { name: 'Save e-mails' }));
    await screen.findAllByText('Saved: the next e-mails use these texts.');
    expect(sent[1]).toMatchObject({ body: { templates: DEFAULT_MAIL_TEMPLATES, version: 1 } });
  });

  it('refuses a field the e-mail does not have before sending, and shows the server’s reason at its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminEmailsPage />);
    const waitlist = await section('Workshop waitlist');
    const body = waitlist.getByRole('textbox', { name: 'Text' });
    await fill(user, body, '\n{course}');
    await user.click(screen.getByRole('button', { name: 'Save e-mails' }));
    expect(body).toHaveAccessibleDescription(/^\{course\} is not a field of this e-mail\. Its fields: \{name\}, \{workshop\}/);
    expect(sent).toEqual([]);

    await user.clear(body);
    await fill(user, body, 'Hello {name}.');
    refusal = { status: 400, body: { message: 'Too long.', fieldErrors: { 'templates.workshop-waitlist.subject': 'Too long.' } } };
    await user.click(screen.getByRole('button', { name: 'Save e-mails' }));
    expect(await waitlist.findByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Too long.');
  });

  it('sends a test of the e-mail as typed to the signed-in admin', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminEmailsPage />);
    const waitlist = await section('Workshop waitlist');
    const subject = waitlist.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await fill(user, subject, 'Full: {workshop}');
    await user.click(waitlist.getByRole('button', { name: 'Send me a test of “Workshop waitlist”' }));
    expect(await screen.findByText('A test of “Workshop waitlist” is on its way to me@itx.test.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/mail-templates/test',
        body: { kind: 'workshop-waitlist', subject: 'Full: {workshop}', body: DEFAULT_MAIL_TEMPLATES['workshop-waitlist'].body },
      },
    ]);
  });
});
