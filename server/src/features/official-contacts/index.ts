import type { Feature } from '../../feature';
import { ContactCheckLimit } from '../../limits';
import { checkForm } from './check-form';
import { OfficialContact } from './official-contact.entity';
import { OfficialContactResolver } from './official-contact.resolver';
import { seedOfficialContacts } from './official-contact.seed';
import { OfficialContactService } from './official-contact.service';

/** "Is this really us?" (PRODUCT.md §24): the official contacts staff keep, checked by visitors. */
export const officialContactsFeature: Feature = {
  name: 'official-contacts',
  entities: [OfficialContact],
  resolvers: [OfficialContactResolver],
  routes: [],
  forms: (s) => [checkForm(s)],
  seed: seedOfficialContacts,
  services: (d, built) => ({
    officialContacts: new OfficialContactService(d, new ContactCheckLimit(d.pool), built.messages),
  }),
};

declare module '../../services' {
  interface Services {
    officialContacts: OfficialContactService;
  }
}
