import type { Logger } from '../../logger';
import type { Services } from '../../services';

const PEOPLE = [
  'Tanvir Ahmed',
  'Nusrat Jahan',
  'Rafiqul Islam',
  'Farhana Akter',
  'Mahmudul Hasan',
  'Sadia Rahman',
  'Arif Hossain',
  'Tasnim Chowdhury',
  'Imran Kabir',
  'Sharmin Sultana',
  'Kamrul Hasan',
  'Jannatul Ferdous',
];

const TOPICS: [subject: string, message: string][] = [
  [
    'Lost item in a car',
    'I left a black umbrella in a Car AC ride from Banani to Motijheel yesterday evening. Could the captain keep it for me?',
  ],
  [
    'Corporate account',
    'Our company has 40 staff who travel between Gulshan and Tejgaon every day. Do you offer monthly corporate billing?',
  ],
  [
    'Becoming a driver captain',
    'I have a 2018 Toyota Axio and a valid driving licence. What documents do I need to join as a driver captain?',
  ],
  [
    'Parcel not delivered',
    'A parcel booked from Mirpur to Chattogram three days ago still shows "in transit". Please check and let me know.',
  ],
  [
    'Ambulance for a planned transfer',
    'We need an ICU ambulance next week to move my father from Sylhet to a hospital in Dhaka. Can this be booked ahead?',
  ],
  [
    'Promo code not working',
    'The promo code RIDE50 was refused on my first ride this morning. I registered last night with this number.',
  ],
  [
    'Software project enquiry',
    'We run a small courier company in Khulna and would like a tracking app for our riders. Can your IT team quote for this?',
  ],
  [
    'Fleet partnership',
    'I own six micros in Gazipur and would like to put them on your platform as a fleet partner. Whom should I talk to?',
  ],
  [
    'Thank you to the captain',
    'Captain Jamal drove very carefully in heavy rain last night and waited while I bought medicine. Please thank him.',
  ],
  [
    'Helicopter to Cox’s Bazar',
    'Is a helicopter available for four people from Dhaka to Cox’s Bazar on a Friday morning, and what would it cost?',
  ],
  [
    'Merchant payment schedule',
    'When are cash-on-delivery collections paid to merchants, and can I receive them in my Nagad account?',
  ],
];

/** 23 messages, so the admin table shows three pages (10 / 10 / 3). */
export async function seedMessages(services: Services, log: Logger): Promise<void> {
  if ((await services.messages.count()) > 0) return;
  const count = 23;
  for (let i = 0; i < count; i++) {
    const name = PEOPLE[i % PEOPLE.length];
    const [subject, message] = TOPICS[i % TOPICS.length];
    const [first] = name.toLowerCase().split(' ');
    await services.messages.create({
      name,
      contactNumber: `017${String(11223344 + i * 7919).slice(0, 8)}`,
      email: `${first}.${i + 1}@example.com`,
      subject,
      message,
    });
  }
  log.info({ count }, 'seeded demo contact messages');
}
