import { COMPANY } from '../siteConfig';

export const IT_SERVICES = {
  description:
    'DigitalRideWeb IT services: mobile apps, web platforms, logistics and booking software, cloud and DevOps, built in Dhaka by the team behind our own ride-sharing platform.',
  lead: 'The Dhaka engineering team behind our ride-sharing and parcel platform builds software for hospitals, schools, retailers and logistics companies.',
  offerings: [
    {
      title: 'Mobile apps',
      text: 'Android and iOS apps that work on entry-level phones and patchy 3G, in Bangla and English.',
    },
    {
      title: 'Web platforms',
      text: 'Customer websites, back offices and dashboards that load fast and stay accessible.',
    },
    {
      title: 'Booking and dispatch',
      text: 'Scheduling, live tracking and driver apps for fleets, ambulances and field teams.',
    },
    {
      title: 'Logistics software',
      text: 'Warehouse scanning, hub sorting, cash-on-delivery reconciliation and merchant portals.',
    },
    {
      title: 'Payments integration',
      text: 'Card gateways, mobile wallets and daily payouts, with reconciliation your accountants trust.',
    },
    {
      title: 'Cloud and DevOps',
      text: 'Hosting in Bangladesh or abroad, monitoring, backups and deployments several times a day.',
    },
  ],
  cases: [
    {
      client: 'A private hospital group in Dhaka',
      result:
        'Ambulance dispatch that cut the average time from call to pick-up from 34 to 19 minutes.',
    },
    {
      client: 'A school network with 14 campuses',
      result: 'A school-bus tracking app that 9,000 parents use every morning.',
    },
    {
      client: 'An online fashion retailer',
      result: 'A merchant portal and courier integration that halved failed deliveries.',
    },
  ],
  process: [
    {
      title: 'Discover',
      text: 'Two weeks with your team and your users to agree on what matters.',
    },
    { title: 'Design', text: 'Clickable prototypes tested with real users before a line of code.' },
    {
      title: 'Build',
      text: 'Two-week sprints with a working release you can try at the end of each.',
    },
    {
      title: 'Run',
      text: 'Hosting, monitoring and support, with a named engineer who knows your system.',
    },
  ],
  stack: ['TypeScript', 'React', 'Node.js', 'Kotlin', 'Swift', 'PostgreSQL', 'GraphQL', 'Docker'],
  email: COMPANY.itEmail,
};
