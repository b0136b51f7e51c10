import { describeInBrowser, openPage, signIn } from '../support/browser';
import { adminToken, graphql, sharedBrowser, uniqueTag } from './backoffice-api';

interface Stats {
  news: number;
  pressCoverage: number;
  contactMessages: number;
  reservations: number;
  fareRates: number;
  registrationRequests: number;
}

describeInBrowser('the dashboard and the registrations table', () => {
  const browser = sharedBrowser();

  it('the dashboard shows the real figures, each linking to its table, and the latest items', async () => {
    const { dashboardStats: stats } = await graphql<{ dashboardStats: Stats }>(
      '{ dashboardStats { news pressCoverage contactMessages reservations fareRates registrationRequests } }',
      {},
      await adminToken(),
    );
    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord');
    const cards: [string, number, string][] = [
      ['News', stats.news, '/dashbord/news/viewnews'],
      ['Press', stats.pressCoverage, '/dashbord/news/viewpress'],
      ['Messages', stats.contactMessages, '/dashbord/viewMessage'],
      ['Reservations', stats.reservations, '/dashbord/viewReservation'],
      ['Fare rates', stats.fareRates, '/dashbord/fare-rates'],
      ['Registrations', stats.registrationRequests, '/dashbord/registrations'],
    ];
    const main = page.locator('main');
    for (const [label, value, href] of cards) {
      const card = main.getByRole('link', { name: `${label}: ${value}`, exact: true });
      await card.waitFor();
      expect(await card.getAttribute('href')).toBe(href);
    }
    await main.getByRole('heading', { name: 'Latest messages' }).waitFor();
    await main.getByRole('heading', { name: 'Latest reservations' }).waitFor();
    expect(await main.textContent()).not.toMatch(/coming soon|lorem|earnings|your website/i);

    await main
      .getByRole('link', { name: `Messages: ${stats.contactMessages}`, exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === '/dashbord/viewMessage');
    await page.getByRole('table', { name: 'Messages' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a merchant registration appears under its kind, not under another', async () => {
    const name = `Rupa Handicrafts ${uniqueTag('r')}`;
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
          name,
          phone: '01819-445566',
          email: 'rupa@example.com',
          city: 'Sylhet',
          businessName: 'Rupa Handicrafts',
          productCategory: 'Handicrafts',
        },
      },
    );
    const { page, problems, context } = await openPage(browser(), 375, 800);
    await signIn(page, '/dashbord/registrations');
    // On a phone each request is a card; it opens its details.
    const cards = page.getByRole('list', { name: 'Registrations' });
    const row = cards.locator('li', { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Merchant, Sylhet');
    await row.getByText(name).click();
    const details = page.getByRole('dialog', { name: `The request from ${name}` });
    // The number as it is written at home; the link dials it without the trunk 0.
    const phone = details.getByRole('link', { name: '01819-445566' });
    expect(await phone.getAttribute('href')).toBe('tel:+8801819445566');
    expect(await details.textContent()).toContain('Sells: Handicrafts');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    const kinds = page.getByRole('radiogroup', { name: 'Kind' });
    await kinds.getByText('Driver', { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('kind') === 'DRIVER');
    await row.waitFor({ state: 'detached' });
    await kinds.getByText('Merchant', { exact: true }).click();
    await row.waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await row.getByRole('button', { name: `Delete the request from ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this registration?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await row.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
