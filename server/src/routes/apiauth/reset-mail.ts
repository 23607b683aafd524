import type { Mail } from '../../plugins/app/mailer';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The password-reset e-mail: plain text with the link on its own line, and the same in HTML. */
export function resetMail(to: string, name: string, link: string): Mail {
  const text = [
    `Hello ${name},`,
    '',
    'Someone (we hope it was you) asked to reset the password of your ITX admin account.',
    'Open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
    '',
    'ITX, HITEC City, Hyderabad',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>Someone (we hope it was you) asked to reset the password of your ITX admin account.',
    'Open this link within 1 hour to choose a new password:</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>Or copy this address into your browser: ${escapeHtml(link)}</p>`,
    '<p>The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.</p>',
    '<p>ITX, HITEC City, Hyderabad</p>',
  ].join('\n');
  return { to, subject: 'Reset your ITX admin password', text, html };
}
