import type { MessageId } from '../../i18n/i18n';
import { COMPANY } from '../siteConfig';

/** What a visitor reads is a message id (i18n/catalogs). */
interface Titled {
  title: MessageId;
  text: MessageId;
}

export const IT_SERVICES: {
  description: MessageId;
  lead: MessageId;
  offerings: Titled[];
  cases: { client: MessageId; result: MessageId }[];
  process: Titled[];
  stack: string[];
  email: string;
} = {
  description: 'it.1.description',
  lead: 'it.2.lead',
  offerings: [
    {
      title: 'it.3.title',
      text: 'it.4.text',
    },
    {
      title: 'it.5.title',
      text: 'it.6.text',
    },
    {
      title: 'it.7.title',
      text: 'it.8.text',
    },
    {
      title: 'it.9.title',
      text: 'it.10.text',
    },
    {
      title: 'it.11.title',
      text: 'it.12.text',
    },
    {
      title: 'it.13.title',
      text: 'it.14.text',
    },
  ],
  cases: [
    {
      client: 'it.15.client',
      result: 'it.16.result',
    },
    {
      client: 'it.17.client',
      result: 'it.18.result',
    },
    {
      client: 'it.19.client',
      result: 'it.20.result',
    },
  ],
  process: [
    {
      title: 'it.21.title',
      text: 'it.22.text',
    },
    { title: 'it.23.title', text: 'it.24.text' },
    {
      title: 'it.25.title',
      text: 'it.26.text',
    },
    {
      title: 'it.27.title',
      text: 'it.28.text',
    },
  ],
  stack: ['TypeScript', 'React', 'Node.js', 'Kotlin', 'Swift', 'PostgreSQL', 'GraphQL', 'Docker'],
  email: COMPANY.itEmail,
};
