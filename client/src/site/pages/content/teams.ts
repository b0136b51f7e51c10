export interface Person {
  name: string;
  role: string;
  bio: string;
}

export interface Team {
  title: string;
  description: string;
  lead: string;
  members: Person[];
}

export const TEAMS = {
  advisors: {
    title: 'Advisor Team',
    description:
      'The advisors of DigitalRideWeb: experts in road safety, transport policy, finance, public health and technology who guide the company.',
    lead: 'Independent experts who challenge our plans on safety, regulation, finance and technology.',
    members: [
      {
        name: 'Prof. Dr. Farhana Rahman',
        role: 'Road safety',
        bio: 'Taught transport engineering for 25 years and led studies of motorcycle crashes on Dhaka’s arterial roads. Shapes our captain training.',
      },
      {
        name: 'Mahbub Alam Siddiqui',
        role: 'Transport policy',
        bio: 'Spent three decades in public transport administration; advises on vehicle enlistment and the ride-sharing guidelines.',
      },
      {
        name: 'Nusrat Jahan Khan',
        role: 'Finance and payments',
        bio: 'Former head of digital payments at a commercial bank; designed the daily payout system our captains rely on.',
      },
      {
        name: 'Dr. Arif Hossain',
        role: 'Emergency medicine',
        bio: 'Emergency physician in Dhaka; set the equipment and paramedic standards of our ICU and AC ambulances.',
      },
      {
        name: 'Sadia Islam',
        role: 'Technology',
        bio: 'Built large-scale mobile platforms in Singapore before returning home; reviews our architecture and security every quarter.',
      },
      {
        name: 'Kamrul Hasan Bhuiyan',
        role: 'Logistics',
        bio: 'Ran nationwide courier operations for ten years; helped us take parcel delivery to all 64 districts.',
      },
    ],
  },
  directors: {
    title: 'Directors',
    description:
      'The board of directors of DigitalRideWeb Limited, who set the strategy of our ride sharing, parcel delivery and IT services.',
    lead: 'The board that sets our strategy and holds the management team to account.',
    members: [
      {
        name: 'Tanvir Hasan Chowdhury',
        role: 'Managing Director & CEO',
        bio: 'Software engineer and co-founder. Led the first version of the apps and still reviews every change to how fares are calculated.',
      },
      {
        name: 'Rumana Akter',
        role: 'Director, Operations',
        bio: 'Co-founder; a former bus-company dispatcher who built our captain onboarding and the 24-hour help line.',
      },
      {
        name: 'Shahriar Kabir',
        role: 'Director, Technology',
        bio: 'Co-founder; leads the engineering teams behind the apps, dispatch and the IT services we build for clients.',
      },
      {
        name: 'Fahmida Sultana',
        role: 'Director, Finance',
        bio: 'Chartered accountant; responsible for payouts to captains and merchants, audits and investor relations.',
      },
      {
        name: 'Abdullah Al Mamun',
        role: 'Independent Director',
        bio: 'Chairs the audit committee; a career in corporate governance at listed Bangladeshi companies.',
      },
    ],
  },
  operations: {
    title: 'Operation Team',
    description:
      'The people who run DigitalRideWeb every day: captain onboarding, the 24/7 help line, parcel hubs, ambulance dispatch and safety.',
    lead: 'The people who keep rides, parcels and ambulances moving — day and night, in every city we serve.',
    members: [
      {
        name: 'Rumana Akter',
        role: 'Head of Operations',
        bio: 'Runs the operation end to end and visits a different hub every week.',
      },
      {
        name: 'Imran Hossain',
        role: 'Captain Onboarding Lead',
        bio: 'Checks papers, runs the half-day training at the Gulshan hub and welcomes 400 new captains a month.',
      },
      {
        name: 'Tasnim Ferdous',
        role: 'Help Line Manager',
        bio: 'Leads the 60-person help line that answers calls in Bangla and English around the clock.',
      },
      {
        name: 'Rakibul Islam',
        role: 'Parcel Hub Supervisor, Tejgaon',
        bio: 'Sorts 12,000 parcels a day and keeps same-day delivery inside Dhaka on time.',
      },
      {
        name: 'Nazia Parvin',
        role: 'Safety & Incident Lead',
        bio: 'Investigates every safety report within 24 hours and trains captains on women riders’ safety.',
      },
      {
        name: 'Sohel Rana',
        role: 'Ambulance Dispatch Coordinator',
        bio: 'A former paramedic who matches every ambulance request with the right vehicle and crew.',
      },
      {
        name: 'Marufa Begum',
        role: 'Merchant Success Manager',
        bio: 'Helps D-Mart merchants set up their shops and get paid on time.',
      },
      {
        name: 'Jahid Hasan',
        role: 'Chattogram City Lead',
        bio: 'Opened our Chattogram operation in 2021 and runs it with a team of 35.',
      },
    ],
  },
} satisfies Record<string, Team>;

export type TeamId = keyof typeof TEAMS;
