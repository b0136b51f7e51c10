import type { Page } from 'playwright-core';
import { describeInBrowser, openPage, signIn } from '../support/browser';
import { shots } from '../support/shots';
import { daysAhead, graphql, postJson, sharedBrowser, uniqueTag } from './backoffice-api';

/** The inbox tables and the columns the seed names. */
const TABLES = [
  {
    path: '/dashbord/viewMessage',
    caption: 'Messages',
    headers: ['Id', 'Name', 'Status', 'Contact Number', 'Email', 'Subject', 'Message'],
  },
  {
    path: '/dashbord/viewReservation',
    caption: 'Reservations',
    headers: [
      'Id',
      'From',
      'To',
      'Name',
      'Status',
      'Email',
      'Mobile',
      'Number Of Passengers',
      'Date',
      'Document',
    ],
  },
  {
    path: '/dashbord/registrations',
    caption: 'Registrations',
    headers: ['Id', 'Kind', 'Name', 'Status', 'Phone', 'Email', 'City', 'Details', 'Received'],
  },
];

/** Every header's box, the rows' heights and the widths that would scroll sideways. */
function measure(page: Page, caption: string) {
  return page.evaluate((name) => {
    const table = document.querySelector(`table[aria-label="${name}"]`)!;
    const cell = table.querySelector('tbody td')!;
    const style = getComputedStyle(cell);
    return {
      viewport: window.innerWidth,
      page: document.documentElement.scrollWidth,
      scroller: [table.parentElement!.scrollWidth, table.parentElement!.clientWidth],
      headers: Array.from(table.querySelectorAll('thead th')).map((th) => {
        const box = th.getBoundingClientRect();
        return { text: th.textContent, left: box.left, right: box.right };
      }),
      line: parseFloat(style.lineHeight),
      padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
      rows: Array.from(table.querySelectorAll('tbody tr')).map(
        (tr) => tr.getBoundingClientRect().height,
      ),
      emails: Array.from(table.querySelectorAll('a[href^="mailto:"]')).map((a) => ({
        height: a.getBoundingClientRect().height,
        title: a.getAttribute('title'),
        ellipsis: getComputedStyle(a).textOverflow,
      })),
    };
  }, caption);
}

describeInBrowser('the inbox tables read at a glance', () => {
  const browser = sharedBrowser();

  it('at 1280 px every seed column is on screen, rows are two lines at most; at 375 px rows are cards', async () => {
    const tag = uniqueTag('glance');
    const email = `kamrul.hasan.with.a.long.address.${tag}@example-company.com.bd`;
    await postJson('/api/contactus', {
      name: `Kamrul Hasan ${tag}`,
      contact_number: '+880 1711-000000',
      email,
      subject: 'A question about a parcel that went to the wrong branch office',
      message: 'I sent a parcel from Gulshan to Chattogram last week. '.repeat(6),
    });
    await postJson('/api/reservation', {
      departureLocation: 'Hazrat Shahjalal International Airport',
      destinationLocation: "Cox's Bazar Sea Beach",
      pname: `Nusrat Jahan Chowdhury ${tag}`,
      email,
      mobile: '+880 1711-223344',
      numberOfPassengers: 3,
      journeyDate: daysAhead(10),
    });
    await graphql(
      `
        mutation ($input: RegistrationRequestInput!) {
          createRegistrationRequest(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          kind: 'MERCHANT',
          name: `Rupa Handicrafts ${tag}`,
          phone: '01819-445566',
          email,
          city: 'Sylhet',
          businessName: 'Rupa Handicrafts and Home Decor',
          productCategory: 'Handicrafts, clothing and home decor',
        },
      },
    );

    const { page, problems, context } = await openPage(browser(), 1280, 900);
    await signIn(page, '/dashbord');
    for (const { path, caption, headers } of TABLES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const table = page.getByRole('table', { name: caption });
      await table.locator('tbody tr', { hasText: tag }).waitFor();
      const m = await measure(page, caption);
      const texts = m.headers.map((h) => h.text);
      for (const header of headers) expect(texts).toContain(header);
      for (const h of m.headers) {
        // On screen, and wide enough to read a few characters of its cells.
        const inside = h.left >= 0 && h.right <= m.viewport && h.right - h.left >= 36;
        expect({ caption, header: h.text, inside }).toEqual({
          caption,
          header: h.text,
          inside: true,
        });
      }
      expect({ caption, page: m.page <= m.viewport }).toEqual({ caption, page: true });
      expect({ caption, sideways: m.scroller[0] <= m.scroller[1] }).toEqual({
        caption,
        sideways: true,
      });
      // Two lines of text and the cell's padding, and a pixel for the border.
      const tallest = 2 * m.line + m.padding + 1;
      for (const height of m.rows)
        expect({ caption, height: height <= tallest }).toEqual({
          caption,
          height: true,
        });
      // The long address is cut with an ellipsis on one line, whole in its title.
      const long = m.emails.find((e) => e.title === email)!;
      expect(long).toMatchObject({ ellipsis: 'ellipsis' });
      expect(long.height).toBeLessThanOrEqual(m.line + 1);
      await shots(page, `inbox-${caption.toLowerCase()}`);

      await page.setViewportSize({ width: 375, height: 800 });
      const cards = page.getByRole('list', { name: caption });
      const card = cards.locator('li', { hasText: tag });
      await card.waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await card.getByRole('button', { name: /^Delete / }).count()).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
