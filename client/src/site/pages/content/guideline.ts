export const GUIDELINE = {
  description:
    'The rules for riders and driver captains on DigitalRideWeb, the key points of Bangladesh’s Ride-sharing Service Guidelines 2017, and our table of fines.',
  lead: 'The rules every rider and captain agrees to, how Bangladesh regulates ride sharing, and what happens when a rule is broken.',
  riders: [
    'Book through the app or this website only; off-app trips are not insured.',
    'Be at the pick-up point on time: captains wait five minutes free of charge.',
    'Wear the helmet on every bike ride and fasten your seat belt in a car.',
    'Do not ask the captain to speed, overload the vehicle or break traffic law.',
    'No smoking, alcohol or drugs in the vehicle.',
    'Pay the fare the app shows; tolls and parking are added only when listed on the receipt.',
    'Treat captains with respect; report any problem to the help line rather than arguing on the road.',
  ],
  drivers: [
    'Carry your driving licence, NID and the vehicle’s registration, fitness certificate, tax token and insurance on every trip.',
    'Drive only the vehicle registered on your account, and never let anyone else drive it under your name.',
    'Follow the speed limits and traffic rules; never use the phone by hand while driving.',
    'Give your bike passenger a clean helmet and wear your own.',
    'Charge only the fare shown in the app — no extra payments, no “contract” trips.',
    'Keep the vehicle clean and smoke-free; keep the AC on in AC categories.',
    'Rest after 10 hours online in a day; the app reminds you.',
  ],
  regulation: {
    intro:
      'Ride sharing in Bangladesh is governed by the Ride-sharing Service Guidelines 2017, issued under the Road Transport and Highways Division and administered by the Bangladesh Road Transport Authority (BRTA). DigitalRideWeb operates under these guidelines; in summary, they require that:',
    points: [
      'every ride-sharing company is registered in Bangladesh, keeps an office here and holds an enlistment certificate from BRTA, renewed every year;',
      'every vehicle is enlisted with BRTA for ride sharing and carries a valid registration, fitness certificate, tax token and insurance;',
      'a vehicle is enlisted only after it has been registered for at least one year, and an owner may enlist only one vehicle for ride sharing;',
      'every driver holds a valid licence for the type of vehicle they drive;',
      'the app offers an emergency button and lets the trip be followed live;',
      'the company keeps trip records and shares them with the authorities when lawfully asked;',
      'fares stay within the rates set by the authorities, and riders see the fare before the trip.',
    ],
    note: 'This is our plain-language summary. The official text published by BRTA prevails; the Road Transport Act 2018 and its penalties also apply to every trip.',
  },
  fines: [
    {
      violation: 'Cancelling after the captain has arrived, or not showing up',
      appliesTo: 'Rider',
      penalty: 'Tk 30 (bike) or Tk 50 (car and micro), added to the next trip',
    },
    {
      violation: 'Asking for more than the fare shown in the app',
      appliesTo: 'Captain',
      penalty: 'Full refund to the rider and Tk 500; removal on the third time',
    },
    {
      violation: 'Not wearing a helmet, or not giving one to the passenger',
      appliesTo: 'Captain',
      penalty: 'Tk 300; Tk 1,000 and a 7-day suspension when repeated',
    },
    {
      violation: 'Smoking in the vehicle',
      appliesTo: 'Rider or captain',
      penalty: 'Tk 500; a 7-day suspension when repeated',
    },
    {
      violation: 'Taking a trip off the app (“contract” trip)',
      appliesTo: 'Captain',
      penalty: '15-day suspension',
    },
    {
      violation: 'Reckless driving or speeding, confirmed by our safety team',
      appliesTo: 'Captain',
      penalty: '7-day suspension and retraining before driving again',
    },
    {
      violation: 'Damaging the vehicle',
      appliesTo: 'Rider',
      penalty: 'The cost of the repair, assessed by our team with photographs',
    },
    {
      violation: 'Another person driving under the captain’s account',
      appliesTo: 'Captain',
      penalty: 'Permanent removal',
    },
    {
      violation: 'Harassment, threats or violence',
      appliesTo: 'Rider or captain',
      penalty: 'Permanent ban, and the case is reported to the police',
    },
  ],
};
