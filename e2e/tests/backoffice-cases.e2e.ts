/* Cases (PRODUCT.md §22), on an app of its own with a real SMTP server: an admin keeps a Bangla
   reply template (an unknown placeholder refused in both languages); a Bangla visitor's message
   arrives and is auto-assigned to the one colleague on duty; the admin mentions her in an internal
   note and she sees the alert live; the admin answers with the template, picked with / and
   previewed filled in; the visitor's mail arrives filled in, without the note. A booking goes to
   her too, and the admin takes it with "Assign to me" on the reservations' row; the message waits
   on its visitor, and her Bangla status page says so; the owner's change is in the activity log,
   before and after. Back to New, the message goes late (in red in the Late view), is deleted
   by mistake and undone. */
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { dhakaDaysAhead } from '../support/assets';
import { describeInBrowser, formField, launch } from '../support/browser';
import { startMailApp, type MailApp } from '../support/mail-app';
import { shots } from '../support/shots';

let mailApp: MailApp;
let browser: Browser;

beforeAll(async () => {
  mailApp = await startMailApp('cases');
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mailApp?.stop();
});

async function call<T>(query: string, variables: object, token?: string): Promise<T> {
  const res = await fetch(`${mailApp.app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await fetch(`${mailApp.app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A colleague, Nadia: an admin account with her own password and address, on duty. */
async function nadiaOnDuty(admin: string): Promise<void> {
  await call(
    'mutation($input: StaffUserInput!) { createStaffUser(input: $input) { id } }',
    { input: { username: 'nadia', role: 'admin', password: 'set-by-the-admin' } },
    admin,
  );
  const first = await tokenOf('nadia', 'set-by-the-admin');
  await call(
    'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
    { c: 'set-by-the-admin', n: 'nadia-own-password' },
    first,
  );
  const db = new Client({ connectionString: mailApp.databaseUrl });
  await db.connect();
  await db.query(`UPDATE users SET email = 'nadia@staff.example' WHERE username = 'nadia'`);
  await db.end();
  await call(
    'mutation { setOnDuty(onDuty: true) }',
    {},
    await tokenOf('nadia', 'nadia-own-password'),
  );
}

async function signInAt(page: Page, next: string, username: string, password: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

describeInBrowser('cases', () => {
  it('a message is auto-assigned, gets a mention and a templated reply the visitor receives filled in', async () => {
    const admin = await tokenOf('admin', mailApp.adminPassword);
    await nadiaOnDuty(admin);
    const context = (width: number) =>
      browser.newContext({ baseURL: mailApp.app.url, viewport: { width, height: 900 } });
    const staff = await (await context(1280)).newPage();
    const nadia = await (await context(375)).newPage();

    // The admin keeps the Bangla template; a typo in a placeholder is refused in both languages.
    await signInAt(staff, '/dashbord/reply-templates', 'admin', mailApp.adminPassword);
    const form = staff.getByRole('form', { name: 'Add template' });
    await form.getByLabel('Name').fill('ধন্যবাদ');
    // Mantine keeps the segment's radio out of sight: a person clicks its label.
    await form.locator('label', { hasText: 'বাংলা' }).click();
    await form.locator('input[type=radio][value="bn"]:checked').waitFor({ state: 'attached' });
    const body = form.getByRole('textbox', { name: /^Text/ });
    await body.fill('প্রিয় {নাম}, আপনার বার্তা পেয়েছি।');
    await form.getByRole('button', { name: 'Add template' }).click();
    await staff.getByText(/Unknown placeholder \{নাম\}.*চেনা স্থানধারক নয়/).waitFor();
    await body.fill(
      'প্রিয় {name}, আপনার বার্তা ({reference}) পেয়েছি। আজই আপনাকে ফোন করব। অবস্থা দেখুন: {status_link}',
    );
    await form.getByRole('button', { name: 'Add template' }).click();
    await staff.getByRole('table', { name: 'Reply templates' }).getByText('/ধন্যবাদ').waitFor();
    // The back office draws Bangla in the app's Bengali font (styles.css): this machine has no
    // Bengali font of its own, and the template showed as empty boxes.
    await staff.waitForFunction(() => {
      let drawn = false;
      document.fonts.forEach((f) => {
        drawn ||= f.family.includes('Noto Sans Bengali') && f.status === 'loaded';
      });
      return drawn;
    });
    await shots(staff, 'cases-templates');

    // Nadia watches her back office (375 px) while a visitor writes in Bangla.
    await signInAt(nadia, '/dashbord', 'nadia', 'nadia-own-password');
    await nadia.locator('nav[data-live-alerts]').waitFor({ state: 'attached' });
    const { sendContactMessage: sent } = await call<{
      sendContactMessage: { id: number; reference: string };
    }>(
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id reference } }',
      {
        input: {
          name: 'রাশেদা খাতুন',
          contactNumber: '01712345678',
          email: 'rasheda@example.com',
          subject: 'পার্সেল পৌঁছায়নি',
          message: 'গত সপ্তাহে পাঠানো পার্সেলটি এখনো পৌঁছায়নি।',
          locale: 'bn',
        },
      },
    );

    // Auto-assigned to the one colleague on duty.
    await staff.goto(`/dashbord/viewMessage/${sent.id}`);
    await staff.waitForFunction(() =>
      Array.from(document.querySelectorAll('label')).some(
        (label) =>
          label.textContent === 'Owner' &&
          (document.getElementById(label.htmlFor) as HTMLInputElement | null)?.value ===
            'nadia (on duty)',
      ),
    );

    // A note for Nadia: she sees it live; it stays staff-only.
    await staff.getByLabel('Add a note').fill('@nadia ওনাকে আজ ফোন করুন, অভিযোগটি জরুরি।');
    await staff.getByRole('button', { name: 'Add note' }).click();
    await staff
      .getByRole('region', { name: 'Internal notes' })
      .getByText(/ফোন করুন/)
      .waitFor();
    await nadia.getByText(`admin mentioned you on message ${sent.reference}`).waitFor();
    await shots(nadia, 'cases-mention');
    const mention = await mailApp.mailTo('nadia@staff.example', { subject: /mentioned you/ });
    expect(mention.text).toContain('ওনাকে আজ ফোন করুন');

    // The reply from the template: / offers it, the preview shows it filled in.
    const reply = staff.getByLabel('Your reply');
    await reply.fill('/ধন্য');
    await staff.getByRole('option', { name: /ধন্যবাদ/ }).click();
    const preview = staff.getByLabel('Template preview');
    await preview
      .getByText(`প্রিয় রাশেদা খাতুন, আপনার বার্তা (${sent.reference}) পেয়েছি।`, { exact: false })
      .waitFor();
    await shots(staff, 'cases-message');
    await preview.getByRole('button', { name: 'Use this reply' }).click();
    expect(await reply.inputValue()).toMatch(/^প্রিয় রাশেদা খাতুন/);
    await staff.getByRole('button', { name: 'Send reply' }).click();
    const mail = await mailApp.mailTo('rasheda@example.com', { subject: /^Re: / });
    expect(mail.text).toContain(`প্রিয় রাশেদা খাতুন, আপনার বার্তা (${sent.reference}) পেয়েছি।`);
    expect(mail.text).toContain(`/bn/status?ref=${sent.reference}`);
    expect(mail.text).not.toMatch(/ফোন করুন, অভিযোগটি|\{name\}/);

    // Nadia's own queue: "Mine".
    await nadia.goto('/dashbord/viewMessage?mine=1');
    await nadia.getByText('রাশেদা খাতুন').first().waitFor();
    await shots(nadia, 'cases-mine');

    // A booking comes in: it goes to Nadia as well; the admin takes it with "Assign to me" on
    // the reservations' row, as on messages (the shared inbox table), and it leaves Nadia's Mine.
    const { createReservation: booked } = await call<{ createReservation: { id: number } }>(
      'mutation($input: ReservationInput!) { createReservation(input: $input) { id } }',
      {
        input: {
          departureLocation: 'Gulshan',
          destinationLocation: 'Airport',
          passengerName: 'Kamal Hossain',
          email: 'kamal@example.com',
          mobile: '01812345678',
          numberOfPassengers: 2,
          journeyDate: dhakaDaysAhead(3),
        },
      },
    );
    await staff.goto('/dashbord/viewReservation');
    const row = staff.getByRole('row', { name: /Kamal Hossain/ });
    await row.getByRole('img', { name: 'Owner: nadia' }).waitFor();
    await row.getByRole('button', { name: 'Assign the booking of Kamal Hossain to me' }).click();
    await row.getByRole('img', { name: 'Owner: admin' }).waitFor();
    await shots(staff, 'cases-reservations');
    await nadia.goto('/dashbord/viewReservation?mine=1');
    await nadia.getByText('No reservation matches these filters.').waitFor();

    // The message waits on Rasheda (the reply clock stands still); her status page says so.
    await call(
      'mutation($id: Int!) { setContactMessageStatus(id: $id, status: WAITING_ON_VISITOR) { id } }',
      { id: sent.id },
      admin,
    );
    await staff.goto('/dashbord/viewMessage');
    const waiting = staff.getByRole('row', { name: /রাশেদা খাতুন/ });
    await waiting.getByText('Waiting', { exact: true }).waitFor();
    await waiting.getByRole('img', { name: 'Owner: nadia' }).waitFor();
    await shots(staff, 'cases-messages-waiting');
    const visitor = await (await context(375)).newPage();
    await visitor.goto(`/bn/status?ref=${sent.reference}`);
    await formField(visitor, 'ফোন নম্বর বা ই-মেইল').fill('rasheda@example.com');
    await visitor.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
    await visitor.getByText('আপনার উত্তরের অপেক্ষায়').first().waitFor();
    await shots(visitor, 'cases-waiting-bn');

    // The owner's change in the activity log, before and after by name.
    await staff.goto('/dashbord/activity');
    await staff
      .getByText(/Reservation DR-.*: assigned to admin/)
      .first()
      .waitFor();
    await shots(staff, 'cases-activity');
    expect(booked.id).toBeGreaterThan(0);

    // Rasheda answers by phone: back to New, the clock runs on. Its time runs out (the stored
    // deadline moved an hour back, as the working hours would after a long weekend) and the
    // message shows in red in the Late view.
    await call(
      'mutation($id: Int!) { setContactMessageStatus(id: $id, status: NEW) { id } }',
      { id: sent.id },
      admin,
    );
    const db = new Client({ connectionString: mailApp.databaseUrl });
    await db.connect();
    await db.query(
      `UPDATE contact_messages SET reply_by = now() - interval '1 hour' WHERE id = $1`,
      [sent.id],
    );
    await db.end();
    await staff.goto('/dashbord/viewMessage?status=LATE');
    const messages = staff.getByRole('table', { name: 'Messages' });
    const lateRow = messages.locator('tbody tr', { hasText: 'রাশেদা খাতুন' });
    const lateClock = lateRow.locator('[data-reply-clock="late"]');
    await lateClock.waitFor();
    expect(await lateClock.textContent()).toMatch(/^Late (\d+h|\d+h \d{2}m|\d+m)$/);
    await shots(staff, 'cases-late');

    // Deleted by mistake from the Late view, and undone: it comes back as it was, still late.
    await lateRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await lateRow.waitFor({ state: 'detached' });
    const notice = staff.locator('.mantine-Notification-root', { hasText: 'Message deleted.' });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await staff.getByText('Restored.').waitFor();
    await lateRow.locator('[data-reply-clock="late"]').waitFor();
  }, 90_000);
});
