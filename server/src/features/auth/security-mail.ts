import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { AnyJobWorker, JobQueues } from '../../jobs/jobs';
import { smtpTransport } from '../../jobs/mailer';
import { emailChangedMail, newDeviceMail, passwordResetMail } from './staff-mail';
import { type PasswordResets, RESET_MINUTES } from './password-reset';

type Notice = JobQueues['security-mail'];

/** What the owner of an account reads: what happened, and what to do if it was not them. */
export function securityMailFor(
  _notice: Notice & { kind: 'lockout' },
  username: string,
  when: Date,
) {
  const at = when.toISOString().replace('T', ' ').slice(0, 16);
  const text =
    `Your DigitalRideWeb back-office account "${username}" was locked at ${at} UTC after too ` +
    'many failed sign-in attempts. It unlocks by itself after 15 minutes, or an admin can unlock it.\n\n' +
    'If this was not you, tell an admin: someone may be guessing your password.\n';
  const html =
    `<p>Your DigitalRideWeb back-office account <strong>${escapeHtml(username)}</strong> was locked at ${at} UTC ` +
    'after too many failed sign-in attempts. It unlocks by itself after 15 minutes, or an admin can unlock it.</p>' +
    '<p>If this was not you, tell an admin: someone may be guessing your password.</p>';
  return { subject: 'Your account was locked after failed sign-ins', text, html };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * E-mail to a staff member about their own account (a lockout, a reset link), through the job queue: queued
 * with the activity entry that records it, sent by a worker on any instance. None without SMTP_URL.
 */
export function securityMailWorker(
  config: Config,
  log: Logger,
  emailOf: (userId: number) => Promise<{ username: string; email: string | null } | null>,
  resets: PasswordResets,
): AnyJobWorker[] {
  const { SMTP_URL } = config;
  if (!SMTP_URL) return [];
  const transport = smtpTransport(SMTP_URL, config.SMTP_TLS);
  const from = config.MAIL_FROM ?? 'DigitalRideWeb <no-reply@digitalride.local>';
  const baseUrl = (config.BACKOFFICE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return [
    {
      queue: 'security-mail',
      retryLimit: 20,
      retryDelay: 10,
      async run(notice) {
        const owner = await emailOf(notice.userId);
        if (notice.kind === 'email-changed') {
          // Sent to the address it names, the old one included: its owner may not have changed it.
          if (!owner) return;
          const mail = await emailChangedMail({ username: owner.username, side: notice.side });
          await transport.sendMail({ from, to: notice.to, ...mail });
          log.info({ kind: notice.kind, userId: notice.userId }, 'security e-mail sent');
          return;
        }
        if (!owner?.email) return;
        const mail =
          notice.kind === 'new-device'
            ? await newDeviceMail({ username: owner.username, ...notice })
            : securityMailFor(notice, owner.username, new Date());
        await transport.sendMail({
          from,
          to: owner.email,
          ...mail,
        });
        log.info({ kind: notice.kind, userId: notice.userId }, 'security e-mail sent');
      },
    },
    {
      // Forgot password: nothing is sent when no active account has the address.
      queue: 'password-reset-mail',
      retryLimit: 5,
      retryDelay: 10,
      async run({ address }) {
        const reset = await resets.issue(address);
        if (!reset) return;
        const link = `${baseUrl}/reset-password?token=${reset.token}`;
        const mail = await passwordResetMail({
          username: reset.username,
          link,
          minutes: RESET_MINUTES,
        });
        try {
          await transport.sendMail({ from, to: reset.email, ...mail });
        } catch (err) {
          await resets.withdraw(reset.token);
          throw err;
        }
        log.info({ userId: reset.userId }, 'password reset e-mail sent');
      },
    },
  ];
}
