/* The public site as HTML, seen the way a crawler, a link preview or curl sees it: no browser. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/app-process';
import { drawnPng } from '../support/assets';
import { BASE_URL, describeInBrowser } from '../support/browser';
import { adminToken, graphql, uniqueTag } from './backoffice-api';

async function html(path: string) {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { accept: 'text/html' } });
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    text: withoutTextSeparators(await res.text()),
  };
}

/** React separates neighbouring text with <!-- --> in server HTML; a reader sees one text. */
const withoutTextSeparators = (page: string) => page.replace(/<!-- -->/g, '');

const metaContent = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/** Staff publish a news item (the REST shim's multipart form) and get its id. */
async function publishNews(title: string, description: string): Promise<number> {
  const form = new FormData();
  form.append('newstitle', title);
  form.append('description', description);
  form.append('date', new Date().toISOString().slice(0, 10));
  form.append(
    'image',
    new Blob([new Uint8Array(await drawnPng())], { type: 'image/png' }),
    'n.png',
  );
  const res = await fetch(`${BASE_URL}/api/news`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function contactMessages(): Promise<{ subject: string; name: string }[]> {
  const res = await fetch(`${BASE_URL}/api/contactus`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return (await res.json()) as { subject: string; name: string }[];
}

function postContact(fields: Record<string, string>) {
  return fetch(`${BASE_URL}/pages/contactus`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
  }).then(async (res) => ({ status: res.status, text: withoutTextSeparators(await res.text()) }));
}

describeInBrowser('the public site as server-rendered HTML', () => {
  it('a company page answers its heading, text and own head tags', async () => {
    const { status, text } = await html('/pages/about-us');
    expect(status).toBe(200);
    expect(text).toMatch(/<html lang="en"/);
    expect(text).toMatch(/<h1[^>]*>About DigitalRideWeb<\/h1>/);
    expect(text).toContain('DigitalRideWeb began in 2019 in a two-room office in Banani');
    expect(text).toContain('<title>About Us · DigitalRideWeb</title>');
    expect(metaContent(text, 'description')).toMatch(/^DigitalRideWeb is a Dhaka company/);
    expect(text).toContain(`<link rel="canonical" href="${BASE_URL}/pages/about-us" />`);
    expect(metaContent(text, 'og:title')).toBe('About Us · DigitalRideWeb');
    expect(metaContent(text, 'og:url')).toBe(`${BASE_URL}/pages/about-us`);
    expect(metaContent(text, 'og:image')).toBe(`${BASE_URL}/site-card.png`);
    expect(metaContent(text, 'twitter:card')).toBe('summary_large_image');
    // Readable as it is: no "needs JavaScript" note, no second <title>.
    expect(text).not.toContain('needs JavaScript to show this page');
    expect(text.match(/<title>/g)).toHaveLength(1);
    // Nothing to fetch before the first paint: the rules this page can use are inlined, and the
    // whole public stylesheet (the page's own CSS, which lazy chunks normally bring with their
    // JavaScript, and Mantine's rules for the components public pages can show) is named in a
    // <meta> for the loader, which fetches it after the paint (or linked in <noscript>): a
    // stylesheet linked even disabled is fetched before the first paint.
    const inline = /<style data-critical-css>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? '';
    // This page's own rules (its rich text), not another page's (the directors' cards).
    expect(inline).toMatch(/\._body_\w+\{/);
    expect(inline).not.toMatch(/\._person_/);
    // The whole stylesheet comes in parts, each parsed in its own short task.
    const sheets = (metaContent(text, 'site-css') ?? '').split(' ');
    expect(sheets.length).toBeGreaterThan(1);
    for (const href of sheets) expect(href).toMatch(/^\/assets\/public-\d+-[\w-]+\.css$/);
    const noscript = sheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    // …and without JavaScript the bands below the first screen are laid out from the start
    // (client/src/site/ui/later.ts).
    expect(text).toContain(
      `<noscript>${noscript}<style>[data-later]{content-visibility:visible!important}</style></noscript>`,
    );
    // No stylesheet is linked outside <noscript>, disabled or not: nothing to fetch.
    const linked = [
      ...text.replace(/<noscript>.*?<\/noscript>/g, '').matchAll(/<link rel="stylesheet"[^>]*>/g),
    ].map(([link]) => link);
    expect(linked).toEqual([]);
    const parts = await Promise.all(sheets.map((href) => fetch(`${BASE_URL}${href}`)));
    for (const part of parts) expect(part.headers.get('content-type')).toMatch(/^text\/css/);
    const siteCss = (await Promise.all(parts.map((part) => part.text()))).join('');
    expect(siteCss).toMatch(/\._person_\w+/);
    expect(inline.length).toBeLessThan(siteCss.length / 2);
    // Group (a public page's layout) is in it; AppShell (the back office's frame) is not, and no
    // stylesheet of the back office is linked: the back office is a page load of its own.
    const rule = (cls: string) => new RegExp(`\\.${cls}\\{`);
    expect(siteCss).toMatch(rule('m_4081bf90'));
    expect(siteCss).not.toMatch(rule('m_89ab340'));
    expect(text).not.toMatch(/back-office-[\w-]+\.css/);
    expect(text).not.toMatch(/<link rel="stylesheet"[^>]*\/assets\/index-/);
  });

  it('every company page in the database is rendered and in the sitemap; an unknown slug redirects home', async () => {
    const { cmsPages } = await graphql<{ cmsPages: { slug: string; updatedAt: string }[] }>(
      '{ cmsPages { slug updatedAt } }',
    );
    expect(cmsPages.length).toBeGreaterThanOrEqual(11);
    const sitemap = await fetch(`${BASE_URL}/sitemap.xml`).then((r) => r.text());
    for (const { slug, updatedAt } of cmsPages)
      expect(sitemap).toContain(
        `<loc>${BASE_URL}/pages/${slug}</loc><lastmod>${new Date(updatedAt).toISOString()}</lastmod>`,
      );

    // A page with structure: the directors are in the HTML, each with a heading and a role.
    const directors = await html('/pages/directors');
    expect(directors.status).toBe(200);
    expect(directors.text).toContain('<title>Directors · DigitalRideWeb</title>');
    expect(directors.text).toContain(`<link rel="canonical" href="${BASE_URL}/pages/directors" />`);
    expect(directors.text).toMatch(/<h2[^>]*>Tanvir Hasan Chowdhury<\/h2>/);

    const unknown = await fetch(`${BASE_URL}/pages/nope`, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
  });

  it('the home page names the company in JSON-LD; the share card is a 1200×630 PNG', async () => {
    const { text } = await html('/');
    expect(text).toContain('<title>DigitalRideWeb</title>');
    const [org] = jsonLd(text);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'DigitalRideWeb' });
    const card = await fetch(`${BASE_URL}/site-card.png`);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('a cached page goes Brotli-compressed to a browser, gzip-compressed to a client that takes only gzip, and as it is to one that takes neither', async () => {
    const url = `${BASE_URL}/pages/about-us`;
    await html('/pages/about-us');
    const get = (encoding: string) =>
      fetch(url, { headers: { accept: 'text/html', 'accept-encoding': encoding } });
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text).toContain('About DigitalRideWeb');
    // As Chromium asks: Brotli wins. Asked again, the page may come as Brotli's best (made in
    // the background): either decodes to the same page.
    for (let i = 0; i < 3; i++) {
      const browser = await get('gzip, deflate, br, zstd');
      expect(browser.headers.get('x-cache')).toBe('hit');
      expect(browser.headers.get('content-encoding')).toBe('br');
      expect(browser.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await browser.text()).toBe(text);
    }
    const zipped = await get('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(text);
  });

  it("the app's built files go as the Brotli or gzip files the build wrote beside them", async () => {
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(
      fs.readFileSync(path.join(ROOT, 'client/dist/index.html'), 'utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    const file = path.join(ROOT, 'client/dist', entry as string);
    const get = (encoding: string) =>
      fetch(`${BASE_URL}${entry}`, { headers: { 'accept-encoding': encoding } });
    const plain = Buffer.from(await (await get('identity')).arrayBuffer());
    expect(plain.equals(fs.readFileSync(file))).toBe(true);
    for (const [asked, sent, extension] of [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ]) {
      const res = await get(asked);
      expect(res.headers.get('content-encoding')).toBe(sent);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      // The file made at build time, as it is (the compression middleware would have made its own).
      expect(Number(res.headers.get('content-length'))).toBe(fs.statSync(file + extension).size);
      expect(Buffer.from(await res.arrayBuffer()).equals(plain)).toBe(true);
    }
  });

  it('a news item published now is in the HTML of its page and of its (cached) list, with NewsArticle JSON-LD, and in the sitemap', async () => {
    const title = uniqueTag('Rendered on the server ');
    // The list is in the HTML cache before the item is published…
    await html('/pages/news');
    expect((await html('/pages/news')).cache).toBe('hit');
    const id = await publishNews(title, 'Helicopter rides to Sylhet start next month.');

    const detail = await html(`/pages/news/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(`<h1>${title}</h1>`);
    expect(detail.text).toContain('Helicopter rides to Sylhet start next month.');
    expect(detail.text).toMatch(/<img [^>]*src="\/uploads\/[^"]+"/);
    expect(detail.text).toContain(`<title>${title} · DigitalRideWeb</title>`);
    expect(metaContent(detail.text, 'og:type')).toBe('article');
    expect(metaContent(detail.text, 'og:image')).toMatch(new RegExp(`^${BASE_URL}/uploads/`));
    expect(jsonLd(detail.text)).toEqual([
      expect.objectContaining({ '@type': 'NewsArticle', headline: title }),
    ]);

    // …and the write emptied it: the next visitor gets the list with the new item.
    expect((await html('/pages/news')).text).toContain(title);

    const sitemap = await fetch(`${BASE_URL}/sitemap.xml`).then((r) => r.text());
    expect(sitemap).toMatch(
      new RegExp(`<loc>${BASE_URL}/pages/news/${id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    for (const path of ['/', '/pages/about-us', '/booking', '/pages/PressCoverage'])
      expect(sitemap).toContain(`<loc>${BASE_URL}${path}</loc>`);
    expect(sitemap).not.toContain('/dashbord');
    const robots = await fetch(`${BASE_URL}/robots.txt`).then((r) => r.text());
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);

    // Other journeys count the news items: leave the list as it was.
    const removed = await fetch(`${BASE_URL}/api/news/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(removed.ok).toBe(true);
    expect((await html(`/pages/news/${id}`)).status).toBe(404);
  });

  it('a missing news item is a 404 page; an unknown path redirects home; the back office is the client shell', async () => {
    const missing = await html('/pages/news/999999');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('News item not found');

    const unknown = await fetch(`${BASE_URL}/no/such/page`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');

    const admin = await html('/dashbord/news/viewnews');
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('<div id="root"></div>');
    expect(admin.text).toContain('needs JavaScript');
  });

  it('the contact form works as a plain HTML POST: field errors keep the values and store nothing', async () => {
    const subject = uniqueTag('No-JS question ');
    const before = (await contactMessages()).length;
    const refused = await postContact({
      name: 'Farhana Akter',
      contactNumber: '',
      email: 'not-an-email',
      subject,
      message: 'Do you deliver to Rangpur?',
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Contact number is required');
    expect(refused.text).toContain('Email must be a valid e-mail address');
    expect(refused.text).toContain('value="Farhana Akter"');
    expect(refused.text).toContain('Do you deliver to Rangpur?');
    expect(await contactMessages()).toHaveLength(before);

    const sent = await postContact({
      name: 'Farhana Akter',
      contactNumber: '+880 1712-345678',
      email: 'farhana@example.com',
      subject,
      message: 'Do you deliver to Rangpur?',
    });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Message sent');
    expect(sent.text).toContain('Thank you, Farhana Akter.');
    expect((await contactMessages()).filter((m) => m.subject === subject)).toHaveLength(1);
  });
});
