/**
 * Replies e-mailed to visitors through the job queue, against a real SMTP server on a free
 * port (test/smtp.ts): the mail's content and escaping, QUEUED → SENT, a failure → FAILED after the
 * retry, "send again", and every refusal changing nothing.
 */
import { appPerFile, type TestApp, createTestApp } from '../../test/harness';
import { createMailTestApp } from '../../test/mail-app';
import type { ParsedMail } from 'mailparser';

let refuse = false;
const inbox: ParsedMail[] = [];
const t = appPerFile(() =>
  createMailTestApp(
    { MAIL_FROM: 'DigitalRideWeb <hello@digitalride.test>' },
    { inbox, refuse: () => refuse, retryLimit: 1 },
  ),
);
beforeEach(() => {
  refuse = false;
});

const REPLY = `mutation($id: Int!, $body: String!) {
  replyToContactMessage(id: $id, body: $body) { id body author status }
}`;
const CONVERSATION = `query($id: Int!) {
  contactMessage(id: $id) { status replies { id body author status createdAt } }
}`;

const visitor = {
  name: 'Nusrat <b>Jahan</b>',
  contactNumber: '01712345678',
  email: 'nusrat@example.com',
  subject: 'Corporate <account>',
  message: 'Hello & welcome\n<script>alert(1)</script>',
};

jest.setTimeout(30_000);

/** Waits for what staff would see: the reply's status, as the conversation shows it. */
async function replyStatus(messageId: number, want: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const res = await t.gql(CONVERSATION, { id: messageId }, t.adminToken());
    const status = res.body.data.contactMessage.replies.at(-1).status;
    if (status === want) return res.body.data.contactMessage;
    if (Date.now() > until) throw new Error(`the reply stayed ${status}, never ${want}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Staff's replies among the mails: the visitor also gets their message's confirmation (visitor-mail.ts). */
const replies = () => inbox.filter((mail) => mail.subject?.startsWith('Re: '));

describe('replies by e-mail', () => {
  it('e-mails the visitor Re: <subject> with the quote, escaped; QUEUED → SENT; NEW → IN_PROGRESS', async () => {
    const m = await t.services.messages.create(visitor);
    const res = await t.gql(
      REPLY,
      { id: m.id, body: ' Thank you <3\nWe will call you. ' },
      t.adminToken(),
    );
    expect(res.body.data.replyToContactMessage).toMatchObject({
      body: 'Thank you <3\nWe will call you.',
      author: 'admin',
      status: 'QUEUED',
    });
    const conversation = await replyStatus(m.id, 'SENT');
    expect(conversation.status).toBe('IN_PROGRESS');
    expect(replies()).toHaveLength(1);
    const [mail] = replies();
    expect(mail.subject).toBe('Re: Corporate <account>');
    expect(mail.from?.value[0]).toMatchObject({
      name: 'DigitalRideWeb',
      address: 'hello@digitalride.test',
    });
    expect(mail.to && 'value' in mail.to && mail.to.value[0].address).toBe('nusrat@example.com');
    expect(mail.text).toContain('Thank you <3\nWe will call you.');
    expect(mail.text).toContain('> Hello & welcome\n> <script>alert(1)</script>');
    expect(mail.html).toContain('Thank you &lt;3<br>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Nusrat &lt;b&gt;Jahan&lt;/b&gt;');
    expect(mail.html).not.toMatch(/<script|<b>/);
    const log = await t.ds.query<{ action: string; entity_id: number }[]>(
      `SELECT action, entity_id FROM activity_entries WHERE action = 'reply'`,
    );
    expect(log).toEqual([{ action: 'reply', entity_id: m.id }]);
  });

  it('marks a reply FAILED after its retry, and "send again" sends it', async () => {
    const m = await t.services.messages.create(visitor);
    refuse = true;
    await t.gql(REPLY, { id: m.id, body: 'First answer' }, t.adminToken());
    const failed = await replyStatus(m.id, 'FAILED');
    expect(replies()).toHaveLength(0);
    refuse = false;
    const again = await t.gql(
      `mutation($id: Int!) { sendContactReplyAgain(id: $id) { status } }`,
      { id: failed.replies[0].id },
      t.adminToken(),
    );
    expect(again.body.data.sendContactReplyAgain.status).toBe('QUEUED');
    await replyStatus(m.id, 'SENT');
    expect(replies().map((mail) => mail.text?.split('\n')[0])).toEqual(['First answer']);
    // Replies, oldest first.
    await t.gql(REPLY, { id: m.id, body: 'Second answer' }, t.adminToken());
    const both = await replyStatus(m.id, 'SENT');
    expect(both.replies.map((r: { body: string }) => r.body)).toEqual([
      'First answer',
      'Second answer',
    ]);
  });

  it('queues the e-mail in the reply’s transaction: a reply that fails to store queues nothing', async () => {
    const m = await t.services.messages.create({ ...visitor, subject: 'Poison' });
    const jobs = async () =>
      (await t.ds.query(`SELECT id FROM pgboss.job WHERE name = 'reply-mail'`)).length;
    const before = await jobs();
    // The activity entry, written after the job is queued, is refused by the database.
    await t.ds.query(
      `ALTER TABLE activity_entries ADD CONSTRAINT test_poison CHECK (summary NOT LIKE '%Poison%')`,
    );
    try {
      const res = await t.gql(REPLY, { id: m.id, body: 'Hi' }, t.adminToken());
      expect(res.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await t.ds.query('ALTER TABLE activity_entries DROP CONSTRAINT test_poison');
    }
    expect(await t.ds.query('SELECT id FROM contact_replies')).toEqual([]);
    expect(await jobs()).toBe(before);
    expect((await t.services.messages.get(m.id)).status).toBe('NEW');
  });

  it('refuses an empty or too long reply, a deleted message and editors; nothing is stored', async () => {
    const m = await t.services.messages.create(visitor);
    const empty = await t.gql(REPLY, { id: m.id, body: '   ' }, t.adminToken());
    expect(empty.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'body', message: 'Write a reply first' }],
    });
    const long = await t.gql(REPLY, { id: m.id, body: 'x'.repeat(10_001) }, t.adminToken());
    expect(long.body.errors[0].extensions.fields).toEqual([
      { field: 'body', message: 'A reply must be at most 10,000 characters' },
    ]);
    const editor = await t.staffToken('editor1', 'editor');
    const refused = await t.gql(REPLY, { id: m.id, body: 'Hi' }, editor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t.services.messages.delete(m.id, { id: 1, username: 'admin' });
    const gone = await t.gql(REPLY, { id: m.id, body: 'Hi' }, t.adminToken());
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await t.ds.query('SELECT id FROM contact_replies')).toEqual([]);
    expect(replies()).toHaveLength(0);
  });
});

describe('without mail configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('refuses with MAIL_NOT_CONFIGURED, stores nothing, and says so', async () => {
    await plain.reset();
    const m = await plain.services.messages.create(visitor);
    const res = await plain.gql(REPLY, { id: m.id, body: 'Hi' }, plain.adminToken());
    expect(res.body.errors[0].extensions.code).toBe('MAIL_NOT_CONFIGURED');
    expect(await plain.ds.query('SELECT id FROM contact_replies')).toEqual([]);
    expect((await plain.services.messages.get(m.id)).status).toBe('NEW');
    const flag = await plain.gql('{ replyMailConfigured }', {}, plain.adminToken());
    expect(flag.body.data.replyMailConfigured).toBe(false);
  });
});
