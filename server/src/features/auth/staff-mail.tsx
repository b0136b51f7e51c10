import { MailLayout, Para, renderMail } from '../../mail/layout';

/**
 * The password-reset e-mail a staff member asked for on /login, in English, the
 * back office's language: the link, how long it lasts, and what to do if they did not ask.
 */
export async function passwordResetMail(p: { username: string; link: string; minutes: number }) {
  const body = await renderMail(
    <MailLayout
      locale="en"
      preview="A link to choose a new back-office password"
      heading="Choose a new password"
      action={{ href: p.link, label: 'Choose a new password' }}
    >
      <Para>
        Someone, hopefully you, asked to reset the password of the back-office account “{p.username}
        ”. The button below opens a page where you choose a new one. The link works once, for{' '}
        {p.minutes} minutes, and signs the account out everywhere.
      </Para>
      <Para>
        If you did not ask, ignore this e-mail: your password stays as it is. If you get these
        without asking, tell an admin.
      </Para>
      <Para>Or paste this address into your browser: {p.link}</Para>
    </MailLayout>,
  );
  return { subject: 'Reset your DigitalRideWeb back-office password', ...body };
}

/**
 * A sign-in to a staff account from a device and network it had not used before: when and with what, and what to do if it was not its owner.
 */
export async function newDeviceMail(p: { username: string; device: string; at: string }) {
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(p.at));
  const body = await renderMail(
    <MailLayout
      locale="en"
      preview={`A sign-in to ${p.username} from ${p.device}`}
      heading="A sign-in from a new device"
    >
      <Para>
        Your back-office account “{p.username}” was signed in to on {when} (Dhaka time) from{' '}
        {p.device}, on a device or network it had not used before.
      </Para>
      <Para>
        If this was you, there is nothing to do. If not, change your password now on My account,
        sign out your other sessions there, and tell an admin.
      </Para>
    </MailLayout>,
  );
  return { subject: 'A new sign-in to your DigitalRideWeb account', ...body };
}

/**
 * The account's e-mail address changed (§19): the old address hears it no longer gets the
 * account's reset links, the new one that it does now. Neither names the other address: the
 * old one may be read by someone the change was meant to shut out.
 */
export async function emailChangedMail(p: { username: string; side: 'old' | 'new' }) {
  const old = p.side === 'old';
  const body = await renderMail(
    <MailLayout
      locale="en"
      preview={`The e-mail address of ${p.username} was changed`}
      heading="Your account's e-mail address changed"
    >
      <Para>
        {old
          ? `The e-mail address of your back-office account “${p.username}” was changed to another one. Password reset links and notices about the account no longer come here.`
          : `This address is now the e-mail address of the back-office account “${p.username}”: password reset links and notices about the account come here.`}
      </Para>
      <Para>
        If this was you, there is nothing to do. If not, tell an admin now: someone may be taking
        over the account.
      </Para>
    </MailLayout>,
  );
  return { subject: 'The e-mail address of your DigitalRideWeb account changed', ...body };
}
