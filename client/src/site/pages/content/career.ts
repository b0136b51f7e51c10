import { COMPANY } from '../../siteConfig';

export const CAREER = {
  description:
    'Jobs at DigitalRideWeb in Dhaka and Chattogram: engineering, operations, customer support and parcel hubs. How to apply and what we offer.',
  lead: 'Help us move Bangladesh. We hire engineers, operators and problem-solvers who care about the people they serve.',
  perks: [
    {
      title: 'Fair pay, on time',
      text: 'Salaries benchmarked every year, paid on the 1st, with two festival bonuses.',
    },
    {
      title: 'Health cover',
      text: 'Medical insurance for you, your spouse and your children from your first day.',
    },
    {
      title: 'Learning budget',
      text: 'Tk 30,000 a year for courses, books and conferences, plus in-house mentoring.',
    },
    {
      title: 'Free rides',
      text: 'Twenty free rides a month and discounted parcel delivery for your family.',
    },
  ],
  openings: [
    {
      title: 'Senior React Engineer',
      team: 'Engineering',
      location: 'Dhaka (Gulshan), hybrid',
      type: 'Full time',
      summary:
        'Build the customer website and the back office with React and TypeScript; mentor two junior engineers.',
    },
    {
      title: 'Android Engineer (Kotlin)',
      team: 'Engineering',
      location: 'Dhaka (Gulshan), hybrid',
      type: 'Full time',
      summary: 'Own the driver app: trip offers, navigation hand-off and offline-tolerant payouts.',
    },
    {
      title: 'Captain Onboarding Officer',
      team: 'Operations',
      location: 'Chattogram (Agrabad)',
      type: 'Full time',
      summary:
        'Check documents, run training sessions and welcome new captains in our Chattogram hub.',
    },
    {
      title: 'Help Line Agent (Bangla & English)',
      team: 'Customer support',
      location: 'Dhaka (Gulshan), shifts',
      type: 'Full time',
      summary:
        'Answer riders, captains and merchants by phone and chat, including night shifts with allowance.',
    },
    {
      title: 'Parcel Hub Associate',
      team: 'Logistics',
      location: 'Dhaka (Tejgaon)',
      type: 'Full time',
      summary: 'Sort, scan and dispatch parcels for same-day delivery; forklift licence a plus.',
    },
    {
      title: 'Data Analyst Intern',
      team: 'Strategy',
      location: 'Dhaka (Gulshan)',
      type: 'Internship',
      summary:
        'Six months analysing trip and delivery data with SQL and Python; final-year students welcome.',
    },
  ],
  process: [
    'Send your CV and a short note on why the role interests you.',
    'A 30-minute call with the hiring manager within a week.',
    'A practical task or a visit to the hub — paid if it takes more than two hours.',
    'A final conversation with the team, and an offer within five working days.',
  ],
  email: COMPANY.careersEmail,
};
