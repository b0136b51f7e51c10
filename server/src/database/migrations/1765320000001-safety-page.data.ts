import type { SeedCmsPage } from './1764400000000-cms-pages.data';

/**
 * What issue 53 adds to the safety page seeded in round 2 (1764400000000, 1764610000000): how to
 * verify a captain (→ /verify), how to check a call, SMS or address (→ /check) and how to report.
 * Appended to that page while staff have not edited it; the whole page where there is none.
 */
export const SAFETY_MORE = {
  en: '<h2>Verify your captain</h2><p>Before you get in, check that the face, name and number plate match the ones in the app. If anything is different, do not start the trip. You can also look up a captain on our <a href="/verify">captain verification page</a> by the number plate or the captain’s ID.</p><h2>Is this call, SMS or e-mail really from us?</h2><p>We never ask for your bKash or Nagad PIN, an OTP or your password — not by phone, SMS, e-mail or chat. Our SMS come from the sender name DigitalRide. If someone says they are from DigitalRideWeb, <a href="/check">check the number, sender or address</a> before you do anything they ask.</p><h2>Report a problem</h2><ul><li><p>A problem on a trip: use <strong>Help</strong> in the app, or call <a href="tel:+8809610334455">+880 9610-334455</a>.</p></li><li><p>A call, SMS or website pretending to be us: report it from the <a href="/check">check page</a>; it reaches our safety team directly.</p></li><li><p>Anything else: write to us on the <a href="/pages/contactus">contact page</a> or at <a href="mailto:support@digitalrideweb.com">support@digitalrideweb.com</a>.</p></li></ul>',
  bn: '<h2>ক্যাপ্টেন যাচাই করুন</h2><p>গাড়িতে ওঠার আগে মিলিয়ে নিন — চেহারা, নাম আর নম্বর প্লেট অ্যাপে যা দেখাচ্ছে তার সঙ্গে মিলছে কি না। কিছু না মিললে ট্রিপ শুরু করবেন না। নম্বর প্লেট বা ক্যাপ্টেনের আইডি দিয়ে আমাদের <a href="/bn/verify">ক্যাপ্টেন যাচাইয়ের পাতায়</a>ও খুঁজে দেখতে পারেন।</p><h2>ফোন, এসএমএস বা ই-মেইলটি কি সত্যিই আমাদের?</h2><p>আমরা কখনো আপনার বিকাশ বা নগদের পিন, ওটিপি কিংবা পাসওয়ার্ড চাই না — ফোনে না, এসএমএসে না, ই-মেইল বা চ্যাটেও না। আমাদের এসএমএস আসে <span lang="en">DigitalRide</span> নামে। কেউ নিজেকে DigitalRideWeb-এর লোক বলে দাবি করলে, তাঁর কথামতো কিছু করার আগে <a href="/bn/check">নম্বর, প্রেরক বা ঠিকানাটি যাচাই করে নিন</a>।</p><h2>অভিযোগ জানান</h2><ul><li><p>ট্রিপে কোনো সমস্যা হলে: অ্যাপের <strong>সাহায্য</strong> অংশ ব্যবহার করুন, অথবা ফোন করুন <a href="tel:+8809610334455">+880 9610-334455</a> নম্বরে।</p></li><li><p>আমাদের নাম ভাঙিয়ে কোনো ফোন, এসএমএস বা ওয়েবসাইট: <a href="/bn/check">যাচাইয়ের পাতা</a> থেকেই জানিয়ে দিন; তা সরাসরি আমাদের নিরাপত্তা দলের কাছে পৌঁছাবে।</p></li><li><p>অন্য যেকোনো বিষয়ে: <a href="/bn/pages/contactus">যোগাযোগের পাতায়</a> লিখুন, অথবা ই-মেইল করুন <a href="mailto:support@digitalrideweb.com">support@digitalrideweb.com</a> ঠিকানায়।</p></li></ul>',
};

/**
 * The safety centre (PRODUCT.md §24): the seed of migration 1765320000001, in English and in
 * Bangla (written for Bangladeshi readers, not word for word; PIN and OTP written পিন and ওটিপি as
 * the round-2 page does, the sender name marked `lang="en"`). Frozen: later edits happen
 * in the back office. `/verify` comes with a later issue; the link is there already.
 */
export const SAFETY_PAGE: Record<'en' | 'bn', SeedCmsPage> = {
  en: {
    slug: 'safety',
    title: 'Safety centre',
    lead: 'What to do in an emergency, how to share your trip, how to know your captain is ours — and how to tell a real DigitalRideWeb call or message from a fake one.',
    description:
      'DigitalRideWeb safety centre: emergency number 999, our 24-hour line, sharing a trip, verifying a captain, checking whether a phone number, SMS or address is really ours, and reporting a problem.',
    body: `<h2>In an emergency</h2><p>If anyone is hurt or in danger, call the national emergency number <a href="tel:999"><strong>999</strong></a> first: police, fire service and ambulance, free from any phone. Then call our 24-hour line on <a href="tel:+8809610334455">+880 9610-334455</a> so that we can help and keep the trip’s record safe.</p><h2>Share your trip</h2><p>In the app, open your trip and tap <strong>Share trip</strong>. Send the link to someone you trust: they see the captain’s name and photo, the vehicle and its number plate, and where you are on the map until you arrive — no app needed. Sharing ends by itself when the trip ends.</p>${SAFETY_MORE.en}`,
    members: null,
    faqs: null,
    fines: null,
  },
  bn: {
    slug: 'safety',
    title: 'নিরাপত্তা কেন্দ্র',
    lead: 'জরুরি অবস্থায় কী করবেন, কীভাবে ট্রিপ শেয়ার করবেন, ক্যাপ্টেন আসলেই আমাদের কি না কীভাবে বুঝবেন — আর DigitalRideWeb-এর আসল ফোন বা মেসেজ কীভাবে ভুয়া থেকে আলাদা করবেন।',
    description:
      'DigitalRideWeb নিরাপত্তা কেন্দ্র: জরুরি নম্বর ৯৯৯, আমাদের ২৪ ঘণ্টার হেল্পলাইন, ট্রিপ শেয়ার করা, ক্যাপ্টেন যাচাই, কোনো ফোন নম্বর, এসএমএস বা ঠিকানা সত্যিই আমাদের কি না দেখা, আর অভিযোগ জানানো।',
    body: `<h2>জরুরি অবস্থায়</h2><p>কেউ আহত হলে বা বিপদে পড়লে সবার আগে জাতীয় জরুরি সেবার নম্বর <a href="tel:999"><strong>৯৯৯</strong></a>-এ ফোন করুন: পুলিশ, ফায়ার সার্ভিস ও অ্যাম্বুলেন্স — যেকোনো ফোন থেকে বিনা খরচে। এরপর আমাদের ২৪ ঘণ্টার হেল্পলাইন <a href="tel:+8809610334455">+880 9610-334455</a>-এ জানান, যাতে আমরা পাশে দাঁড়াতে পারি আর ট্রিপের সব তথ্য সংরক্ষণ করে রাখতে পারি।</p><h2>ট্রিপ শেয়ার করুন</h2><p>অ্যাপে আপনার ট্রিপটি খুলে <strong>ট্রিপ শেয়ার</strong> চাপুন। লিংকটি আপনার বিশ্বস্ত কাউকে পাঠান: পৌঁছানো পর্যন্ত তিনি দেখতে পাবেন ক্যাপ্টেনের নাম ও ছবি, গাড়ি ও তার নম্বর প্লেট, আর ম্যাপে আপনি কোথায় আছেন — তাঁর অ্যাপ লাগবে না। ট্রিপ শেষ হলে শেয়ার নিজে থেকেই বন্ধ হয়ে যায়।</p>${SAFETY_MORE.bn}`,
    members: null,
    faqs: null,
    fines: null,
  },
};
