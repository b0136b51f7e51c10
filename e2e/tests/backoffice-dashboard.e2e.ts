import { drawnPng } from '../support/assets';
import { describeInBrowser, openPage, signIn } from '../support/browser';
import { shots } from '../support/shots';
import {
  adminToken,
  daysAhead,
  graphql,
  sharedBrowser,
  submitDocument,
  uniqueTag,
} from './backoffice-api';

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

  it('staff open a partner’s paper, reject one with a reason, accept the rest; it shows as expiring', async () => {
    const token = await adminToken();
    const name = `Nodi Traders ${uniqueTag('d')}`;
    const phone = '01819-778899';
    const { createRegistrationRequest: reg } = await graphql<{
      createRegistrationRequest: { id: number; reference: string };
    }>(
      `
        mutation ($input: RegistrationRequestInput!) {
          createRegistrationRequest(input: $input) {
            id
            reference
          }
        }
      `,
      {
        input: {
          kind: 'MERCHANT',
          name,
          phone,
          city: 'Khulna',
          businessName: 'Nodi Traders',
          productCategory: 'Clothing',
        },
      },
    );
    const png = { bytes: await drawnPng(480, 300), name: 'licence.png', type: 'image/png' };
    const paper = (kind: string, expiresOn?: string) =>
      submitDocument(
        { reference: reg.reference, contact: phone, kind, number: 'TL-55667788', expiresOn },
        png,
      );
    await paper('TRADE_LICENCE', daysAhead(9));
    await paper('OWNER_NID');
    const setStatus = (status: string) =>
      graphql(
        'mutation($id: Int!, $s: RegistrationStatus!) { setRegistrationStatus(id: $id, status: $s) { id } }',
        { id: reg.id, s: status },
        token,
      );
    await setStatus('CONTACTED');

    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/registrations');
    await page.getByRole('table', { name: 'Registrations' }).getByText(name).click();
    const details = page.getByRole('dialog', { name: `The request from ${name}` });
    const licence = details.getByTestId('document-TRADE_LICENCE');
    expect(await licence.textContent()).toContain('TL-55667788');
    // Opened with the token in a header: the image shows from a blob: address in this tab.
    await licence.getByRole('button', { name: 'Open the trade licence file' }).click();
    const shown = page.getByRole('img', { name: 'The trade licence as sent' });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/^blob:/);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    // Its own close button: the details underneath stay open.
    await page
      .getByRole('dialog', { name: 'Trade licence' })
      .locator('.mantine-Modal-close')
      .click();
    await shown.waitFor({ state: 'detached' });

    const nid = details.getByTestId('document-OWNER_NID');
    await nid.getByRole('button', { name: 'Reject the owner’s national ID' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject the owner’s national ID' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await reject.getByRole('alert').getByText('Choose a reason.').waitFor();
    await reject.getByRole('radio', { name: 'Other: write a sentence' }).check();
    await reject.getByLabel('Reason for the partner').fill('The photo is cut off at the bottom.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await nid.getByText('Reason: The photo is cut off at the bottom.').waitFor();
    await licence.getByRole('button', { name: 'Accept the trade licence' }).click();
    await licence.getByText('Accepted', { exact: true }).waitFor();
    await shots(page, 'documents-panel');
    // Approval is refused while a paper is not accepted, naming it.
    await expect(setStatus('APPROVED')).rejects.toThrow(/not yet: Owner’s National ID/);

    // The partner sends a new one from the status page; staff accept it and approve.
    await paper('OWNER_NID');
    await page.keyboard.press('Escape');
    await page.getByRole('table', { name: 'Registrations' }).getByText(name).click();
    await nid.getByText('To review').waitFor();
    await nid.getByRole('button', { name: 'Accept the owner’s national ID' }).click();
    await details.getByText('2 of 2 accepted').waitFor();
    await setStatus('APPROVED');

    // Its trade licence lapses in 9 days: in the Expiring view, counted in the sidebar.
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: /^Expiring in 30 days/ }).click();
    await page.waitForURL((u) => u.pathname === '/dashbord/expiring');
    const row = page
      .getByRole('table', { name: 'Documents expiring in the next 30 days' })
      .getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Trade licence.*in 9 days|in 9 days.*Trade licence/);
    const { expiringDocuments } = await graphql<{ expiringDocuments: { total: number } }>(
      '{ expiringDocuments(countOnly: true) { total } }',
      {},
      token,
    );
    await nav.getByTestId('expiring-count').getByText(String(expiringDocuments.total)).waitFor();
    await shots(page, 'expiring');
    expect(problems).toEqual([]);
    await context.close();
  });
});
