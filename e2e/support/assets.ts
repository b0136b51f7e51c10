import sharp from 'sharp';

/** A real image drawn on the fly for uploads. */
export function drawnPng(width = 800, height = 450, color = '#0b7a75'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A token the browser can decode (the client does not check signatures; the server does). */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * A day `days` from today on Dhaka's calendar (YYYY-MM-DD), as a visitor there picks a journey
 * date: from 18:00 UTC Dhaka is already on tomorrow, and the server refuses a day gone by there.
 */
export const dhakaDaysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Dhaka',
  });

/** A smallest valid PDF named `<name>.pdf`, as a form's file control takes it (a partner's paper). */
export const pdfFile = (name: string) => ({
  name: `${name}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});
