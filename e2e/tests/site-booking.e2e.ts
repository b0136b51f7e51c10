/* The booking page with JavaScript off (a plain form, posted multipart with its document, answered
   by the server: server/src/features/reservations/booking-form.ts), in English and Bangla; and with JavaScript on,
   where the form hydrates at the first interaction and keeps what was typed before. */
import type { Locator } from 'playwright-core';
import { drawnPng } from '../support/assets';
import { BASE_URL, describeInBrowser, openPage, formField } from '../support/browser';
import { adminToken, daysAhead, graphql, sharedBrowser, uniqueTag } from './backoffice-api';
import { holdIslandCode } from './site-support';

interface StoredReservation {
  id: number;
  passengerName: string;
  departureLocation: string;
  numberOfPassengers: number;
  journeyDate: string;
  bookingDocument: { fileName: string; mimeType: string } | null;
}

/** The reservations staff see for a name (one journey's own rows). */
async function reservationsOf(name: string): Promise<StoredReservation[]> {
  const data = await graphql<{ reservations: { items: StoredReservation[] } }>(
    `
      query ($search: String) {
        reservations(search: $search) {
          items {
            id
            passengerName
            departureLocation
            numberOfPassengers
            journeyDate
            bookingDocument {
              fileName
              mimeType
            }
          }
        }
      }
    `,
    { search: name },
    await adminToken(),
  );
  return data.reservations.items.filter((r) => r.passengerName === name);
}

/** The values of a place list's options (its first, "choose", option left out). */
const placesIn = (select: Locator) =>
  select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

/** Chooses in `select` a place other than `not`; answers it. */
async function chooseOther(select: Locator, not: string): Promise<string> {
  const place = (await placesIn(select)).find((p) => p !== not)!;
  await select.selectOption(place);
  return place;
}

describeInBrowser('booking', () => {
  const browser = sharedBrowser();

  it('books without JavaScript in English: errors keep what was typed, then booked with a document', async () => {
    const context = await browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    const passenger = uniqueTag('Tahmina Noscript ');
    await page.goto('/booking?from=Gulshan&to=Motijheel');
    // No "needs JavaScript" notice: the form works as it is.
    expect(await page.getByText(/JavaScript/).count()).toBe(0);
    await formField(page, 'Passenger name').fill(passenger);
    await formField(page, 'Email').fill('tahmina@example');
    await formField(page, 'Passengers').selectOption('3');
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page.waitForURL((u) => u.pathname === '/booking' && u.search.includes('from=Gulshan'));
    await page.getByText('Email must be a valid e-mail address').waitFor();
    await page.getByText('Mobile is required').waitFor();
    await page.getByText('Journey date is required').waitFor();
    expect(await formField(page, 'Passenger name').inputValue()).toBe(passenger);
    expect(await formField(page, 'Email').inputValue()).toBe('tahmina@example');
    expect(await formField(page, 'Passengers').inputValue()).toBe('3');
    expect(await formField(page, 'From').inputValue()).toBe('Gulshan');
    expect(await reservationsOf(passenger)).toEqual([]);

    await formField(page, 'Email').fill('tahmina@example.com');
    await formField(page, 'Mobile').fill('01712-345678');
    await formField(page, 'Journey date').fill(daysAhead(4));
    await page.locator('input[type=file]').setInputFiles({
      name: 'permit.png',
      mimeType: 'image/png',
      buffer: await drawnPng(300, 200),
    });
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page.getByRole('heading', { name: 'Booking request received' }).waitFor();
    await page.getByText(/Your reference is DR-[2-9A-Z]{4}-[2-9A-Z]{4}\./).waitFor();
    const [row] = await reservationsOf(passenger);
    expect(row).toMatchObject({
      departureLocation: 'Gulshan',
      numberOfPassengers: 3,
      bookingDocument: { fileName: 'permit.png', mimeType: 'image/png' },
    });
    // A fresh form, without JavaScript too.
    await page.getByRole('link', { name: 'Make another booking' }).click();
    await formField(page, 'Passenger name').waitFor();
    expect(await formField(page, 'Passenger name').inputValue()).toBe('');
    await context.close();
  });

  it('books without JavaScript in Bangla: its errors in Bangla, then the booked panel', async () => {
    const context = await browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    const passenger = uniqueTag('রহিমা ');
    await page.goto('/bn/booking');
    await formField(page, 'যাত্রীর নাম').fill(passenger);
    await formField(page, 'যাত্রার তারিখ').fill(daysAhead(-3));
    await page.getByRole('button', { name: 'বুকিংয়ের অনুরোধ পাঠান' }).click();
    await page.waitForURL((u) => u.pathname === '/bn/booking');
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');
    await page.getByText('যাত্রা শুরুর জায়গা দিতে হবে').waitFor();
    await page.getByText('মোবাইল নম্বর দিতে হবে').waitFor();
    await page.getByText('যাত্রার তারিখ আজকের আগের হতে পারে না').waitFor();
    expect(await formField(page, 'যাত্রীর নাম').inputValue()).toBe(passenger);

    const start = await chooseOther(formField(page, 'কোথা থেকে'), '');
    await chooseOther(formField(page, 'কোথায়'), start);
    await formField(page, 'ই-মেইল').fill('rahima@example.com');
    await formField(page, 'মোবাইল নম্বর').fill('+880 1812-345678');
    await formField(page, 'যাত্রার তারিখ').fill(daysAhead(6));
    await page.getByRole('button', { name: 'বুকিংয়ের অনুরোধ পাঠান' }).click();
    await page.getByRole('heading', { name: 'বুকিংয়ের অনুরোধ পেয়েছি' }).waitFor();
    await page.getByText(/আপনার রেফারেন্স DR-[2-9A-Z]{4}-[2-9A-Z]{4}।/).waitFor();
    expect(await reservationsOf(passenger)).toHaveLength(1);
    await context.close();
  });

  it('hydrates at the first interaction and keeps what was typed and chosen before', async () => {
    const { page, context, problems } = await openPage(browser(), 375, 812);
    // The island's code is held until the test lets it go: typing happens before hydration.
    const release = await holdIslandCode(page, 'BookingFormIsland');
    const passenger = uniqueTag('Early Typist ');
    await page.goto('/booking');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    const island = page.locator('[data-island="BookingForm"]');
    expect(await island.getAttribute('data-hydrated')).toBeNull();

    await formField(page, 'Passenger name').fill(passenger);
    const from = formField(page, 'From');
    const first = await chooseOther(from, '');
    await formField(page, 'Passengers').selectOption('4');
    await page.getByRole('radio', { name: 'Helicopter' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    // Still the server's HTML.
    expect(await island.getAttribute('data-hydrated')).toBeNull();

    release();
    await page.locator('[data-island="BookingForm"][data-hydrated]').waitFor({ state: 'attached' });
    // After hydration, and after a render (the kind changes the button's text): all still there.
    await page.getByRole('button', { name: 'Request helicopter booking' }).waitFor();
    expect(await formField(page, 'Passenger name').inputValue()).toBe(passenger);
    expect(await from.inputValue()).toBe(first);
    expect(await formField(page, 'Passengers').inputValue()).toBe('4');

    // The form's own check sees them: only the untouched fields are missing.
    await page.getByRole('button', { name: 'Request helicopter booking' }).click();
    await page.getByText('Journey date is required').waitFor();
    expect(await page.getByText('Passenger name is required').count()).toBe(0);
    expect(await page.getByText('Departure location is required').count()).toBe(0);

    await chooseOther(formField(page, 'To'), first);
    await formField(page, 'Email').fill('early@example.com');
    await formField(page, 'Mobile').fill('01712-345678');
    await formField(page, 'Journey date').fill(daysAhead(2));
    await page.getByRole('button', { name: 'Request helicopter booking' }).click();
    await page.getByRole('heading', { name: 'Booking request received' }).waitFor();
    const [row] = await reservationsOf(passenger);
    expect(row).toMatchObject({ departureLocation: first, numberOfPassengers: 4 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
