// What `npm run bench:api` measures: each target (ours, PostGraphile 4 and 5, the raw baseline)
// with the request it sends and how to count the rows of its answer, and the ratios it prints.

/** The targets, given the servers' origins (`p5` null when PostGraphile 5 does not run here). */
export function benchTargets({ a, p, p5, r, admin }) {
  const NEWS = 'id title description date imageUrl imageWebpUrl createdAt';
  const PG_NEWS = 'id title description date image imageWebp createdAt';
  const MSG = 'id name contactNumber email subject message createdAt';
  const newsPage = { query: `{ news(page: 1, pageSize: 10) { items { ${NEWS} } total } }` };
  const pgNewsPage = {
    query: `{ allNews(first: 10, orderBy: [DATE_DESC, ID_DESC]) { nodes { ${PG_NEWS} } totalCount } }`,
  };
  const messages = { query: `{ contactMessages(page: 1) { items { ${MSG} } total } }` };
  const pgMessages = {
    query: `{ allContactMessages(first: 10, orderBy: [CREATED_AT_DESC, ID_DESC]) { nodes { ${MSG} } totalCount } }`,
  };
  // The other inbox lists, with the columns their staff tables show (issue 49); a relation (a
  // booking's document) and an object (a registration's details) are left out of both sides.
  const RES =
    'id reference kind departureLocation destinationLocation passengerName email mobile numberOfPassengers journeyDate status statusNote visitorNote';
  const REG =
    'id reference kind name countryCode phone email city status statusNote visitorNote createdAt';
  const inbox = (ours, theirs, fields) => [
    { query: `{ ${ours}(page: 1) { items { ${fields} } total } }` },
    {
      query: `{ ${theirs}(first: 10, orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]) { nodes { ${fields} } totalCount } }`,
    },
  ];
  const [reservations, pg5Reservations] = inbox('reservations', 'allReservations', RES);
  const [registrations, pg5Registrations] = inbox(
    'registrationRequests',
    'allRegistrationRequests',
    REG,
  );
  // PostGraphile 5 orders by the primary key as PRIMARY_KEY_*, not ID_*: the same order.
  const inPg5 = (q) => ({ query: q.query.replace('ID_DESC', 'PRIMARY_KEY_DESC') });
  const items = (field) => (json) => json.data[field].items.length;
  const nodes = (field) => (json) => json.data[field].nodes.length;

  return [
    { name: 'gql news page, anonymous', url: `${a}/graphql`, body: newsPage, rows: items('news') },
    {
      name: 'gql news page, signed in',
      url: `${a}/graphql`,
      body: newsPage,
      headers: admin,
      rows: items('news'),
    },
    {
      name: 'PostGraphile news page',
      url: `${p}/graphql`,
      body: pgNewsPage,
      rows: nodes('allNews'),
    },
    { name: 'raw news page', url: `${r}/news-page`, rows: (j) => j.items.length },
    { name: 'REST /api/news, anonymous', url: `${a}/api/news`, rows: (j) => j.length },
    {
      name: 'REST /api/news, signed in',
      url: `${a}/api/news`,
      headers: admin,
      rows: (j) => j.length,
    },
    { name: 'raw /api/news', url: `${r}/api/news`, rows: (j) => j.length },
    {
      name: 'gql contactMessages, admin signed in',
      url: `${a}/graphql`,
      body: messages,
      headers: admin,
      rows: items('contactMessages'),
    },
    {
      name: 'gql reservations, admin signed in',
      url: `${a}/graphql`,
      body: reservations,
      headers: admin,
      rows: items('reservations'),
    },
    {
      name: 'gql registrationRequests, admin signed in',
      url: `${a}/graphql`,
      body: registrations,
      headers: admin,
      rows: items('registrationRequests'),
    },
    // The floor under every signed-in read: HTTP, the middlewares, the session check and
    // Apollo's pipeline, with no field to fetch (docs/benchmarks.md, "Where a signed-in list's
    // time goes").
    {
      name: 'gql __typename, admin signed in',
      url: `${a}/graphql`,
      body: { query: '{ __typename }' },
      headers: admin,
      rows: () => 0,
    },
    {
      name: 'PostGraphile contactMessages',
      url: `${p}/graphql`,
      body: pgMessages,
      rows: nodes('allContactMessages'),
    },
    ...(p5
      ? [
          {
            name: 'PostGraphile 5 news page',
            url: `${p5}/graphql`,
            body: inPg5(pgNewsPage),
            rows: nodes('allNews'),
          },
          {
            name: 'PostGraphile 5 contactMessages',
            url: `${p5}/graphql`,
            body: inPg5(pgMessages),
            rows: nodes('allContactMessages'),
          },
          {
            name: 'PostGraphile 5 reservations',
            url: `${p5}/graphql`,
            body: pg5Reservations,
            rows: nodes('allReservations'),
          },
          {
            name: 'PostGraphile 5 registrationRequests',
            url: `${p5}/graphql`,
            body: pg5Registrations,
            rows: nodes('allRegistrationRequests'),
          },
          // A peer for `{ __typename }`: PostGraphile 5's own pipeline with no field to fetch.
          {
            name: 'PostGraphile 5 __typename',
            url: `${p5}/graphql`,
            body: { query: '{ __typename }' },
            rows: () => 0,
          },
        ]
      : []),
  ];
}

// Which target each of ours is compared with (the ratios printed at the end), and the issue's
// target for it: its public-read targets are for anonymous visitors (the cached path); the
// signed-in reads (never cached) are printed for information, with no target.
export const RATIOS = [
  ['gql news page, anonymous', 'PostGraphile news page', 1.0],
  ['gql news page, signed in', 'PostGraphile news page', null],
  ['gql news page, signed in', 'raw news page', null],
  ['REST /api/news, anonymous', 'raw /api/news', 0.5],
  ['REST /api/news, signed in', 'raw /api/news', null],
  ['gql contactMessages, admin signed in', 'PostGraphile contactMessages', 0.6],
  // The same comparisons with PostGraphile 5 (Node ≥ 22 only).
  ['gql news page, anonymous', 'PostGraphile 5 news page', 1.0],
  ['gql news page, signed in', 'PostGraphile 5 news page', 0.8],
  ['gql contactMessages, admin signed in', 'PostGraphile 5 contactMessages', 0.8],
  ['gql reservations, admin signed in', 'PostGraphile 5 reservations', 0.8],
  ['gql registrationRequests, admin signed in', 'PostGraphile 5 registrationRequests', 0.8],
  // The floor of a signed-in read against the peer's list (the measure), and, for
  // information, against the peer's own empty query (PostGraphile checks no session).
  ['gql __typename, admin signed in', 'PostGraphile 5 contactMessages', 1.0],
  ['gql __typename, admin signed in', 'PostGraphile 5 __typename', null],
];
