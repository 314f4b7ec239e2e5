// The texts of the account e-mails: plain, friendly, signed by Wortsmith.
import type { MailMessage } from '../../lib/mailer';

/** The activation mail with its single-use link (valid 24 hours). */
export function activationMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    link,
    subject: 'Activate your Wortsmith account',
    text: [
      `Hello ${name},`,
      '',
      'thanks for signing up to Wortsmith. Please open this link to activate your account:',
      '',
      link,
      '',
      'The link works once and for 24 hours. If you did not create an account, you can ignore this e-mail.',
      '',
      'Cheers and happy brewing,',
      'Wortsmith',
    ].join('\n'),
  };
}

/** The password-reset mail with its single-use link (valid 1 hour). */
export function resetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    link,
    subject: 'Reset your Wortsmith password',
    text: [
      `Hello ${name},`,
      '',
      'someone (hopefully you) asked to reset the password of your Wortsmith account. Open this link to choose a new one:',
      '',
      link,
      '',
      'The link works once and for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      'Cheers,',
      'Wortsmith',
    ].join('\n'),
  };
}
