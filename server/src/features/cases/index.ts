import type { Feature } from '../../feature';
import { smtpTransport } from '../../jobs/mailer';
import { InternalNote, ReplyTemplate } from './case.entities';
import { CaseResolver } from './case.resolver';
import { CaseService } from './case.service';
import { NoteService } from './note.service';
import { TemplateService } from './template.service';

/**
 * Cases (PRODUCT.md §22): who owns a request, staff's internal notes with @mentions, and reply
 * templates. The round robin itself runs as a request arrives (records/inbox/assignment.ts).
 */
export const casesFeature: Feature = {
  name: 'cases',
  entities: [InternalNote, ReplyTemplate],
  resolvers: [CaseResolver],
  routes: [],
  services: (d) => ({
    cases: new CaseService(d),
    notes: new NoteService(d),
    replyTemplates: new TemplateService(d),
  }),
  workers: (s) => {
    const { SMTP_URL, MAIL_FROM } = s.config;
    if (!SMTP_URL || !MAIL_FROM) return [];
    const transport = smtpTransport(SMTP_URL, s.config.SMTP_TLS);
    return [
      {
        queue: 'mention-mail',
        retryLimit: 20,
        retryDelay: 10,
        async run({ noteId, userId }) {
          const mail = await s.notes.mentionMail(noteId, userId);
          if (!mail) return;
          await transport.sendMail({ from: MAIL_FROM, ...mail });
          s.log.info({ noteId }, 'mention e-mail sent');
        },
      },
    ];
  },
};

declare module '../../services' {
  interface Services {
    cases: CaseService;
    notes: NoteService;
    replyTemplates: TemplateService;
  }
}
