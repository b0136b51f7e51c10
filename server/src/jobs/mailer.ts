import nodemailer from 'nodemailer';
import type { Config } from '../config';

/**
 * nodemailer's transport for SMTP_URL: `smtps://` is TLS from the start; `smtp://` must upgrade
 * with STARTTLS or the mail is not sent, unless SMTP_TLS is `off` (a local test server).
 */
export function smtpTransport(smtpUrl: string, tls: Config['SMTP_TLS']) {
  const implicit = smtpUrl.startsWith('smtps:');
  // Transport options beside the URL (a second argument would be defaults for every message).
  return nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: !implicit && tls === 'on',
    ignoreTLS: !implicit && tls === 'off',
  } as object);
}
