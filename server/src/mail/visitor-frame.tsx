import type { ReactNode } from 'react';
import { MailLayout, renderMail, type MailLocale } from './layout';

/** What every mail to a visitor says around its content. */
export interface MailWords {
  subject: string;
  heading: string;
  /** the first line: the inbox's preview, and the mail's opening paragraph */
  lead: string;
  /** the button's label */
  button: string;
}

/**
 * A mail to a visitor in their language. `words` holds both languages side by side — the same
 * shape in each, so a line missing in Bangla does not compile — and the visitor's are chosen
 * once, here; `content` draws the rest from them. The button goes to `href`.
 */
export async function visitorMail<W extends MailWords>(o: {
  locale: MailLocale;
  words: Record<MailLocale, W>;
  href: string;
  content: (words: W) => ReactNode;
}): Promise<{ subject: string; html: string; text: string }> {
  const words = o.words[o.locale];
  const body = await renderMail(
    <MailLayout
      locale={o.locale}
      preview={words.lead}
      heading={words.heading}
      action={{ href: o.href, label: words.button }}
    >
      {o.content(words)}
    </MailLayout>,
  );
  return { subject: words.subject, ...body };
}
