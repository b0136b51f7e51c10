import fs from 'node:fs';
import { drawnPng } from '../support/assets';
import { BASE_URL, describeInBrowser, openPage, signIn } from '../support/browser';
import { daysAhead, postJson, sharedBrowser, uniqueTag } from './backoffice-api';

/** What the booking form sends: the document first, then the reservation naming it. */
async function bookHelicopterWithDocument(email: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'nid-card.png');
  const upload = await fetch(`${BASE_URL}/api/booking-doc`, { method: 'POST', body: form });
  expect(upload.status).toBe(201);
  const doc = (await upload.json()) as { id: number; fileName: string; claimToken: string };
  await postJson('/api/reservation', {
    kind: 'HELICOPTER',
    departureLocation: 'Dhaka',
    destinationLocation: "Cox's Bazar",
    pname: 'Nusrat Jahan',
    email,
    mobile: '+880 1711-223344',
    numberOfPassengers: 3,
    journeyDate: daysAhead(10),
    bookingDocumentId: doc.id,
    claimToken: doc.claimToken,
  });
  return doc;
}

describeInBrowser('staff see reservations and their documents', () => {
  const browser = sharedBrowser();

  it('a booking with a document appears for staff, and the document downloads only when signed in', async () => {
    const email = `${uniqueTag('nusrat')}@example.com`;
    const file = await drawnPng(320, 200, '#b4462b');
    const doc = await bookHelicopterWithDocument(email, file);

    // without a token the file is refused
    const anonymous = await fetch(`${BASE_URL}/api/booking-doc/${doc.id}/file`);
    expect(anonymous.status).toBe(401);

    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/viewReservation');
    const table = page.getByRole('table', { name: 'Reservations' });
    // newest first: on page 1
    const row = table.locator('tbody tr', { hasText: email });
    await row.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual([
      '', // the page's checkbox
      '#',
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
      'Action',
    ]);
    await row.getByText('Helicopter').waitFor();
    expect(await row.textContent()).toContain("Cox's Bazar");

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${doc.fileName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(doc.fileName);
    const saved = await download.path();
    expect(fs.readFileSync(saved).equals(file)).toBe(true);

    // deleting the reservation takes its document with it
    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this reservation?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await row.waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await context.close();
  });
});
