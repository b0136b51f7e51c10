import { COMPANY } from '../../siteConfig';

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

export const HELP = {
  description:
    'Answers to common questions about booking rides, fares and payments, driving with DigitalRideWeb, parcel delivery and your account.',
  lead: 'Quick answers to the questions our help line hears most. Still stuck? We answer 24 hours a day.',
  groups: [
    {
      id: 'riders',
      title: 'Booking a ride',
      faqs: [
        {
          question: 'How do I book a ride?',
          answer:
            'Open the customer app, set your pick-up and drop-off points, choose a vehicle and confirm. You can also book ahead on this website under Book a Ride; our team confirms the booking by phone.',
        },
        {
          question: 'How is the fare calculated?',
          answer:
            'In the app the fare depends on distance, time and vehicle type and is shown before you confirm. Popular routes such as Dhaka–Chattogram have a fixed fare that you can check on our home page.',
        },
        {
          question: 'Can I book a ride for someone else?',
          answer:
            'Yes. Enter their name and mobile number when you book; the captain will call them, and you can follow the trip live.',
        },
        {
          question: 'How do I book an ambulance?',
          answer:
            'Choose Ambulance in the app or call the help line. Tell us whether the patient needs oxygen or ICU support so we send the right vehicle and crew.',
        },
        {
          question: 'I left something in the vehicle. What do I do?',
          answer:
            'Open the trip in your history and press “Lost item” to call the captain through the app. If you cannot reach them, the help line will.',
        },
      ],
    },
    {
      id: 'payments',
      title: 'Fares and payments',
      faqs: [
        {
          question: 'How can I pay?',
          answer:
            'Cash, debit or credit card, or mobile wallet. Choose the method before you confirm the ride.',
        },
        {
          question: 'How do I use a promo code?',
          answer:
            'Enter the code under Offers before confirming a ride. The discount appears on the fare screen; one code can be used per account.',
        },
        {
          question: 'I was charged the wrong fare.',
          answer:
            'Report it from the trip receipt within 7 days. If we charged too much, the difference goes back to your payment method within seven working days.',
        },
      ],
    },
    {
      id: 'drivers',
      title: 'Driving with us',
      faqs: [
        {
          question: 'What do I need to become a driver captain?',
          answer:
            'A valid driving licence, your NID, and the registration, fitness certificate, tax token and insurance of your vehicle. Bikes and cars must be no more than ten years old.',
        },
        {
          question: 'How much commission does DigitalRideWeb take?',
          answer:
            'Nothing in your first month. After that 10% on bikes and 15% on cars and micros, and zero during weekly bonus hours.',
        },
        {
          question: 'When do I get paid?',
          answer:
            'Every day. Earnings reach your mobile wallet or bank account by 10 am the next morning.',
        },
        {
          question: 'I do not own a vehicle. Can I still drive?',
          answer:
            'Yes. Our fleet partners rent vehicles to registered captains; register as a driver captain and tick “I need a vehicle”.',
        },
      ],
    },
    {
      id: 'parcels',
      title: 'Parcels and D-Mart',
      faqs: [
        {
          question: 'How fast is delivery?',
          answer:
            'Same day inside Dhaka for parcels picked up before 2 pm, next day to district towns, and two to three days to upazilas.',
        },
        {
          question: 'What can I not send?',
          answer:
            'Cash, jewellery, weapons, drugs, flammable or liquid goods in unsealed containers, and live animals.',
        },
        {
          question: 'How do merchants get cash on delivery?',
          answer:
            'We transfer collected cash to your bank or mobile wallet within two working days of delivery, with a statement for every parcel.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      faqs: [
        {
          question: 'How do I change my phone number?',
          answer:
            'In the app go to Profile → Phone number; we confirm the new number with a one-time password.',
        },
        {
          question: 'How do I delete my account?',
          answer: `Go to Profile → Delete account, or write to ${COMPANY.email}. We delete your data except what the law requires us to keep; see our privacy policy.`,
        },
      ],
    },
  ] satisfies FaqGroup[],
};
