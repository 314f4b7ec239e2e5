// The text of an alert's e-mail: what happened to which batch, and the link to it.
import { ALERT_KIND_NAMES, type AlertKind } from '@wortsmith/core';
import type { MailMessage } from '../../lib/mailer';

/** The e-mail of one alert of batch #`number` `name`. */
export function alertMail(
  batch: { email: string; userName: string; number: number; name: string },
  kind: AlertKind,
  message: string,
  link: string,
): MailMessage {
  return {
    to: batch.email,
    link,
    subject: `${ALERT_KIND_NAMES[kind]}: batch #${batch.number} ${batch.name}`,
    text: [
      `Hello ${batch.userName},`,
      '',
      `batch #${batch.number} ${batch.name}: ${message}`,
      '',
      link,
      '',
      'You get this because alerts are on for this batch; turn them off on its page.',
      '',
      'Cheers,',
      'Wortsmith',
    ].join('\n'),
  };
}
