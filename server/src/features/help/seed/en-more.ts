import type { SeedArticle } from './article';

/** Merchants, payments, safety and account, in English. */
export const EN_MORE: SeedArticle[] = [
  {
    slug: 'merchant-signup',
    category: 'merchants',
    title: 'How to sign up as a merchant',
    summary: 'For online shops and Facebook pages that send parcels every week.',
    body: `<p>Sign up on the <a href="/parcel/merchant-registration">merchant registration page</a> with your shop's name, its Facebook page or website, your pickup address and a phone number.</p>
<p>We call you within two working days to confirm the details and your payment account. From then on, you book pickups and we collect cash on delivery for you.</p>
<p>You will need a trade licence or NID of the owner, and a bKash, Nagad or bank account in the business's name for settlements.</p>`,
  },
  {
    slug: 'cod-settlement',
    category: 'merchants',
    title: 'When do I get my cash on delivery (COD) money?',
    summary:
      'COD collected is settled to your account after delivery, minus the delivery charge and COD fee.',
    body: `<p>When a customer pays the delivery person, that money is yours. We settle it like this:</p>
<ul><li>Collected COD is settled within <strong>two working days</strong> after the delivery.</li>
<li>The delivery charge and the COD fee (a small percentage of the amount collected) are taken off before we pay.</li>
<li>The money goes to the bKash, Nagad or bank account you registered.</li></ul>
<p>Each settlement comes with a statement listing every parcel, what was collected and what was taken off. Something does not add up? Contact us with the settlement date.</p>`,
  },
  {
    slug: 'merchant-returns',
    category: 'merchants',
    title: 'Returned parcels',
    summary: 'What happens when a customer refuses a parcel or cannot be reached.',
    body: `<p>We try to deliver up to three times and call the customer each time. If the customer refuses the parcel or cannot be reached, it comes back to you.</p>
<p>A return charge applies, shown in your statement. Returned parcels reach you within three to five working days.</p>
<p>Tip: confirming the order by phone before booking the pickup cuts returns a lot.</p>`,
  },
  {
    slug: 'pay-with-bkash-nagad',
    category: 'payments',
    title: 'Paying with bKash or Nagad',
    summary: 'Pay your fare from your mobile wallet: how it works and what to check.',
    body: `<p>You can pay the fare in cash or with <strong>bKash</strong> or <strong>Nagad</strong>.</p>
<ol><li>At the end of the trip, choose bKash or Nagad.</li>
<li>You are taken to the wallet's own payment page. Check that the amount matches your fare.</li>
<li>Enter your wallet PIN <strong>only on the wallet's own page or app</strong>, never in a call or an SMS.</li></ol>
<p>The payment shows on your receipt. If money left your wallet but the trip still shows unpaid, wait ten minutes, then contact us with the transaction ID.</p>`,
  },
  {
    slug: 'payment-failed-refund',
    category: 'payments',
    title: 'Money was taken but the payment failed',
    summary:
      'Failed payments are returned to your wallet or card automatically within seven working days.',
    body: `<p>Sometimes a payment fails after the money has left your account, usually because the network dropped.</p>
<p>In most cases the wallet or bank returns it by itself within seven working days. You do not need to do anything.</p>
<p>Not back after seven days? Contact us with the transaction ID and the date. We check with the payment provider and refund you.</p>`,
  },
  {
    slug: 'receipts',
    category: 'payments',
    title: 'Getting a receipt for your trip',
    summary: 'For office claims or your own records.',
    body: `<p>Every completed trip has a receipt with the route, the fare's parts and how you paid.</p>
<p>If you gave an e-mail address when booking, the receipt is sent there. Need one for an older trip or with your company's name? Contact us with the booking reference.</p>`,
  },
  {
    slug: 'share-your-trip',
    category: 'safety',
    title: 'Sharing your trip with family',
    summary: 'Let someone you trust follow your ride until you arrive.',
    body: `<p>Travelling late, or alone? Share your trip.</p>
<ul><li>Send your booking reference to a family member: with it and your phone number they can follow the trip on the <a href="/status">status page</a>.</li>
<li>Check that the vehicle's number plate and the captain's photo match before getting in.</li>
<li>In an emergency, call <strong>999</strong> first, then us.</li></ul>
<p>More in our <a href="/pages/safety">safety centre</a>.</p>`,
  },
  {
    slug: 'fake-calls-pin-otp',
    category: 'safety',
    title: 'Someone called "from the company" asking for a PIN or OTP',
    summary: 'We never ask for your bKash or Nagad PIN, or a code sent to your phone. Hang up.',
    body: `<p><strong>We will never ask for your PIN, password or OTP</strong>, not by phone, not by SMS, not in person.</p>
<p>Fraudsters call saying there is a refund, a prize or a problem with your account, and ask for the code that just arrived on your phone. With it, they empty your wallet.</p>
<ul><li>Hang up. Do not share any code.</li>
<li>If you already shared it, call your wallet's helpline at once (bKash 16247, Nagad 16167) to lock it.</li>
<li>Tell us the number that called you, so we can warn others.</li></ul>`,
  },
  {
    slug: 'delete-account',
    category: 'account',
    title: 'How to delete your account and data',
    summary: 'Ask for your data to be erased, or for a copy of it, from the privacy page.',
    body: `<p>You can ask us to erase everything we hold about you: your bookings, messages and registrations.</p>
<ol><li>Open the <a href="/privacy/request">privacy request page</a> and choose "erase my data".</li>
<li>Type the e-mail address you used with us. We send a link to confirm it is you.</li>
<li>Once confirmed, your data is erased. A trip still ahead is cancelled first.</li></ol>
<p>You can ask for a copy of your data the same way, before or instead of erasing it.</p>`,
  },
  {
    slug: 'change-phone-number',
    category: 'account',
    title: 'Changing your phone number or e-mail',
    summary: 'Changed your SIM? Tell us so receipts and calls reach you.',
    body: `<p>For a booking not yet completed, contact us with the booking reference and the new number: we update it and let the captain know.</p>
<p>For captains and merchants, the phone number is also where settlements and alerts go. Contact us from the old number if you still can, or bring your NID to our office.</p>`,
  },
];
