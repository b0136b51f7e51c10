/** The company pages' copy: about us and the CEO's message. */

export const ABOUT = {
  description:
    'DigitalRideWeb is a Dhaka company founded in 2019 that runs ride sharing, parcel delivery and IT services across Bangladesh. Our story, values and milestones.',
  lead: 'A Dhaka company that moves people and parcels across Bangladesh — and builds the software that does it.',
  story: [
    'DigitalRideWeb began in 2019 in a two-room office in Banani, when four friends — two software engineers, a former bus-company dispatcher and a bike captain — tried to answer a simple question: why does getting across Dhaka have to be a gamble on price, safety and time?',
    'We started with motorbikes, because a bike is often the only thing that moves on Mirpur Road at six in the evening. Cars and microbuses followed, then ambulances after our captains kept being asked to rush patients to hospital. In 2020, when the city closed down, our riders carried medicine and groceries instead of passengers, and D-Mart, our parcel service for small shops, was born.',
    'Today we are a team of 240 staff and more than 18,000 captains, fleet partners and merchants. We write our own apps, dispatch system and payment engine in Dhaka — and since 2021 we build software for other businesses too.',
  ],
  stats: [
    { value: '2019', label: 'founded in Dhaka' },
    { value: '18,000+', label: 'captains, fleet partners and merchants' },
    { value: '3.2 million', label: 'trips and deliveries completed' },
    { value: '64', label: 'districts reached by parcel' },
  ],
  values: [
    {
      title: 'Safety before speed',
      text: 'Every captain is met in person, every vehicle inspected, every trip insured. No bonus is worth a risky overtake.',
    },
    {
      title: 'The fare you see is the fare you pay',
      text: 'No surge pricing on rain days or Eid. Captains know their earnings before they accept a trip.',
    },
    {
      title: 'Local, and proud of it',
      text: 'Our software is written in Dhaka and our help line answers in Bangla and English, 24 hours a day.',
    },
    {
      title: 'Fair to captains',
      text: 'Low commission, daily payouts and free training — because happy captains drive better.',
    },
  ],
  milestones: [
    { year: '2019', text: 'First 300 bike captains in Dhaka; the customer app launches.' },
    { year: '2020', text: 'Cars, micros and AC ambulances join; D-Mart parcel delivery starts.' },
    {
      year: '2021',
      text: 'Chattogram and Sylhet open; our IT services team takes its first clients.',
    },
    {
      year: '2022',
      text: 'Intercity routes, helicopter charters and parcel delivery to all 64 districts.',
    },
  ],
};

export const CEO_MESSAGE = {
  name: 'Tanvir Hasan Chowdhury',
  role: 'Founder & Chief Executive Officer',
  description:
    'A message from Tanvir Hasan Chowdhury, founder and CEO of DigitalRideWeb, on safety, fair fares and building Bangladeshi technology.',
  quote:
    'A ride is a promise: that you will get there safely, on time, at the price you were shown.',
  paragraphs: [
    'Dear riders, captains, merchants and friends,',
    'When we started DigitalRideWeb in 2019, Dhaka already had ride-sharing apps. What it did not have was one that felt like it belonged here — one that knew that a Mohammadpur lane is too narrow for a sedan, that a mother in Uttara wants a woman captain for her daughter’s ride to college, and that a small shop in Chawkbazar needs its cash on delivery in days, not weeks.',
    'Everything we have built since comes from listening. Female bike captains came from riders who asked for them. Our ambulance service came from captains who were already carrying patients. D-Mart came from merchants who kept sending parcels with our riders during the 2020 lockdown. Our fixed intercity fares came from families tired of bargaining at bus counters before Eid.',
    'We measure ourselves by three things: that every trip ends safely, that every fare is the one we showed, and that every captain can earn a living with dignity. We have not always got it right. When we fail, we want to hear about it — our help line is open day and night, and I read a sample of the complaints every Sunday morning myself.',
    'We are also proud to show that world-class software can be written in Bangladesh. Our dispatch system, apps and payment engine are built by engineers in Dhaka, and since 2021 that same team builds software for hospitals, schools and retailers across the country.',
    'Thank you for riding with us, driving with us and trusting us with your parcels. There is a lot more to do — and we would like to do it with you.',
  ],
};
