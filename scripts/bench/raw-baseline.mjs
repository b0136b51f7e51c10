// The floor for `npm run bench:api`: plain node:http + pg answering what the app answers,
// with no framework at all. usage: node scripts/bench/raw-baseline.mjs <DATABASE_URL> <port>
import http from 'node:http';
import pg from 'pg';

const [url, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const COLUMNS = 'id, title, description, date::text AS date, image, image_webp, created_at';

const routes = {
  // The GraphQL news page: 10 newest rows and the exact total, one round trip.
  '/news-page': async () => {
    const { rows } = await pool.query(
      `SELECT ${COLUMNS}, (SELECT count(*)::int FROM news) AS total
       FROM news ORDER BY date DESC, id DESC LIMIT 10`,
    );
    return { items: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0 };
  },
  // GET /api/news: the whole list in the REST shape.
  '/api/news': async () => {
    const { rows } = await pool.query(`SELECT ${COLUMNS} FROM news ORDER BY date DESC, id DESC`);
    return rows.map((r) => ({
      id: r.id,
      newstitle: r.title,
      description: r.description,
      date: r.date,
      image: `/uploads/${r.image}`,
      imageWebp: r.image_webp ? `/uploads/${r.image_webp}` : null,
    }));
  },
};

http
  .createServer(async (req, res) => {
    const route = routes[req.url];
    if (!route) return res.writeHead(404).end();
    try {
      const body = JSON.stringify(await route());
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`raw baseline on ${port}`));

process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
