import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';

export type MailLocale = 'en' | 'bn';

const BRAND = '#0b7a5c';
const FONT =
  "'Noto Sans Bengali', 'Hind Siliguri', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const FOOTER: Record<MailLocale, string> = {
  en: 'DigitalRideWeb · Level 7, Navana Tower, 45 Gulshan Avenue, Dhaka 1212 · Help line +880 9610-334455, 24 hours',
  bn: 'DigitalRideWeb · লেভেল ৭, নাভানা টাওয়ার, ৪৫ গুলশান এভিনিউ, ঢাকা ১২১২ · হেল্পলাইন +880 9610-334455, দিনরাত ২৪ ঘণ্টা',
};

/**
 * Every e-mail the site sends to a visitor, in one frame (React Email: table markup and inline
 * styles that Gmail and phone mail apps keep): the brand, a heading, the content, an optional
 * button, and the company's address and help line in the visitor's language. A one-column layout
 * at most 560 px wide, so a phone shows it without zooming.
 */
export function MailLayout({
  locale,
  preview,
  heading,
  action,
  children,
}: {
  locale: MailLocale;
  preview: string;
  heading: string;
  action?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <Html lang={locale} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f3f5f4', margin: 0, padding: '24px 0', fontFamily: FONT }}>
        <Container
          style={{
            maxWidth: '560px',
            backgroundColor: '#ffffff',
            borderRadius: '12px',
            overflow: 'hidden',
            border: '1px solid #e3e8e6',
          }}
        >
          <Section style={{ backgroundColor: BRAND, padding: '18px 28px' }}>
            <Text style={{ margin: 0, color: '#ffffff', fontSize: '20px', fontWeight: 700 }}>
              DigitalRideWeb
            </Text>
          </Section>
          <Section style={{ padding: '8px 28px 24px' }}>
            <Heading as="h1" style={{ fontSize: '22px', lineHeight: '1.35', color: '#14211c' }}>
              {heading}
            </Heading>
            {children}
            {action && (
              <Button
                href={action.href}
                style={{
                  backgroundColor: BRAND,
                  color: '#ffffff',
                  borderRadius: '8px',
                  padding: '12px 20px',
                  fontWeight: 600,
                  fontSize: '16px',
                  marginTop: '8px',
                }}
              >
                {action.label}
              </Button>
            )}
          </Section>
          <Hr style={{ borderColor: '#e3e8e6', margin: 0 }} />
          <Section style={{ padding: '14px 28px' }}>
            <Text style={{ margin: 0, color: '#5c6b66', fontSize: '13px', lineHeight: '1.5' }}>
              {FOOTER[locale]}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the mail's body. */
export function Para({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: '16px', lineHeight: '1.6', color: '#24332e', margin: '0 0 14px' }}>
      {children}
    </Text>
  );
}

/** Label-value lines (what the visitor sent), as a table every client lays out alike. */
export function Summary({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', margin: '0 0 16px', fontSize: '15px', lineHeight: '1.5' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ color: '#5c6b66', padding: '4px 12px 4px 0', verticalAlign: 'top' }}>
              {label}
            </td>
            <td style={{ color: '#14211c', padding: '4px 0', fontWeight: 600 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A mail ready for nodemailer: its HTML, and the same words as plain text. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
