import nodemailer from 'nodemailer';

/** nodemailer's transport for SMTP_URL (`smtp://` without TLS, `smtps://` with). */
export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport(smtpUrl, {
    ignoreTLS: !smtpUrl.startsWith('smtps:'),
  } as object);
}
