import type { MessageId } from '../../i18n/i18n';

/** What a visitor reads is a message id (i18n/catalogs). */
interface Titled {
  title: MessageId;
  text: MessageId;
}

export const PARCEL: {
  description: MessageId;
  lead: MessageId;
  services: Titled[];
  promise: MessageId[];
  steps: Titled[];
} = {
  description: 'parcel.1.description',
  lead: 'parcel.2.lead',
  services: [
    {
      title: 'parcel.3.title',
      text: 'parcel.4.text',
    },
    {
      title: 'parcel.5.title',
      text: 'parcel.6.text',
    },
    {
      title: 'parcel.7.title',
      text: 'parcel.8.text',
    },
    {
      title: 'parcel.9.title',
      text: 'parcel.10.text',
    },
    {
      title: 'parcel.11.title',
      text: 'parcel.12.text',
    },
    {
      title: 'parcel.13.title',
      text: 'parcel.14.text',
    },
  ],
  promise: ['parcel.promise.1', 'parcel.promise.2', 'parcel.promise.3', 'parcel.promise.4'],
  steps: [
    {
      title: 'parcel.25.title',
      text: 'parcel.26.text',
    },
    { title: 'parcel.27.title', text: 'parcel.28.text' },
    { title: 'parcel.29.title', text: 'parcel.30.text' },
    { title: 'parcel.31.title', text: 'parcel.32.text' },
  ],
};
