import type { ProseSection } from '../../ui/Prose';
import { COMPANY } from '../../siteConfig';

export interface LegalDocument {
  title: string;
  description: string;
  lead: string;
  updated: string;
  sections: ProseSection[];
}

const privacy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'How DigitalRideWeb collects, uses, shares and protects the personal data of riders, driver captains, merchants and website visitors.',
  lead: 'What we collect when you ride, drive, send a parcel or visit this site, why we need it, and the choices you have.',
  updated: '2022-06-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${COMPANY.legalName} ("DigitalRideWeb", "we") runs the DigitalRideWeb customer and driver apps, the D-Mart merchant service and this website from ${COMPANY.address.join(', ')}. We decide how your personal data is used and are responsible for it.`,
        'This policy applies to everyone who uses our services in Bangladesh: riders and customers, driver captains, fleet partners, merchants, and visitors who write to us or book through this site.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We only ask for what we need to run a trip, a delivery or your account:'],
      bullets: [
        'Account details: your name, mobile number with country code, e-mail address and city.',
        'Trip and delivery details: pick-up and drop-off points, journey date, number of passengers, fares and receipts.',
        'Location while a trip or delivery is active, so that captains can find you and family members you share a trip with can follow it.',
        'For driver captains and fleet partners: national ID (NID), driving licence, vehicle registration, fitness certificate, tax token and insurance papers, and a photograph.',
        'For merchants: business name, product category, pick-up address, and the bank or mobile wallet account that receives collected cash.',
        'Documents you attach to a booking (a PDF or image of up to 10 MB), such as a travel permit or a hospital referral.',
        'Messages you send us through the contact form, by e-mail or on the help line.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      bullets: [
        'To match you with a captain, show the fare before you confirm and complete the trip or delivery.',
        'To check that every captain and vehicle meets our standards and the requirements of the Bangladesh Road Transport Authority (BRTA).',
        'To keep people safe: the emergency button, trip sharing, and investigating incidents that riders or captains report.',
        'To pay captains and merchants and to collect fares and cash on delivery.',
        'To answer your messages and calls, and to tell you about changes to your booking.',
        'To send offers, such as promo codes, only if you have agreed; every message has a way to stop them.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We never sell personal data. We share it only where a trip, a payment or the law requires it:',
      ],
      bullets: [
        'Your captain sees your first name, pick-up point and destination; you see your captain’s name, photo, vehicle and plate number.',
        'Payment partners process card and mobile wallet payments; they receive the amount and a reference, not your trip history.',
        'Insurance partners receive the details of a trip when a claim is made.',
        'Law-enforcement agencies of Bangladesh receive data only on a written, lawful request, or when someone’s life is at risk.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Trip and payment records are kept for six years to meet tax and accounting rules. Location traces are reduced to pick-up and drop-off points after 90 days. Booking documents are deleted together with their reservation, and at the latest one year after the journey date. Contact messages are deleted two years after the conversation ends.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Data travels encrypted (HTTPS) and is stored on servers in access-controlled data centres. Only trained staff whose work needs it can see personal data, each with their own account, and every access to booking documents is limited to administrators. Passwords are stored only as salted hashes.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      bullets: [
        'See the data we hold about you, and correct what is wrong.',
        'Close your account; we then delete or anonymise your data except what the law obliges us to keep.',
        'Stop marketing messages at any time from the app or by replying STOP.',
        'Turn off location sharing when you are not on a trip.',
      ],
      after: [
        `Write to ${COMPANY.email} or call ${COMPANY.phone}; we answer within 15 working days.`,
      ],
    },
    {
      id: 'cookies',
      heading: 'This website',
      paragraphs: [
        'This website does not use advertising or tracking cookies. When a staff member signs in, a session token is kept in the browser’s local storage until they sign out or the session expires.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top and, for important changes, tell account holders in the app at least 15 days before the change applies.',
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Terms & Conditions',
  description:
    'The terms for riding, driving, sending parcels and booking with DigitalRideWeb in Bangladesh: fares, cancellations, conduct, liability and disputes.',
  lead: 'The agreement between you and DigitalRideWeb when you book a ride, drive with us, send a parcel or use this website.',
  updated: '2022-06-01',
  sections: [
    {
      id: 'agreement',
      heading: 'The agreement',
      paragraphs: [
        `These terms are an agreement between you and ${COMPANY.legalName}. By creating an account, booking on this website or using our apps you accept them. If you do not accept them, please do not use our services.`,
        'You must be at least 18 years old to hold an account. Children may ride when an adult books the trip and travels with them or stays reachable by phone.',
      ],
    },
    {
      id: 'service',
      heading: 'What we provide',
      paragraphs: [
        'DigitalRideWeb connects riders with independent driver captains and fleet partners who own or operate the vehicles, and carries parcels for merchants and individuals. We check captains and vehicles before they join and keep checking them, set the fares, handle payments and run the help line.',
      ],
    },
    {
      id: 'bookings',
      heading: 'Bookings and fares',
      bullets: [
        'The fare shown before you confirm is the fare you pay, except for tolls, parking and waiting time beyond five minutes, which the app lists separately.',
        'Fixed-route fares (for example Dhaka to Chattogram) are shown on this website and apply to an AC car; larger vehicles are quoted when you book.',
        'A booking made on this website is a request: our team confirms it by phone or e-mail before the journey date.',
        'Helicopter charters depend on weather and civil-aviation clearance; if a flight cannot go, you get a full refund or a new date.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations and refunds',
      bullets: [
        'Cancelling a ride is free until a captain accepts it, and free within two minutes after that.',
        'After that, or when the captain has waited more than five minutes at the pick-up point, a cancellation fee of Tk 30 (bike) or Tk 50 (car and micro) applies.',
        'Reservations made on this website can be cancelled free of charge until 24 hours before the journey date.',
        'Refunds go back to the original payment method within seven working days.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Your conduct',
      paragraphs: ['Riders, captains and merchants agree to:'],
      bullets: [
        'Treat each other with respect; harassment, threats or discrimination end the account.',
        'Not smoke, carry illegal goods or ask the captain to break traffic law.',
        'Wear the helmet provided on bike rides.',
        'Send only parcels that are legal, properly packed and truthfully described; we do not carry cash, jewellery, medicines without prescription, or dangerous goods.',
      ],
      after: ['Breaches are handled under the penalties published in our ride-sharing guideline.'],
    },
    {
      id: 'parcels',
      heading: 'Parcels',
      paragraphs: [
        'We are responsible for a parcel from pick-up until delivery. If a parcel is lost or damaged while with us, we pay its declared value up to Tk 5,000, or more when you bought extra cover at booking. Claims must reach us within 7 days of the delivery date.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'Every trip with a registered captain is insured for personal accident. Beyond that insurance and the parcel cover above, our liability is limited to the fare of the trip or delivery concerned, except where the law of Bangladesh does not allow such a limit.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Suspending accounts',
      paragraphs: [
        'We may suspend an account while we investigate a safety report, unpaid fares or fraud, and close it when the report is confirmed. You can ask for a review by writing to us within 30 days.',
      ],
    },
    {
      id: 'law',
      heading: 'Law and disputes',
      paragraphs: [
        'These terms are governed by the laws of Bangladesh. We try to settle every complaint through our help line first; if that fails, the courts of Dhaka have jurisdiction.',
        `Questions about these terms: ${COMPANY.email}.`,
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS = { privacy, terms };
export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;
