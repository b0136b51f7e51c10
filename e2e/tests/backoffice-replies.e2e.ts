import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { startApp, type AppProcess } from '../support/app-process';
import { describeInBrowser, signIn } from '../support/browser';
import { sharedBrowser } from './backoffice-api';
import { pageReady } from './site-support';

const ADMIN = { username: 'admin', password: 'replies-admin-password' };
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, select, textarea'));

describeInBrowser('staff answer a visitor by e-mail', () => {
  const browser = sharedBrowser();
  const inbox: ParsedMail[] = [];
  let smtp: SMTPServer;
  let app: AppProcess;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => inbox.push(mail))
          .then(() => done(), done);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    // An app of its own: the shared one has no mail configured.
    app = await startApp({
      env: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'e2e-replies-secret-e2e-replies-secret-0123',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'DigitalRideWeb <hello@digitalride.test>',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('a visitor writes; staff open the message, reply and see it SENT; the visitor gets it with the quote', async () => {
    const context = await browser().newContext({ baseURL: app.url });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('response', (res) => {
      if (res.status() >= 500) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    });

    await page.goto('/pages/contactus');
    await pageReady(page);
    await field(page, 'Name').fill('Farzana <Akter>');
    await field(page, 'Contact number').fill('+880 1812-345678');
    await field(page, 'Email').fill('farzana@example.com');
    await field(page, 'Subject').fill('Blue umbrella');
    await field(page, 'Message').fill('I left a blue umbrella in the car <trip 10:15>.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, Farzana <Akter>').waitFor();

    await signIn(page, '/dashbord/viewMessage', ADMIN);
    await page.getByRole('link', { name: 'Open the conversation with Farzana <Akter>' }).click();
    await page.getByRole('heading', { name: 'Blue umbrella' }).waitFor();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await conversation.getByText('I left a blue umbrella in the car <trip 10:15>.').waitFor();
    await page.getByLabel('Your reply').fill('We found it & kept it <safe>.\nCome by any day.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await conversation.getByText('admin replied', { exact: false }).waitFor();
    await conversation.getByLabel('E-mail sent').waitFor({ timeout: 30_000 });
    await page.getByText('In progress').waitFor();

    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail.subject).toBe('Re: Blue umbrella');
    expect(mail.text).toContain('We found it & kept it <safe>.\nCome by any day.');
    expect(mail.text).toContain('> I left a blue umbrella in the car <trip 10:15>.');
    expect(mail.html).toContain('&lt;trip 10:15&gt;');
    expect(problems).toEqual([]);
    await context.close();
  });
});
