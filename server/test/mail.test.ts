import { buildTestApp, DB_KIND, json, TEST_ADMIN_CODE, type TestApp } from './helper';
import { setClock } from './support/clock';
import { startSmtpSink, type Received } from './support/smtp-sink';

// The app starts on a fresh database and scrypt is slow by design; the machine is shared.
jest.setTimeout(60_000);

const PUBLIC_URL = 'https://itx.example.in';
const HOUR_MS = 60 * 60 * 1000;

/** Undoes quoted-printable (soft line breaks and =XX escapes), which is how long lines travel in mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe(`password reset e-mail over real SMTP on ${DB_KIND}`, () => {
  let inbox: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  const email = 'ravi.kumar@itx.test';

  beforeAll(async () => {
    smtp = await startSmtpSink();
    inbox = smtp.inbox;
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    const signup = await t.request({
      method: 'POST',
      url: '/apiauth/signup',
      payload: { name: 'Ravi Kumar', email, phone: '9123456780', password: 'Hitec#2025', adminCode: TEST_ADMIN_CODE },
    });
    expect(signup.statusCode).toBe(201);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
    await smtp.close();
  });

  /** Asks for a reset and waits for the message to reach the SMTP server; returns its link's path. */
  async function requestResetMail(): Promise<{ raw: string; link: string; apiPath: string }> {
    const before = inbox.length;
    const res = await t.request({ method: 'POST', url: '/apiauth/forgotpassword', payload: { email } });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 250 && inbox.length === before; i++) await new Promise((r) => setTimeout(r, 20));
    const mail = inbox[before];
    if (!mail) throw new Error('no mail reached the SMTP server');
    expect(mail.to).toEqual([email]);
    const raw = decodeQuotedPrintable(mail.raw);
    const match = /https:\/\/itx\.example\.in\/reset-password\/([0-9a-f-]{36})\/([\w-]{40,})/.exec(raw);
    if (!match) throw new Error(`no reset link in the mail:\n${raw}`);
    return { raw, link: match[0], apiPath: `/apiauth/resetpassword/${match[1]}/${match[2]}` };
  }

  const reset = (apiPath: string, password: string) =>
    t.request({ method: 'POST', url: apiPath, payload: { password, confirmPassword: password } });
  const login = (password: string) => t.request({ method: 'POST', url: '/apiauth/login', payload: { email, password } });

  it('delivers the reset link PUBLIC_URL/reset-password/{id}/{token}, which works exactly once', async () => {
    const { raw, link, apiPath } = await requestResetMail();
    expect(raw).toMatch(/^Subject: Reset your ITX admin password$/m);
    expect(raw).toMatch(/^To: ravi\.kumar@itx\.test$/m);
    expect(raw).toMatch(/^From: ITX Hyderabad <no-reply@itxhyderabad\.in>$/m);
    expect(raw).toContain('Hello Ravi Kumar,');
    expect(raw).toContain(`<a href="${link}">`);

    const res = await reset(apiPath, 'Gachibowli#7');
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Password reset successfully!');
    expect((await login('Gachibowli#7')).statusCode).toBe(200);
    expect((await login('Hitec#2025')).statusCode).toBe(401);

    const again = await reset(apiPath, 'Kondapur#8');
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('This reset link has already been used. Please request a new one.');
  });

  it('a link still works 59 minutes after it was sent and no longer after 1 hour', async () => {
    const late = await requestResetMail();
    const sentAt = Date.now();
    setClock(sentAt + HOUR_MS + 1000);
    const expired = await reset(late.apiPath, 'Kondapur#8');
    expect(expired.statusCode).toBe(400);
    expect(json(expired).message).toBe('This reset link has expired. Please request a new one.');
    jest.useRealTimers();
    expect((await login('Gachibowli#7')).statusCode).toBe(200);

    const inTime = await requestResetMail();
    setClock(Date.now() + 59 * 60 * 1000);
    expect((await reset(inTime.apiPath, 'Kondapur#8')).statusCode).toBe(200);
    jest.useRealTimers();
    expect((await login('Kondapur#8')).statusCode).toBe(200);
  });
});
