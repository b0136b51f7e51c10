export const PARCEL = {
  description:
    'DigitalRideWeb parcel delivery and D-Mart: same-day delivery in Dhaka, next-day to district towns, cash on delivery paid in 48 hours, and 20% off for new merchants.',
  lead: 'Same-day delivery inside Dhaka, next-day to district towns, all 64 districts covered — with cash on delivery paid to you within 48 hours.',
  services: [
    {
      title: 'Same-day in Dhaka',
      text: 'Parcels picked up before 2 pm reach any address in Dhaka city the same evening.',
    },
    {
      title: 'Nationwide in 1–3 days',
      text: 'Next day to district towns, two to three days to upazilas, through our hubs in Dhaka, Chattogram and Sylhet.',
    },
    {
      title: 'Cash on delivery',
      text: 'We collect from your customer and transfer to your bank or mobile wallet within two working days.',
    },
    {
      title: 'Pick-up from your door',
      text: 'A rider collects from your shop, home or warehouse within two hours of booking in Dhaka.',
    },
    {
      title: 'Live tracking',
      text: 'You and your customer follow every parcel from pick-up to doorstep, with an SMS at each step.',
    },
    {
      title: 'Fragile and documents',
      text: 'Special handling for glass, electronics and legal documents, with optional extra cover.',
    },
  ],
  /** Our published prices, taka, for parcels up to 1 kg; each further kg costs extra. */
  prices: [
    { zone: 'Inside Dhaka city', time: 'Same day', price: 60, extraKg: 15 },
    {
      zone: 'Dhaka suburbs (Savar, Gazipur, Narayanganj, Keraniganj)',
      time: 'Next day',
      price: 80,
      extraKg: 20,
    },
    { zone: 'Chattogram and Sylhet cities', time: 'Next day', price: 100, extraKg: 20 },
    { zone: 'Other district towns', time: '1–2 days', price: 120, extraKg: 25 },
    { zone: 'Upazilas and remote areas', time: '2–3 days', price: 150, extraKg: 25 },
  ],
  promise: [
    'The price you see is the price you pay: no fuel surcharge, no weekend surcharge.',
    'Cash on delivery fee: 1% of the amount collected, and free for orders under Tk 500.',
    'Returns within Dhaka are free when the customer refuses the parcel at the door.',
    'Lost or damaged parcels are paid up to Tk 5,000, or their full value with extra cover.',
  ],
  steps: [
    {
      title: 'Register your shop',
      text: 'Fill in the merchant form; we call you within one working day.',
    },
    { title: 'Book a pick-up', text: 'From the merchant dashboard, the app or a phone call.' },
    { title: 'We deliver', text: 'Sorted at our hub and delivered by riders who know the area.' },
    { title: 'You get paid', text: 'Cash on delivery reaches your account within 48 hours.' },
  ],
};
