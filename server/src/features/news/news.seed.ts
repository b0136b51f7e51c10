import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { seedArticles, type DemoArticle } from '../../records/articles/article.seed';
import { NEWS_BN } from '../../records/articles/article.seed.bn';

export const ITEMS: DemoArticle[] = [
  [
    'DigitalRide launches 24/7 rides across Dhaka',
    'car',
    'Riders in all 50 thanas of Dhaka North and South can now book a car, bike or micro at any hour. Every trip is tracked live and covered by our rider insurance.',
  ],
  [
    'Parcel delivery reaches 64 districts',
    'parcel',
    'Merchants can now send parcels to every district of Bangladesh with next-day delivery inside Dhaka and two-day delivery to divisional cities.',
  ],
  [
    'Women-only bike rides with female captains',
    'bike',
    'Our Bike Female service pairs women riders with trained female captains, now available in Dhaka, Chattogram and Sylhet.',
  ],
  [
    'Cash on delivery settled within 24 hours',
    'parcel',
    'Merchants receive cash-on-delivery collections in their bKash, Nagad or bank account within one working day.',
  ],
  [
    'Driver captains earn up to 100% commission',
    'car',
    'For their first three months, new driver captains keep up to 100% of the fare on every completed trip.',
  ],
  [
    'Ambulance booking added to the app',
    'car',
    'AC, ICU, non-AC ambulances and body carriers can now be booked from the DigitalRide app, with a dedicated hotline for emergencies.',
  ],
  [
    'Intercity rides between Dhaka and Chattogram',
    'car',
    'Book a comfortable AC car for the Dhaka–Chattogram highway with a fixed fare shown before you confirm.',
  ],
  [
    'Our IT team ships a new merchant dashboard',
    'code',
    'Merchants can follow every parcel, print labels in bulk and download monthly statements from one dashboard.',
  ],
  [
    'Micro rentals for family trips',
    'car',
    'Micro vehicles with 7, 10 and 14 seats are now available for weddings, picnics and family trips across the country.',
  ],
  [
    'Safety week: helmets for every bike captain',
    'bike',
    'During safety week we handed out 5,000 certified helmets and ran road-safety sessions for our bike captains.',
  ],
  [
    'Fleet partners onboard 1,200 vehicles',
    'people',
    'Fleet partners from Gazipur, Narayanganj and Savar brought 1,200 vehicles to the platform this quarter.',
  ],
  [
    'Helicopter reservations now open',
    'car',
    'Corporate and medical travellers can reserve a helicopter for trips to Cox’s Bazar, Sylhet and Jashore from the booking page.',
  ],
  [
    'D-Mart: groceries delivered in 60 minutes',
    'parcel',
    'Order groceries and daily needs from D-Mart and receive them within an hour in selected Dhaka areas.',
  ],
  [
    'Rider insurance covers every trip',
    'people',
    'Every ride booked through DigitalRide includes accident insurance for the rider and the captain at no extra cost.',
  ],
  [
    'New office opens in Chattogram',
    'people',
    'Our new Agrabad office serves driver captains, fleet partners and merchants of the Chattogram division.',
  ],
  [
    'Promo code RIDE50 for first rides',
    'car',
    'New customers get 50% off their first three rides with the promo code RIDE50, up to 100 taka per ride.',
  ],
  [
    'Software solutions for logistics firms',
    'code',
    'Our IT services team builds route planning, warehouse and fleet tracking software for logistics companies.',
  ],
  [
    '20% off parcel delivery for new merchants',
    'parcel',
    'Merchants who register this month pay 20% less on every parcel for their first 60 days.',
  ],
  [
    'Captain training centre in Mirpur',
    'people',
    'Driver captains can now take free training on safe driving, customer service and the app at our Mirpur centre.',
  ],
  [
    'Live trip sharing with family',
    'car',
    'Riders can share a live link of their trip with family members, who can follow the route until arrival.',
  ],
  [
    'Eid travel: extra cars and micros',
    'car',
    'For the Eid holidays we add extra cars and micros on the routes out of Dhaka, bookable up to seven days ahead.',
  ],
  [
    'Mobile apps redesigned for speed',
    'code',
    'The customer and driver apps load twice as fast on entry-level phones and use less mobile data.',
  ],
  [
    'Partnership with city hospitals',
    'people',
    'Patients discharged from partner hospitals get priority ambulance and car bookings at a reduced fare.',
  ],
  [
    'Same-day parcels inside Dhaka',
    'parcel',
    'Parcels picked up before noon are delivered the same day anywhere inside Dhaka city.',
  ],
  [
    'DigitalRide wins national startup award',
    'people',
    'DigitalRide was named one of the most promising technology startups of Bangladesh for its work in ride sharing and logistics.',
  ],
];

export const seedNews = (services: Services, log: Logger) =>
  seedArticles(services.news, ITEMS, { what: 'news', everyDays: 9, bangla: NEWS_BN }, log);
