import { describeInBrowser, openPage, signIn } from '../support/browser';
import { daysAhead, postJson, sharedBrowser, uniqueTag } from './backoffice-api';

describeInBrowser('staff act on many rows at once', () => {
  const browser = sharedBrowser();

  it('staff select three reservations and confirm them at once', async () => {
    const tag = uniqueTag('eid');
    for (const name of ['Arif', 'Bina', 'Chand']) {
      await postJson('/api/reservation', {
        departureLocation: 'Gulshan',
        destinationLocation: 'Airport',
        pname: `${name} ${tag}`,
        email: `${name.toLowerCase()}@example.com`,
        mobile: '01711223344',
        numberOfPassengers: 1,
        journeyDate: daysAhead(3),
      });
    }
    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/viewReservation');
    await page.getByLabel('Search').fill(tag);
    const table = page.getByRole('table', { name: 'Reservations' });
    const rows = table.locator('tbody tr', { hasText: tag });
    await page.getByText('Showing 1–3 of 3').waitFor();

    // Keyboard: focus the page's checkbox and press Space.
    await table.getByRole('checkbox', { name: 'Select every row on this page' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the status of 3 reservations' });
    await dialog.getByRole('radio', { name: 'Confirmed' }).check();
    await dialog.getByLabel('Note (optional)').fill('Eid rush');
    await dialog.getByRole('button', { name: 'Change 3 reservations' }).click();
    await page.getByText('3 reservations marked confirmed.').waitFor();
    await page.getByText('0 selected').waitFor();
    await rows.filter({ hasText: 'Confirmed' }).nth(2).waitFor();
    expect(await rows.filter({ hasText: 'Pending' }).count()).toBe(0);

    // Delete asks first, naming the count.
    await table.getByRole('checkbox', { name: `Select the booking of Arif ${tag}` }).check();
    await table.getByRole('checkbox', { name: `Select the booking of Bina ${tag}` }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 reservations?' });
    await confirm.getByText('2 reservations will be deleted. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete 2 reservations' }).click();
    await page.getByText('Showing 1–1 of 1').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
