import type { Messages } from '@lingui/core';
import { PARTNERS } from '../home/homeContent';
import { REGISTRATION_KINDS } from '../registration/registrationKinds';
import type { IslandName } from './registry';

/**
 * The messages each island can show, by id ('booking.from') or prefix ('reg.': every id under
 * reg.): what the
 * server writes beside the island (Island.tsx) instead of the browser fetching the page's whole
 * catalog for a form that shows thirty of its strings. List every message the island
 * may show later too (validation, errors, results), not only those of its first render: a message
 * missing here shows as its id, and says so in the console (hydrate.tsx), which the browser tests
 * fail on.
 */
export const ISLAND_MESSAGES: Record<IslandName, readonly string[]> = {
  VehicleTabs: ['vehicles.', 'vehicleCategory.', 'vehicle.', 'common.'],
  FareEstimate: [
    ...['estimate.', 'fare.', 'from', 'to'],
    ...['booking.from', 'booking.to', 'booking.choosePickup', 'booking.chooseDestination'],
  ],
  ContactForm: ['contact.', 'consent.contact', 'ref.', 'validation.', 'form.', 'error.'],
  RegistrationForm: [
    ...['reg.field.', 'reg.rule.', 'reg.received', 'reg.thankYou', 'ref.', 'consent.registration'],
    // The papers a kind sends, and what became of each (PapersSent.tsx).
    ...['reg.docs.', 'doc.', 'booking.upload.saving', 'booking.upload.cancel'],
    ...Object.values(REGISTRATION_KINDS).flatMap((k) => [k.pageName, k.submitLabel, k.success]),
    ...['city.', 'product.', 'vehicle.', 'validation.', 'form.', 'error.', 'js.'],
  ],
  PartnerCarousel: ['partners.', ...PARTNERS.map((partner) => partner.field)],
  Portfolio: ['portfolio.', 'common.'],
  ParcelPrice: ['parcelPrice.'],
  BookingForm: [
    'booking.',
    'consent.booking',
    'fare.',
    'ref.',
    'validation.',
    'form.',
    'error.',
    'js.',
  ],
};

/** Each catalog's picks, per island: a page renders every island it has on every cache miss. */
const picked = new WeakMap<Messages, Map<IslandName, Messages>>();

/** The messages of `all` (one language's compiled catalog) that the island `name` may show. */
export function islandMessages(all: Messages, name: IslandName): Messages {
  let byIsland = picked.get(all);
  if (!byIsland) picked.set(all, (byIsland = new Map()));
  let messages = byIsland.get(name);
  if (!messages) {
    const prefixes = ISLAND_MESSAGES[name];
    const wanted = (id: string) =>
      prefixes.some((prefix) => (prefix.endsWith('.') ? id.startsWith(prefix) : id === prefix));
    messages = Object.fromEntries(Object.entries(all).filter(([id]) => wanted(id)));
    byIsland.set(name, messages);
  }
  return messages;
}
