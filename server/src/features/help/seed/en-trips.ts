import type { SeedArticle } from './article';

/** Riding, parcels and captains, in English. */
export const EN_TRIPS: SeedArticle[] = [
  {
    slug: 'book-a-ride',
    category: 'riding',
    title: 'How to book a ride',
    summary:
      'Choose where you are going, pick a car or bike, and confirm: it takes about a minute.',
    body: `<p>You can book on our website at any hour, from a phone or a computer.</p>
<ol><li>Open <a href="/booking">Book a ride</a>.</li>
<li>Choose where you will be picked up and where you are going. The fare estimate shows before you confirm.</li>
<li>Pick the vehicle: bike, car (AC or non-AC), micro for a family or a group, or an ambulance.</li>
<li>Give your name and a phone number we can reach you on, then confirm.</li></ol>
<p>You get a reference such as <strong>DR-7K3P-Q9MX</strong>. Keep it: with it you can follow your booking on the <a href="/status">status page</a>.</p>
<p>Booking for someone else? Put their phone number in, so the captain calls the person who is actually waiting.</p>`,
  },
  {
    slug: 'how-fares-are-calculated',
    category: 'riding',
    title: 'How your fare is calculated',
    summary:
      'A base fare, the distance and the time on the road, by vehicle type. No hidden charges.',
    body: `<p>Every fare is made of the same parts:</p>
<ul><li><strong>Base fare</strong>: what every trip starts at, different for bike, car and micro.</li>
<li><strong>Distance</strong>: a rate per kilometre along the route.</li>
<li><strong>Time</strong>: a small rate per minute, so a trip stuck in a Dhaka jam is fair to the captain too.</li></ul>
<p>Bridge tolls and parking, when a route has them, are added at cost. We never add a charge that is not on the receipt.</p>
<p>The estimate before you book uses today's traffic. If the route changes on the way because you asked for a stop, the fare follows the real distance.</p>
<p>Think a fare is wrong? Send us the reference from the contact link below and we will check the trip.</p>`,
  },
  {
    slug: 'cancelled-trips',
    category: 'riding',
    title: 'Cancelled trips and cancellation fees',
    summary:
      'When you can cancel for free, when a small fee applies, and what happens if the captain cancels.',
    body: `<p>Plans change. You can cancel a booking <strong>free of charge</strong> until a captain has accepted it, and for two minutes after.</p>
<p>After that, or if the captain has already arrived and waited five minutes, a small cancellation fee may be charged. It goes to the captain for the time and fuel spent coming to you.</p>
<p><strong>If the captain cancels</strong>, you pay nothing and we look for another captain straight away.</p>
<p>A fee you think was unfair? Write to us with the booking reference. If the captain was late or could not be reached, we refund the fee.</p>`,
  },
  {
    slug: 'lost-items',
    category: 'riding',
    title: 'I left something in the vehicle',
    summary: 'Phones, bags and umbrellas are found every week. Here is how to get yours back.',
    body: `<p>Don't worry: most lost items are returned within a day.</p>
<ol><li>Contact us as soon as you can with your booking reference, the time of the trip and what you lost.</li>
<li>We reach the captain and ask them to check the vehicle.</li>
<li>Once found, we agree a time and place to hand it back. If the captain has to travel to you, you may pay the fare of that trip.</li></ol>
<p>Please do not share card PINs or bank details with anyone while looking for a wallet. We will never ask for them.</p>`,
  },
  {
    slug: 'track-a-parcel',
    category: 'parcels',
    title: 'How to track your parcel',
    summary: 'Use the parcel reference from the SMS or the merchant to see where it is.',
    body: `<p>Every parcel has a reference, sent to you by SMS when it is booked. The shop you bought from can also give it to you.</p>
<p>Open the <a href="/status">status page</a>, type the reference and the phone number the parcel was booked with. You will see each step: picked up, at the hub, out for delivery, delivered.</p>
<p>Inside Dhaka most parcels arrive in one to two days, outside Dhaka in two to four. Delays happen around Eid and during hartals; the status page shows them as they happen.</p>`,
  },
  {
    slug: 'send-a-parcel',
    category: 'parcels',
    title: 'How to send a parcel',
    summary: 'Pack it well, book a pickup, and pay by weight and zone.',
    body: `<p>We pick parcels up from your door and deliver all over Bangladesh.</p>
<ol><li>Pack the item firmly. Glass and liquids need bubble wrap and a "fragile" mark.</li>
<li>Book a pickup from the <a href="/parcel">parcel page</a> with the receiver's name, phone and full address, including thana and district.</li>
<li>The price depends on the weight and the delivery zone (inside Dhaka, Dhaka suburbs, outside Dhaka).</li></ol>
<p>We do not carry cash, gold, drugs, weapons or anything the law forbids.</p>`,
  },
  {
    slug: 'parcel-damaged-or-missing',
    category: 'parcels',
    title: 'My parcel arrived damaged or has not arrived',
    summary:
      'Tell us within 48 hours with photos; we investigate and compensate where we are at fault.',
    body: `<p>We are sorry. Here is what to do.</p>
<ul><li><strong>Damaged</strong>: if you can, refuse the parcel at the door or take photos of the box and the item before opening it fully. Contact us within 48 hours.</li>
<li><strong>Not arrived</strong>: check the status page first. If it says delivered and you do not have it, contact us right away.</li></ul>
<p>We look at the hub scans and the delivery person's record. If the loss or damage happened with us, we compensate up to the declared value.</p>`,
  },
  {
    slug: 'captain-registration-papers',
    category: 'captains',
    title: 'Papers you need to drive with us',
    summary: 'NID, driving licence, registration, fitness and tax token: what to bring and why.',
    body: `<p>To become a captain, please have these ready:</p>
<ul><li>National ID card (NID) or smart card</li>
<li>A valid driving licence for the vehicle you will drive (professional licence for cars)</li>
<li>The vehicle's registration certificate (blue book)</li>
<li>Fitness certificate and tax token, both up to date</li>
<li>Insurance certificate</li>
<li>A recent photo of yourself</li></ul>
<p>Register on the <a href="/registration/driver">driver registration page</a>. Our team checks the papers, usually within three working days, and calls you for a short orientation.</p>
<p>Driving someone else's vehicle? Bring the owner's written permission too.</p>`,
  },
  {
    slug: 'captain-earnings',
    category: 'captains',
    title: 'How captains are paid',
    summary:
      'Your share of each fare, the commission, and when the money reaches your bKash or bank.',
    body: `<p>You keep most of every fare. Our commission is taken from each completed trip and shown on every trip's summary.</p>
<p>Cash trips: you collect the fare from the rider. Digital trips: the fare is added to your balance.</p>
<p>Your balance is paid weekly to your bKash, Nagad or bank account, whichever you chose at registration.</p>
<p>A payment missing or wrong? Contact us with the dates of the trips; we answer within two working days.</p>`,
  },
  {
    slug: 'captain-ratings-and-rules',
    category: 'captains',
    title: 'Ratings and rules for captains',
    summary: 'Why ratings matter and what can lead to an account being paused.',
    body: `<p>Riders rate every trip from one to five. A good rating brings you more trips.</p>
<p>What riders value most: arriving on time, a clean vehicle, safe driving, and being polite.</p>
<p>We may pause an account for unsafe driving, asking for more money than the fare, rude behaviour, or driving with expired papers. See the <a href="/pages/rideshare_guideline">ride-sharing guideline</a> for the full list and the fines.</p>`,
  },
];
