import { escapeHtml as escape } from '../../ssr/head';

/** What the mail is made of: the reply and the message it answers. */
export interface ReplyMailParts {
  body: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** When the visitor wrote. */
  receivedAt: Date;
}

const paragraphs = (text: string) => escape(text).replace(/\r?\n/g, '<br>\n');

/**
 * The e-mail to the visitor: `Re: <subject>`, the reply, then their message quoted; plain text
 * and HTML, the HTML escaping everything the visitor and staff wrote.
 */
export function replyMail(p: ReplyMailParts, from: string) {
  const when = `${p.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const said = `On ${when}, ${p.name} <${p.email}> wrote:`;
  const quoted = p.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    from,
    to: { name: p.name, address: p.email },
    subject: `Re: ${p.subject}`,
    text: `${p.body}\n\n${said}\n${quoted}\n`,
    html:
      `<div>${paragraphs(p.body)}</div>\n<p>${escape(said)}</p>\n` +
      `<blockquote style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">` +
      `${paragraphs(p.message)}</blockquote>\n`,
  };
}
