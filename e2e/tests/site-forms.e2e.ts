import type { Browser, Page } from 'playwright-core';
import { dhakaDaysAhead, drawnPng, pdfFile } from '../support/assets';
import { describeInBrowser, launch, openPage, signIn, formField } from '../support/browser';
import { pageReady } from './site-support';

const inDays = dhakaDaysAhead;

/** Staff sign in, open the table and find the row. */
async function staffSee(page: Page, path: string, text: string) {
  // Staff read the lists as a table, on a laptop (a phone shows them as cards).
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, path);
  await page.getByRole('table').getByText(text).first().waitFor();
}

describeInBrowser('the public forms store what visitors send', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('contact form: validation, then the message reaches staff', async () => {
    const { page, problems, context } = await openPage(browser);
    const subject = `Lost umbrella in a Car AC ${Date.now()}`;
    await page.goto('/pages/contactus');
    await pageReady(page);

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Message is required').waitFor();

    await formField(page, 'Name').fill('Farzana Akter');
    await formField(page, 'Contact number').fill('abc');
    await formField(page, 'Email').fill('farzana@example');
    await formField(page, 'Subject').fill(subject);
    await formField(page, 'Message').fill(
      'I left a blue umbrella in the car this morning (trip 10:15).',
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Contact number must be a phone number', { exact: false }).waitFor();
    await page.getByText('Email must be a valid e-mail address').waitFor();

    await formField(page, 'Contact number').fill('+880 1812-345678');
    await formField(page, 'Email').fill('farzana@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, Farzana Akter').waitFor();
    expect(await formField(page, 'Subject').inputValue()).toBe(''); // the form resets

    await staffSee(page, '/dashbord/viewMessage', subject);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('booking: a ride with a document is stored and staff see the reservation', async () => {
    const { page, problems, context } = await openPage(browser);
    const passenger = `Shafiq Rahman ${Date.now()}`;
    await page.goto('/booking?from=Gulshan&to=Motijheel');
    await pageReady(page);
    await page.getByTestId('booking-fare').waitFor();
    expect(await page.getByTestId('booking-fare').textContent()).toBe('Tk 350');

    await formField(page, 'Passenger name').fill(passenger);
    await formField(page, 'Email').fill('shafiq@example.com');
    await formField(page, 'Mobile').fill('01712-345678');
    await formField(page, 'Passengers').selectOption('3');
    await formField(page, 'Journey date').fill(inDays(-1));
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page.getByText('Journey date cannot be in the past').waitFor();

    await formField(page, 'Journey date').fill(inDays(5));
    await page.locator('input[type=file]').setInputFiles({
      name: 'permit.png',
      mimeType: 'image/png',
      buffer: await drawnPng(400, 300),
    });
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page.getByRole('heading', { name: 'Booking request received' }).waitFor();
    await page.getByText(/Your reference is DR-[2-9A-Z]{4}-[2-9A-Z]{4}\./).waitFor();

    await staffSee(page, '/dashbord/viewReservation', passenger);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('booking: a helicopter takes at most 6 passengers', async () => {
    const { page, problems, context } = await openPage(browser, 375, 812);
    await page.goto('/booking?kind=helicopter');
    await pageReady(page);
    await page.getByText(/quoted by our team/).waitFor();
    expect(await formField(page, 'Passengers').locator('option').count()).toBe(6);
    await page
      .getByRole('form', { name: 'Booking form' })
      .getByText('Ride', { exact: true })
      .click();
    // The form hydrates at this first touch; the click is given again once it is live.
    await formField(page, 'Passengers')
      .locator('option[value="14"]')
      .waitFor({ state: 'attached' });
    expect(await formField(page, 'Passengers').locator('option').count()).toBe(14);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('merchant registration is stored and staff see it', async () => {
    const { page, problems, context } = await openPage(browser, 375, 812);
    const shop = `Shapla Crafts ${Date.now()}`;
    await page.goto('/parcel/merchant-registration');
    await pageReady(page);
    await page.getByRole('button', { name: 'Register my shop' }).click();
    await page.getByText('Business name is required').waitFor();
    await page.getByText('Product category is required').waitFor();

    await formField(page, 'Full name').fill('Ayesha Siddika');
    await formField(page, 'Phone').fill('1911-223344');
    await formField(page, 'City').selectOption('Chattogram');
    await formField(page, 'Business name').fill(shop);
    await formField(page, 'Product category').selectOption('Handicrafts');
    // A merchant's two papers (PRODUCT.md §23), each sent right after the registration.
    await formField(page, 'Trade licence number').fill('TRAD/DNCC/0412/2026');
    await formField(page, 'Trade licence expiry date').fill(dhakaDaysAhead(300));
    await page.getByLabel(/^Trade licence file/).setInputFiles(pdfFile('trade-licence'));
    await formField(page, 'Owner’s National ID number').fill('1990 269 4819');
    await page.getByLabel(/^Owner’s National ID file/).setInputFiles(pdfFile('nid'));
    await page.getByRole('button', { name: 'Register my shop' }).click();
    await page.getByText('Registration received').waitFor();
    expect(await formField(page, 'Business name').inputValue()).toBe('');

    await staffSee(page, '/dashbord/registrations', 'Ayesha Siddika');
    await page.getByRole('table').getByText(shop, { exact: false }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
