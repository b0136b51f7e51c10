import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { seedArticles, type DemoArticle } from '../../records/articles/article.seed';
import { PRESS_BN } from '../../records/articles/article.seed.bn';

export const ITEMS: DemoArticle[] = [
  [
    'The Daily Star: a Dhaka startup bets on women bike captains',
    'bike',
    'The Daily Star profiles DigitalRide’s Bike Female service, which pairs women riders with trained female captains, and talks to captains who now earn a steady income in Mirpur and Uttara.',
  ],
  [
    'Prothom Alo: ride sharing beyond Dhaka',
    'car',
    'Prothom Alo reports on how DigitalRide brought app-based cars and bikes to Sylhet, Rajshahi and Khulna, and what local drivers say about fixed fares shown before the trip.',
  ],
  [
    'The Business Standard: parcel delivery for small online shops',
    'parcel',
    'The Business Standard looks at how Facebook-based merchants use DigitalRide parcel delivery and next-day cash-on-delivery settlement to grow outside Dhaka.',
  ],
  [
    'Dhaka Tribune: ambulances a tap away',
    'car',
    'Dhaka Tribune covers the launch of AC, ICU and non-AC ambulance booking in the DigitalRide app and the dedicated emergency hotline run with partner hospitals.',
  ],
  [
    'Financial Express: a local answer to global ride-hailing apps',
    'people',
    'The Financial Express interviews the founders on building a Bangladeshi ride-sharing company that follows the Ride-Sharing Service Guidelines 2017 from day one.',
  ],
  [
    'bdnews24.com: safety week hands out 5,000 helmets',
    'bike',
    'bdnews24.com reports from DigitalRide’s road-safety week, where bike captains received certified helmets and took part in training with traffic police.',
  ],
  [
    'New Age: fleet partners bring 1,200 vehicles on board',
    'people',
    'New Age writes about fleet owners from Gazipur, Narayanganj and Savar who put their cars and micros on the DigitalRide platform this quarter.',
  ],
  [
    'The Daily Star: software made in Bangladesh for logistics',
    'code',
    'A feature on DigitalRide’s IT services team, which builds route planning and warehouse software for local logistics companies.',
  ],
  [
    'Jugantor: Eid journeys home made easier',
    'car',
    'Jugantor describes the extra cars and micros DigitalRide puts on routes out of Dhaka for Eid, bookable a week ahead at a fixed fare.',
  ],
  [
    'Samakal: D-Mart delivers groceries within an hour',
    'parcel',
    'Samakal tries D-Mart grocery delivery in Dhanmondi and Gulshan and finds orders arriving in under 60 minutes.',
  ],
  [
    'TechShohor: inside the DigitalRide driver app',
    'code',
    'TechShohor reviews the redesigned driver app, which loads twice as fast on entry-level phones and uses less mobile data.',
  ],
  [
    'The Daily Observer: startup award for DigitalRide',
    'people',
    'The Daily Observer reports that DigitalRide was named one of the most promising technology startups of Bangladesh.',
  ],
];

export const seedPress = (services: Services, log: Logger) =>
  seedArticles(
    services.press,
    ITEMS,
    { what: 'press', everyDays: 14, artOffset: 2, bangla: PRESS_BN },
    log,
  );
