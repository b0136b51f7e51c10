import fs from 'node:fs';
import { describeInBrowser, openPage, signIn } from '../support/browser';
import { shots } from '../support/shots';
import { daysAhead, postJson, sharedBrowser, uniqueTag } from './backoffice-api';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const bangla = (digits: string) => digits.replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]);

describeInBrowser('the back office search box', () => {
  const browser = sharedBrowser();

  it('finds a booking by its phone typed in Bangla digits, and opens it; nothing personal in an address', async () => {
    // A number no other test books: 017 and eight digits of the clock.
    const mobile = `017${String(Date.now()).slice(-8)}`;
    const name = `Nusrat ${uniqueTag('search')}`;
    await postJson('/api/reservation', {
      departureLocation: 'Dhaka',
      destinationLocation: 'Sylhet',
      pname: name,
      email: 'nusrat.search@example.com',
      mobile,
      numberOfPassengers: 2,
      journeyDate: daysAhead(5),
    });

    const { page, problems, context } = await openPage(browser());
    const addresses: string[] = [];
    page.on('request', (req) => addresses.push(decodeURIComponent(req.url())));
    await signIn(page, '/dashbord');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();

    await page.keyboard.press('/');
    const box = page.getByRole('searchbox', { name: 'Find in the back office' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
    await page.keyboard.type(bangla(mobile));
    expect(await box.inputValue()).toBe(bangla(mobile));

    const results = page.getByRole('region', { name: 'Reservations' });
    const hit = results.getByRole('button', { name: new RegExp(name) });
    await hit.waitFor();
    await page.getByRole('button', { name: 'See all 1' }).waitFor();
    await shots(page, 'search-results');
    await hit.click();

    // The reservations list, found by the booking's reference, with the booking open.
    const details = page.getByRole('dialog', { name: `The booking of ${name}` });
    await details.waitFor();
    await details.getByText('Sylhet').waitFor();
    await page.getByText('Showing 1–1 of 1').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashbord/viewReservation');
    await shots(page, 'search-opened');

    for (const personal of [mobile, mobile.slice(1), bangla(mobile), name, 'nusrat.search']) {
      expect(addresses.filter((url) => url.includes(personal))).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('exports the messages a phone search selects, and no address the browser asks for holds the phone or the name', async () => {
    const phone = `018${String(Date.now()).slice(-8)}`;
    const name = `Arif ${uniqueTag('export')}`;
    await postJson('/api/contactus', {
      name,
      contact_number: phone,
      email: 'arif.export@example.com',
      subject: 'Invoice for my trips',
      message: 'Please send the invoice.',
    });
    const { page, problems, context } = await openPage(browser());
    const addresses: string[] = [];
    page.on('request', (req) => addresses.push(decodeURIComponent(req.url())));
    await signIn(page, '/dashbord/viewMessage');
    await page.getByLabel('Search', { exact: true }).fill(phone);
    await page.getByText('Showing 1–1 of 1').waitFor();
    await page.locator('table[aria-label="Messages"][aria-busy="false"]').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Export CSV/ }).click(),
    ]);
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(name);

    for (const personal of [phone, name, 'arif.export']) {
      expect(addresses.filter((url) => url.includes(personal))).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
