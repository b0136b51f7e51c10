// Seeds 1,000,000 contact messages, reservations and registrations in three INSERT … SELECT
// generate_series statements (seconds, not minutes) for scripts/bench-pages.mjs.
// The text varies like real submissions so that searches are as selective as on a real
// inbox: RARE terms match a few dozen rows, COMMON terms about a tenth of them.

const FIRST = [
  'Tanvir',
  'Nusrat',
  'Rafiqul',
  'Farhana',
  'Mahmudul',
  'Sadia',
  'Arif',
  'Tasnim',
  'Imran',
  'Sharmin',
  'Kamrul',
  'Jannatul',
  'Rezaul',
  'Shirin',
  'Habib',
  'Lamia',
  'Sohel',
  'Ayesha',
  'Zahid',
  'Mim',
  'Mostafa',
  'Rubina',
  'Fahim',
  'Nadia',
];
const LAST = [
  'Ahmed',
  'Jahan',
  'Islam',
  'Akter',
  'Hasan',
  'Rahman',
  'Hossain',
  'Chowdhury',
  'Kabir',
  'Sultana',
  'Uddin',
  'Ferdous',
  'Karim',
  'Begum',
  'Sarker',
  'Miah',
  'Alam',
  'Siddique',
];
const DOMAINS = ['example.com', 'mail.com.bd', 'gmail.com', 'yahoo.com', 'outlook.com'];
// Three of the 25 subjects mention a parcel: the common term matches 12 % of the messages.
const SUBJECTS = [
  'Lost item in a car',
  'Corporate account',
  'Becoming a driver captain',
  'Parcel not delivered',
  'Ambulance for a planned transfer',
  'Promo code not working',
  'Software project enquiry',
  'Fleet partnership',
  'Thank you to the captain',
  'Helicopter to Cox’s Bazar',
  'Merchant payment schedule',
  'Late pickup this morning',
  'Fare higher than shown',
  'Parcel pickup time',
  'App keeps logging me out',
  'Captain was rude',
  'Invoice for my trips',
  'Damaged parcel on arrival',
  'Airport transfer booking',
  'Account deletion request',
  'Wheelchair accessible car',
  'Payment failed twice',
  'Question about bKash payments',
  'Driver took a long route',
  'Feedback on the new app',
];
const BODIES = [
  'I booked a ride from Banani to Motijheel yesterday evening and would like you to look into it.',
  'Our company has staff travelling between Gulshan and Tejgaon every day; please call me back.',
  'The app showed one fare and I was charged another at the end of the trip from Mirpur.',
  'Could someone from your team contact me on this number before Friday? Thank you.',
  'We would like a quote for next month; we are a small business in Khulna.',
  'The captain was on time and very polite, but the car smelled of smoke.',
  'Please send me a receipt for the trips of last week, I need them for my office.',
];
const PLACES = [
  'Dhaka Airport',
  'Gulshan 2',
  'Banani',
  'Dhanmondi 27',
  'Uttara Sector 7',
  'Mirpur 10',
  'Motijheel',
  'Old Dhaka',
  'Mohakhali',
  'Bashundhara R/A',
  'Chattogram GEC',
  'Sylhet Zindabazar',
  'Khulna Sonadanga',
  'Rajshahi Shaheb Bazar',
  'Cox’s Bazar Kolatoli',
  'Gazipur Chowrasta',
  'Narayanganj',
  'Cumilla Kandirpar',
  'Barishal Nathullabad',
  'Rangpur Jahaj Company',
];

// `words`: two common words (4 % and 20 %, 19 % and 20 % of the rows) that rows must both hold.
// `everyRow`: two words, the first in every row (each e-mail address ends in a domain with "com").
export const MESSAGE_TERMS = {
  rare: 'double charge',
  common: 'parcel',
  words: 'tanvir gmail',
  everyRow: 'com double',
};
export const REGISTRATION_TERMS = {
  rare: 'Teknaf',
  common: 'Dhaka',
  words: 'dhaka gmail',
  everyRow: 'com teknaf',
};
export const RESERVATION_TERMS = {
  rare: 'Teknaf',
  common: 'Dhaka',
  words: 'dhaka gmail',
  everyRow: 'com teknaf',
};

const array = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;
/** A stable pseudo-random pick from `items` for row i (salted so columns vary independently). */
const pick = (items, salt) =>
  `(${array(items)})[1 + (hashint4(i + ${salt}) & 2147483647) % ${items.length}]`;

/** Rows get one minute apart, the newest now; ids and times rise together as in real use. */
function seedStatements(rows) {
  return {
    contact_messages: `INSERT INTO contact_messages (name, contact_number, email, subject, message, created_at)
     SELECT first || ' ' || last,
            '017' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
            lower(first) || '.' || i || '@' || ${pick(DOMAINS, 3)},
            CASE WHEN i % 40000 = 17 THEN 'Refund for a double charge' ELSE ${pick(SUBJECTS, 4)} END,
            ${pick(BODIES, 5)},
            now() - (${rows} - i) * interval '1 minute'
       FROM generate_series(1, ${rows}) AS i,
            LATERAL (SELECT ${pick(FIRST, 1)} AS first, ${pick(LAST, 2)} AS last) AS who`,
    reservations: `INSERT INTO reservations (kind, departure_location, destination_location, passenger_name,
                               email, mobile, number_of_passengers, journey_date, created_at)
     SELECT CASE WHEN i % 20 = 0 THEN 'HELICOPTER' ELSE 'RIDE' END,
            ${pick(PLACES, 6)},
            CASE WHEN i % 40000 = 11 THEN 'Teknaf Bus Stand' ELSE ${pick(PLACES, 7)} END,
            first || ' ' || last,
            lower(first) || '.' || i || '@' || ${pick(DOMAINS, 3)},
            '018' || lpad(((i::bigint * 6007) % 100000000)::text, 8, '0'),
            1 + i % 4,
            (now() - (${rows} - i) * interval '1 minute')::date + 3,
            now() - (${rows} - i) * interval '1 minute'
       FROM generate_series(1, ${rows}) AS i,
            LATERAL (SELECT ${pick(FIRST, 1)} AS first, ${pick(LAST, 2)} AS last) AS who`,
    registration_requests: `INSERT INTO registration_requests (kind, name, phone, phone_digits, email, city,
                                         created_at)
     SELECT (ARRAY['DRIVER', 'CUSTOMER', 'FLEET_PARTNER', 'MERCHANT'])[1 + i % 4],
            first || ' ' || last,
            '019' || lpad(((i::bigint * 4793) % 100000000)::text, 8, '0'),
            '19' || lpad(((i::bigint * 4793) % 100000000)::text, 8, '0'),
            lower(first) || '.' || i || '@' || ${pick(DOMAINS, 3)},
            CASE WHEN i % 40000 = 13 THEN 'Teknaf' ELSE ${pick(PLACES, 8)} END,
            now() - (${rows} - i) * interval '1 minute'
       FROM generate_series(1, ${rows}) AS i,
            LATERAL (SELECT ${pick(FIRST, 1)} AS first, ${pick(LAST, 2)} AS last) AS who`,
  };
}

const TABLES = ['contact_messages', 'reservations', 'registration_requests'];

/**
 * Seeds both tables (or those of `tables`) the way a bulk load is done: the search indexes (trigram, and the word
 * tables' B-trees) are dropped first and built again afterwards (one build is far cheaper than
 * millions of index insertions), then VACUUM ANALYZE does what autovacuum would a minute later
 * (statistics, visibility map). `db` is a connected pg Client; the row-count and word triggers
 * stay on and see every row.
 */
export async function seed(db, rows, tables = TABLES) {
  // The word tables the search triggers fill (migration 1764520000000).
  const words = tables.map((table) => `${table}_words`);
  const { rows: rebuilt } = await db.query(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE (tablename = ANY($1) AND indexdef LIKE '%USING gin%') OR tablename = ANY($2)`,
    [tables, words],
  );
  for (const { indexname } of rebuilt) await db.query(`DROP INDEX ${indexname}`);
  const statements = seedStatements(rows);
  for (const table of tables) await db.query(statements[table]);
  await db.query(`SET maintenance_work_mem = '256MB'`);
  for (const { indexdef } of rebuilt) await db.query(indexdef);
  for (const table of [...tables, ...words]) await db.query(`VACUUM ANALYZE ${table}`);
}
