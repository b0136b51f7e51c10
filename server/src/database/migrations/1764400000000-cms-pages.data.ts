/**
 * The company pages' copy as the site showed it before it moved into the database: the seed
 * of migration 1764400000000. Frozen: later edits happen in the back office, not here.
 */
export interface SeedCmsPage {
  slug: string;
  title: string;
  lead: string;
  description: string;
  body: string;
  members: { name: string; role: string; bio: string; photoUrl: string | null }[] | null;
  faqs: { group: string; question: string; answer: string }[] | null;
  fines: { violation: string; appliesTo: string; penalty: string }[] | null;
}

export const CMS_PAGES_SEED: SeedCmsPage[] = [
  {
    slug: 'about-us',
    title: 'About DigitalRideWeb',
    lead: 'A Dhaka company that moves people and parcels across Bangladesh — and builds the software that does it.',
    description:
      'DigitalRideWeb is a Dhaka company founded in 2019 that runs ride sharing, parcel delivery and IT services across Bangladesh. Our story, values and milestones.',
    body: '<h2>Built in Dhaka, for Bangladesh</h2><p>DigitalRideWeb began in 2019 in a two-room office in Banani, when four friends — two software engineers, a former bus-company dispatcher and a bike captain — tried to answer a simple question: why does getting across Dhaka have to be a gamble on price, safety and time?</p><p>We started with motorbikes, because a bike is often the only thing that moves on Mirpur Road at six in the evening. Cars and microbuses followed, then ambulances after our captains kept being asked to rush patients to hospital. In 2020, when the city closed down, our riders carried medicine and groceries instead of passengers, and D-Mart, our parcel service for small shops, was born.</p><p>Today we are a team of 240 staff and more than 18,000 captains, fleet partners and merchants. We write our own apps, dispatch system and payment engine in Dhaka — and since 2021 we build software for other businesses too.</p><h2>DigitalRideWeb in numbers</h2><ul><li><p>2019 — founded in Dhaka</p></li><li><p>18,000+ — captains, fleet partners and merchants</p></li><li><p>3.2 million — trips and deliveries completed</p></li><li><p>64 — districts reached by parcel</p></li></ul><h2>Our values</h2><h3>Safety before speed</h3><p>Every captain is met in person, every vehicle inspected, every trip insured. No bonus is worth a risky overtake.</p><h3>The fare you see is the fare you pay</h3><p>No surge pricing on rain days or Eid. Captains know their earnings before they accept a trip.</p><h3>Local, and proud of it</h3><p>Our software is written in Dhaka and our help line answers in Bangla and English, 24 hours a day.</p><h3>Fair to captains</h3><p>Low commission, daily payouts and free training — because happy captains drive better.</p><h2>From 300 bikes to 64 districts</h2><ul><li><p>2019: First 300 bike captains in Dhaka; the customer app launches.</p></li><li><p>2020: Cars, micros and AC ambulances join; D-Mart parcel delivery starts.</p></li><li><p>2021: Chattogram and Sylhet open; our IT services team takes its first clients.</p></li><li><p>2022: Intercity routes, helicopter charters and parcel delivery to all 64 districts.</p></li></ul><p><a href="/pages/ceo-message">Read our CEO’s message</a> · <a href="/pages/directors">Meet the directors</a> · <a href="/pages/Career">Work with us</a></p>',
    members: null,
    faqs: null,
    fines: null,
  },
  {
    slug: 'ceo-message',
    title: 'A message from our CEO',
    lead: 'Why we started DigitalRideWeb, and what we promise every rider, captain and merchant.',
    description:
      'A message from Tanvir Hasan Chowdhury, founder and CEO of DigitalRideWeb, on safety, fair fares and building Bangladeshi technology.',
    body: '<blockquote><p>“A ride is a promise: that you will get there safely, on time, at the price you were shown.”</p></blockquote><p>Dear riders, captains, merchants and friends,</p><p>When we started DigitalRideWeb in 2019, Dhaka already had ride-sharing apps. What it did not have was one that felt like it belonged here — one that knew that a Mohammadpur lane is too narrow for a sedan, that a mother in Uttara wants a woman captain for her daughter’s ride to college, and that a small shop in Chawkbazar needs its cash on delivery in days, not weeks.</p><p>Everything we have built since comes from listening. Female bike captains came from riders who asked for them. Our ambulance service came from captains who were already carrying patients. D-Mart came from merchants who kept sending parcels with our riders during the 2020 lockdown. Our fixed intercity fares came from families tired of bargaining at bus counters before Eid.</p><p>We measure ourselves by three things: that every trip ends safely, that every fare is the one we showed, and that every captain can earn a living with dignity. We have not always got it right. When we fail, we want to hear about it — our help line is open day and night, and I read a sample of the complaints every Sunday morning myself.</p><p>We are also proud to show that world-class software can be written in Bangladesh. Our dispatch system, apps and payment engine are built by engineers in Dhaka, and since 2021 that same team builds software for hospitals, schools and retailers across the country.</p><p>Thank you for riding with us, driving with us and trusting us with your parcels. There is a lot more to do — and we would like to do it with you.</p><p><strong>Tanvir Hasan Chowdhury</strong><br>Founder &amp; Chief Executive Officer</p>',
    members: null,
    faqs: null,
    fines: null,
  },
  {
    slug: 'advisorteam',
    title: 'Advisor Team',
    lead: 'Independent experts who challenge our plans on safety, regulation, finance and technology.',
    description:
      'The advisors of DigitalRideWeb: experts in road safety, transport policy, finance, public health and technology who guide the company.',
    body: '',
    members: [
      {
        name: 'Prof. Dr. Farhana Rahman',
        role: 'Road safety',
        bio: 'Taught transport engineering for 25 years and led studies of motorcycle crashes on Dhaka’s arterial roads. Shapes our captain training.',
        photoUrl: null,
      },
      {
        name: 'Mahbub Alam Siddiqui',
        role: 'Transport policy',
        bio: 'Spent three decades in public transport administration; advises on vehicle enlistment and the ride-sharing guidelines.',
        photoUrl: null,
      },
      {
        name: 'Nusrat Jahan Khan',
        role: 'Finance and payments',
        bio: 'Former head of digital payments at a commercial bank; designed the daily payout system our captains rely on.',
        photoUrl: null,
      },
      {
        name: 'Dr. Arif Hossain',
        role: 'Emergency medicine',
        bio: 'Emergency physician in Dhaka; set the equipment and paramedic standards of our ICU and AC ambulances.',
        photoUrl: null,
      },
      {
        name: 'Sadia Islam',
        role: 'Technology',
        bio: 'Built large-scale mobile platforms in Singapore before returning home; reviews our architecture and security every quarter.',
        photoUrl: null,
      },
      {
        name: 'Kamrul Hasan Bhuiyan',
        role: 'Logistics',
        bio: 'Ran nationwide courier operations for ten years; helped us take parcel delivery to all 64 districts.',
        photoUrl: null,
      },
    ],
    faqs: null,
    fines: null,
  },
  {
    slug: 'directors',
    title: 'Directors',
    lead: 'The board that sets our strategy and holds the management team to account.',
    description:
      'The board of directors of DigitalRideWeb Limited, who set the strategy of our ride sharing, parcel delivery and IT services.',
    body: '',
    members: [
      {
        name: 'Tanvir Hasan Chowdhury',
        role: 'Managing Director & CEO',
        bio: 'Software engineer and co-founder. Led the first version of the apps and still reviews every change to how fares are calculated.',
        photoUrl: null,
      },
      {
        name: 'Rumana Akter',
        role: 'Director, Operations',
        bio: 'Co-founder; a former bus-company dispatcher who built our captain onboarding and the 24-hour help line.',
        photoUrl: null,
      },
      {
        name: 'Shahriar Kabir',
        role: 'Director, Technology',
        bio: 'Co-founder; leads the engineering teams behind the apps, dispatch and the IT services we build for clients.',
        photoUrl: null,
      },
      {
        name: 'Fahmida Sultana',
        role: 'Director, Finance',
        bio: 'Chartered accountant; responsible for payouts to captains and merchants, audits and investor relations.',
        photoUrl: null,
      },
      {
        name: 'Abdullah Al Mamun',
        role: 'Independent Director',
        bio: 'Chairs the audit committee; a career in corporate governance at listed Bangladeshi companies.',
        photoUrl: null,
      },
    ],
    faqs: null,
    fines: null,
  },
  {
    slug: 'operation-team',
    title: 'Operation Team',
    lead: 'The people who keep rides, parcels and ambulances moving — day and night, in every city we serve.',
    description:
      'The people who run DigitalRideWeb every day: captain onboarding, the 24/7 help line, parcel hubs, ambulance dispatch and safety.',
    body: '',
    members: [
      {
        name: 'Rumana Akter',
        role: 'Head of Operations',
        bio: 'Runs the operation end to end and visits a different hub every week.',
        photoUrl: null,
      },
      {
        name: 'Imran Hossain',
        role: 'Captain Onboarding Lead',
        bio: 'Checks papers, runs the half-day training at the Gulshan hub and welcomes 400 new captains a month.',
        photoUrl: null,
      },
      {
        name: 'Tasnim Ferdous',
        role: 'Help Line Manager',
        bio: 'Leads the 60-person help line that answers calls in Bangla and English around the clock.',
        photoUrl: null,
      },
      {
        name: 'Rakibul Islam',
        role: 'Parcel Hub Supervisor, Tejgaon',
        bio: 'Sorts 12,000 parcels a day and keeps same-day delivery inside Dhaka on time.',
        photoUrl: null,
      },
      {
        name: 'Nazia Parvin',
        role: 'Safety & Incident Lead',
        bio: 'Investigates every safety report within 24 hours and trains captains on women riders’ safety.',
        photoUrl: null,
      },
      {
        name: 'Sohel Rana',
        role: 'Ambulance Dispatch Coordinator',
        bio: 'A former paramedic who matches every ambulance request with the right vehicle and crew.',
        photoUrl: null,
      },
      {
        name: 'Marufa Begum',
        role: 'Merchant Success Manager',
        bio: 'Helps D-Mart merchants set up their shops and get paid on time.',
        photoUrl: null,
      },
      {
        name: 'Jahid Hasan',
        role: 'Chattogram City Lead',
        bio: 'Opened our Chattogram operation in 2021 and runs it with a team of 35.',
        photoUrl: null,
      },
    ],
    faqs: null,
    fines: null,
  },
  {
    slug: 'safety',
    title: 'Safety, on every trip',
    lead: 'Safety is designed into every trip, before, during and after it — for the people in the back seat and the people behind the wheel.',
    description:
      'How DigitalRideWeb keeps riders and driver captains safe: verified captains, helmets, trip sharing, the emergency button, female captains and a 24/7 safety team.',
    body: '<blockquote><p><strong>In danger right now?</strong> Call the national emergency number <a href="tel:999">999</a>, then our 24/7 safety line <a href="tel:+8809610334455">+880 9610-334455</a>.</p></blockquote><h2>When you ride with us</h2><h3>Captains we have met</h3><p>Every captain shows their NID, driving licence and vehicle papers in person, passes a police-clearance check and a half-day training before their first trip.</p><h3>Know who is coming</h3><p>The app shows your captain’s name, photo, rating, vehicle and plate number. Check the plate before you get in.</p><h3>Share your trip</h3><p>Send a live link to family or friends; they follow the route on a map until you arrive, without installing anything.</p><h3>The emergency button</h3><p>One press connects you to our safety team and shares your location; a second calls the national emergency number 999.</p><h3>Women captains for women riders</h3><p>Choose Bike Female to ride with a trained woman captain, available in Dhaka, Chattogram and Sylhet.</p><h3>Helmets and insurance</h3><p>Bike captains carry a second, cleaned helmet for you. Every trip is covered by personal accident insurance.</p><h2>When you drive with us</h2><h3>Riders are verified too</h3><p>Every rider account is tied to a verified mobile number; captains see the rider’s rating before accepting.</p><h3>Destination before you accept</h3><p>You see where the trip ends and what it pays before you take it, and you can decline without penalty.</p><h3>No cash worries</h3><p>Riders can pay by card or mobile wallet, and captains can cash out every day instead of carrying cash.</p><h3>Support that answers</h3><p>The captain help line answers within a minute, day and night, and a field team can reach most of Dhaka in 30 minutes.</p><h3>Fatigue limits</h3><p>The app asks captains to rest after 10 hours online in a day — tired driving is dangerous driving.</p><h3>Insurance for captains</h3><p>Personal accident cover applies from the moment a captain accepts a trip until it ends.</p><h2>Four habits that keep trips safe</h2><ol><li><p>Wait for your ride in a safe, lit place and check the plate number before getting in.</p></li><li><p>Sit in the back of a car, and always wear the helmet on a bike.</p></li><li><p>Never share your one-time password (OTP) with anyone, including a captain.</p></li><li><p>If something feels wrong, end the trip in a busy place and press the emergency button.</p></li></ol>',
    members: null,
    faqs: null,
    fines: null,
  },
  {
    slug: 'help',
    title: 'Help & FAQ',
    lead: 'Quick answers to the questions our help line hears most. Still stuck? We answer 24 hours a day.',
    description:
      'Answers to common questions about booking rides, fares and payments, driving with DigitalRideWeb, parcel delivery and your account.',
    body: '<h2>Still need help?</h2><p>Call us on <a href="tel:+8809610334455">+880 9610-334455</a> (Open 24/7, public holidays included) or <a href="/pages/contactus">send us a message</a>.</p>',
    faqs: [
      {
        group: 'Booking a ride',
        question: 'How do I book a ride?',
        answer:
          'Open the customer app, set your pick-up and drop-off points, choose a vehicle and confirm. You can also book ahead on this website under Book a Ride; our team confirms the booking by phone.',
      },
      {
        group: 'Booking a ride',
        question: 'How is the fare calculated?',
        answer:
          'In the app the fare depends on distance, time and vehicle type and is shown before you confirm. Popular routes such as Dhaka–Chattogram have a fixed fare that you can check on our home page.',
      },
      {
        group: 'Booking a ride',
        question: 'Can I book a ride for someone else?',
        answer:
          'Yes. Enter their name and mobile number when you book; the captain will call them, and you can follow the trip live.',
      },
      {
        group: 'Booking a ride',
        question: 'How do I book an ambulance?',
        answer:
          'Choose Ambulance in the app or call the help line. Tell us whether the patient needs oxygen or ICU support so we send the right vehicle and crew.',
      },
      {
        group: 'Booking a ride',
        question: 'I left something in the vehicle. What do I do?',
        answer:
          'Open the trip in your history and press “Lost item” to call the captain through the app. If you cannot reach them, the help line will.',
      },
      {
        group: 'Fares and payments',
        question: 'How can I pay?',
        answer:
          'Cash, debit or credit card, or mobile wallet. Choose the method before you confirm the ride.',
      },
      {
        group: 'Fares and payments',
        question: 'How do I use a promo code?',
        answer:
          'Enter the code under Offers before confirming a ride. The discount appears on the fare screen; one code can be used per account.',
      },
      {
        group: 'Fares and payments',
        question: 'I was charged the wrong fare.',
        answer:
          'Report it from the trip receipt within 7 days. If we charged too much, the difference goes back to your payment method within seven working days.',
      },
      {
        group: 'Driving with us',
        question: 'What do I need to become a driver captain?',
        answer:
          'A valid driving licence, your NID, and the registration, fitness certificate, tax token and insurance of your vehicle. Bikes and cars must be no more than ten years old.',
      },
      {
        group: 'Driving with us',
        question: 'How much commission does DigitalRideWeb take?',
        answer:
          'Nothing in your first month. After that 10% on bikes and 15% on cars and micros, and zero during weekly bonus hours.',
      },
      {
        group: 'Driving with us',
        question: 'When do I get paid?',
        answer:
          'Every day. Earnings reach your mobile wallet or bank account by 10 am the next morning.',
      },
      {
        group: 'Driving with us',
        question: 'I do not own a vehicle. Can I still drive?',
        answer:
          'Yes. Our fleet partners rent vehicles to registered captains; register as a driver captain and tick “I need a vehicle”.',
      },
      {
        group: 'Parcels and D-Mart',
        question: 'How fast is delivery?',
        answer:
          'Same day inside Dhaka for parcels picked up before 2 pm, next day to district towns, and two to three days to upazilas.',
      },
      {
        group: 'Parcels and D-Mart',
        question: 'What can I not send?',
        answer:
          'Cash, jewellery, weapons, drugs, flammable or liquid goods in unsealed containers, and live animals.',
      },
      {
        group: 'Parcels and D-Mart',
        question: 'How do merchants get cash on delivery?',
        answer:
          'We transfer collected cash to your bank or mobile wallet within two working days of delivery, with a statement for every parcel.',
      },
      {
        group: 'Your account',
        question: 'How do I change my phone number?',
        answer:
          'In the app go to Profile → Phone number; we confirm the new number with a one-time password.',
      },
      {
        group: 'Your account',
        question: 'How do I delete my account?',
        answer:
          'Go to Profile → Delete account, or write to support@digitalrideweb.com. We delete your data except what the law requires us to keep; see our privacy policy.',
      },
    ],
    members: null,
    fines: null,
  },
  {
    slug: 'rideshare_guideline',
    title: 'Ride-sharing guideline',
    lead: 'The rules every rider and captain agrees to, how Bangladesh regulates ride sharing, and what happens when a rule is broken.',
    description:
      'The rules for riders and driver captains on DigitalRideWeb, the key points of Bangladesh’s Ride-sharing Service Guidelines 2017, and our table of fines.',
    body: '<h2>Rules for riders and drivers</h2><h3>Riders</h3><ul><li><p>Book through the app or this website only; off-app trips are not insured.</p></li><li><p>Be at the pick-up point on time: captains wait five minutes free of charge.</p></li><li><p>Wear the helmet on every bike ride and fasten your seat belt in a car.</p></li><li><p>Do not ask the captain to speed, overload the vehicle or break traffic law.</p></li><li><p>No smoking, alcohol or drugs in the vehicle.</p></li><li><p>Pay the fare the app shows; tolls and parking are added only when listed on the receipt.</p></li><li><p>Treat captains with respect; report any problem to the help line rather than arguing on the road.</p></li></ul><h3>Driver captains</h3><ul><li><p>Carry your driving licence, NID and the vehicle’s registration, fitness certificate, tax token and insurance on every trip.</p></li><li><p>Drive only the vehicle registered on your account, and never let anyone else drive it under your name.</p></li><li><p>Follow the speed limits and traffic rules; never use the phone by hand while driving.</p></li><li><p>Give your bike passenger a clean helmet and wear your own.</p></li><li><p>Charge only the fare shown in the app — no extra payments, no “contract” trips.</p></li><li><p>Keep the vehicle clean and smoke-free; keep the AC on in AC categories.</p></li><li><p>Rest after 10 hours online in a day; the app reminds you.</p></li></ul><h2>Ride-sharing Service Guidelines 2017</h2><p>Ride sharing in Bangladesh is governed by the Ride-sharing Service Guidelines 2017, issued under the Road Transport and Highways Division and administered by the Bangladesh Road Transport Authority (BRTA). DigitalRideWeb operates under these guidelines; in summary, they require that:</p><ul><li><p>every ride-sharing company is registered in Bangladesh, keeps an office here and holds an enlistment certificate from BRTA, renewed every year;</p></li><li><p>every vehicle is enlisted with BRTA for ride sharing and carries a valid registration, fitness certificate, tax token and insurance;</p></li><li><p>a vehicle is enlisted only after it has been registered for at least one year, and an owner may enlist only one vehicle for ride sharing;</p></li><li><p>every driver holds a valid licence for the type of vehicle they drive;</p></li><li><p>the app offers an emergency button and lets the trip be followed live;</p></li><li><p>the company keeps trip records and shares them with the authorities when lawfully asked;</p></li><li><p>fares stay within the rates set by the authorities, and riders see the fare before the trip.</p></li></ul><p>This is our plain-language summary. The official text published by BRTA prevails; the Road Transport Act 2018 and its penalties also apply to every trip.</p><h2>Fines and penalties</h2><p>What happens when a rule is broken. Fines are deducted from captains’ earnings or added to the rider’s next fare, and can be appealed to the help line within 7 days.</p>',
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
    members: null,
    faqs: null,
  },
  {
    slug: 'Career',
    title: 'Careers',
    lead: 'Help us move Bangladesh. We hire engineers, operators and problem-solvers who care about the people they serve.',
    description:
      'Jobs at DigitalRideWeb in Dhaka and Chattogram: engineering, operations, customer support and parcel hubs. How to apply and what we offer.',
    body: '<h2>6 open positions</h2><p>We read every application and answer each one, whatever the outcome.</p><h3>Senior React Engineer</h3><p><strong>Engineering</strong> · Dhaka (Gulshan), hybrid · Full time</p><p>Build the customer website and the back office with React and TypeScript; mentor two junior engineers.</p><p><a href="mailto:careers@digitalrideweb.com?subject=Application%3A%20Senior%20React%20Engineer">Apply for Senior React Engineer</a></p><h3>Android Engineer (Kotlin)</h3><p><strong>Engineering</strong> · Dhaka (Gulshan), hybrid · Full time</p><p>Own the driver app: trip offers, navigation hand-off and offline-tolerant payouts.</p><p><a href="mailto:careers@digitalrideweb.com?subject=Application%3A%20Android%20Engineer%20(Kotlin)">Apply for Android Engineer (Kotlin)</a></p><h3>Captain Onboarding Officer</h3><p><strong>Operations</strong> · Chattogram (Agrabad) · Full time</p><p>Check documents, run training sessions and welcome new captains in our Chattogram hub.</p><p><a href="mailto:careers@digitalrideweb.com?subject=Application%3A%20Captain%20Onboarding%20Officer">Apply for Captain Onboarding Officer</a></p><h3>Help Line Agent (Bangla &amp; English)</h3><p><strong>Customer support</strong> · Dhaka (Gulshan), shifts · Full time</p><p>Answer riders, captains and merchants by phone and chat, including night shifts with allowance.</p><p><a href="mailto:careers@digitalrideweb.com?subject=Application%3A%20Help%20Line%20Agent%20(Bangla%20%26%20English)">Apply for Help Line Agent (Bangla &amp; English)</a></p><h3>Parcel Hub Associate</h3><p><strong>Logistics</strong> · Dhaka (Tejgaon) · Full time</p><p>Sort, scan and dispatch parcels for same-day delivery; forklift licence a plus.</p><p><a href="mailto:careers@digitalrideweb.com?subject=Application%3A%20Parcel%20Hub%20Associate">Apply for Parcel Hub Associate</a></p><h3>Data Analyst Intern</h3><p><strong>Strategy</strong> · Dhaka (Gulshan) · Internship</p><p>Six months analysing trip and delivery data with SQL and Python; final-year students welcome.</p><p><a href="mailto:careers@digitalrideweb.com?subject=Application%3A%20Data%20Analyst%20Intern">Apply for Data Analyst Intern</a></p><h2>What we offer</h2><h3>Fair pay, on time</h3><p>Salaries benchmarked every year, paid on the 1st, with two festival bonuses.</p><h3>Health cover</h3><p>Medical insurance for you, your spouse and your children from your first day.</p><h3>Learning budget</h3><p>Tk 30,000 a year for courses, books and conferences, plus in-house mentoring.</p><h3>Free rides</h3><p>Twenty free rides a month and discounted parcel delivery for your family.</p><h2>Four steps, about three weeks</h2><ol><li><p>Send your CV and a short note on why the role interests you.</p></li><li><p>A 30-minute call with the hiring manager within a week.</p></li><li><p>A practical task or a visit to the hub — paid if it takes more than two hours.</p></li><li><p>A final conversation with the team, and an offer within five working days.</p></li></ol><p>No role for you today? Send an open application to <a href="mailto:careers@digitalrideweb.com">careers@digitalrideweb.com</a>; we keep it for a year.</p>',
    members: null,
    faqs: null,
    fines: null,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    lead: 'What we collect when you ride, drive, send a parcel or visit this site, why we need it, and the choices you have.',
    description:
      'How DigitalRideWeb collects, uses, shares and protects the personal data of riders, driver captains, merchants and website visitors.',
    body: '<h2>Who we are</h2><p>DigitalRideWeb Limited (&quot;DigitalRideWeb&quot;, &quot;we&quot;) runs the DigitalRideWeb customer and driver apps, the D-Mart merchant service and this website from Level 7, Navana Tower, 45 Gulshan Avenue, Gulshan 1, Dhaka 1212, Bangladesh. We decide how your personal data is used and are responsible for it.</p><p>This policy applies to everyone who uses our services in Bangladesh: riders and customers, driver captains, fleet partners, merchants, and visitors who write to us or book through this site.</p><h2>What we collect</h2><p>We only ask for what we need to run a trip, a delivery or your account:</p><ul><li><p>Account details: your name, mobile number with country code, e-mail address and city.</p></li><li><p>Trip and delivery details: pick-up and drop-off points, journey date, number of passengers, fares and receipts.</p></li><li><p>Location while a trip or delivery is active, so that captains can find you and family members you share a trip with can follow it.</p></li><li><p>For driver captains and fleet partners: national ID (NID), driving licence, vehicle registration, fitness certificate, tax token and insurance papers, and a photograph.</p></li><li><p>For merchants: business name, product category, pick-up address, and the bank or mobile wallet account that receives collected cash.</p></li><li><p>Documents you attach to a booking (a PDF or image of up to 10 MB), such as a travel permit or a hospital referral.</p></li><li><p>Messages you send us through the contact form, by e-mail or on the help line.</p></li></ul><h2>How we use it</h2><ul><li><p>To match you with a captain, show the fare before you confirm and complete the trip or delivery.</p></li><li><p>To check that every captain and vehicle meets our standards and the requirements of the Bangladesh Road Transport Authority (BRTA).</p></li><li><p>To keep people safe: the emergency button, trip sharing, and investigating incidents that riders or captains report.</p></li><li><p>To pay captains and merchants and to collect fares and cash on delivery.</p></li><li><p>To answer your messages and calls, and to tell you about changes to your booking.</p></li><li><p>To send offers, such as promo codes, only if you have agreed; every message has a way to stop them.</p></li></ul><h2>Who we share it with</h2><p>We never sell personal data. We share it only where a trip, a payment or the law requires it:</p><ul><li><p>Your captain sees your first name, pick-up point and destination; you see your captain’s name, photo, vehicle and plate number.</p></li><li><p>Payment partners process card and mobile wallet payments; they receive the amount and a reference, not your trip history.</p></li><li><p>Insurance partners receive the details of a trip when a claim is made.</p></li><li><p>Law-enforcement agencies of Bangladesh receive data only on a written, lawful request, or when someone’s life is at risk.</p></li></ul><h2>How long we keep it</h2><p>Trip and payment records are kept for six years to meet tax and accounting rules. Location traces are reduced to pick-up and drop-off points after 90 days. Booking documents are deleted together with their reservation, and at the latest one year after the journey date. Contact messages are deleted two years after the conversation ends.</p><h2>How we protect it</h2><p>Data travels encrypted (HTTPS) and is stored on servers in access-controlled data centres. Only trained staff whose work needs it can see personal data, each with their own account, and every access to booking documents is limited to administrators. Passwords are stored only as salted hashes.</p><h2>Your choices and rights</h2><ul><li><p>See the data we hold about you, and correct what is wrong.</p></li><li><p>Close your account; we then delete or anonymise your data except what the law obliges us to keep.</p></li><li><p>Stop marketing messages at any time from the app or by replying STOP.</p></li><li><p>Turn off location sharing when you are not on a trip.</p></li></ul><p>Write to support@digitalrideweb.com or call +880 9610-334455; we answer within 15 working days.</p><h2>This website</h2><p>This website does not use advertising or tracking cookies. When a staff member signs in, a session token is kept in the browser’s local storage until they sign out or the session expires.</p><h2>Changes to this policy</h2><p>When we change this policy we update the date at the top and, for important changes, tell account holders in the app at least 15 days before the change applies.</p>',
    members: null,
    faqs: null,
    fines: null,
  },
  {
    slug: 'terms',
    title: 'Terms & Conditions',
    lead: 'The agreement between you and DigitalRideWeb when you book a ride, drive with us, send a parcel or use this website.',
    description:
      'The terms for riding, driving, sending parcels and booking with DigitalRideWeb in Bangladesh: fares, cancellations, conduct, liability and disputes.',
    body: '<h2>The agreement</h2><p>These terms are an agreement between you and DigitalRideWeb Limited. By creating an account, booking on this website or using our apps you accept them. If you do not accept them, please do not use our services.</p><p>You must be at least 18 years old to hold an account. Children may ride when an adult books the trip and travels with them or stays reachable by phone.</p><h2>What we provide</h2><p>DigitalRideWeb connects riders with independent driver captains and fleet partners who own or operate the vehicles, and carries parcels for merchants and individuals. We check captains and vehicles before they join and keep checking them, set the fares, handle payments and run the help line.</p><h2>Bookings and fares</h2><ul><li><p>The fare shown before you confirm is the fare you pay, except for tolls, parking and waiting time beyond five minutes, which the app lists separately.</p></li><li><p>Fixed-route fares (for example Dhaka to Chattogram) are shown on this website and apply to an AC car; larger vehicles are quoted when you book.</p></li><li><p>A booking made on this website is a request: our team confirms it by phone or e-mail before the journey date.</p></li><li><p>Helicopter charters depend on weather and civil-aviation clearance; if a flight cannot go, you get a full refund or a new date.</p></li></ul><h2>Cancellations and refunds</h2><ul><li><p>Cancelling a ride is free until a captain accepts it, and free within two minutes after that.</p></li><li><p>After that, or when the captain has waited more than five minutes at the pick-up point, a cancellation fee of Tk 30 (bike) or Tk 50 (car and micro) applies.</p></li><li><p>Reservations made on this website can be cancelled free of charge until 24 hours before the journey date.</p></li><li><p>Refunds go back to the original payment method within seven working days.</p></li></ul><h2>Your conduct</h2><p>Riders, captains and merchants agree to:</p><ul><li><p>Treat each other with respect; harassment, threats or discrimination end the account.</p></li><li><p>Not smoke, carry illegal goods or ask the captain to break traffic law.</p></li><li><p>Wear the helmet provided on bike rides.</p></li><li><p>Send only parcels that are legal, properly packed and truthfully described; we do not carry cash, jewellery, medicines without prescription, or dangerous goods.</p></li></ul><p>Breaches are handled under the penalties published in our ride-sharing guideline.</p><h2>Parcels</h2><p>We are responsible for a parcel from pick-up until delivery. If a parcel is lost or damaged while with us, we pay its declared value up to Tk 5,000, or more when you bought extra cover at booking. Claims must reach us within 7 days of the delivery date.</p><h2>Liability</h2><p>Every trip with a registered captain is insured for personal accident. Beyond that insurance and the parcel cover above, our liability is limited to the fare of the trip or delivery concerned, except where the law of Bangladesh does not allow such a limit.</p><h2>Suspending accounts</h2><p>We may suspend an account while we investigate a safety report, unpaid fares or fraud, and close it when the report is confirmed. You can ask for a review by writing to us within 30 days.</p><h2>Law and disputes</h2><p>These terms are governed by the laws of Bangladesh. We try to settle every complaint through our help line first; if that fails, the courts of Dhaka have jurisdiction.</p><p>Questions about these terms: support@digitalrideweb.com.</p>',
    members: null,
    faqs: null,
    fines: null,
  },
];
