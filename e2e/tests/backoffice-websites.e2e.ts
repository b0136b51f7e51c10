import { drawnPng } from '../support/assets';
import { describeInBrowser, openPage, signIn } from '../support/browser';
import { pageReady } from './site-support';
import { sharedBrowser, uniqueTag } from './backoffice-api';

describeInBrowser('staff manage the IT portfolio', () => {
  const browser = sharedBrowser();

  it('staff add a mobile app, visitors find it on /it-service, staff edit and delete it', async () => {
    const { page, problems, context } = await openPage(browser());
    const name = `Rickshaw Pay ${uniqueTag('w')}`;
    await signIn(page, '/dashbord/websites');
    await page.getByRole('heading', { name: 'Portfolio websites' }).waitFor();

    await page.getByRole('button', { name: 'Add website' }).click();
    const form = page.getByRole('dialog', { name: 'Add website' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('URL').fill('not a url');
    await form.getByLabel('Client').fill('Dhaka Rickshaw Owners');
    await form.getByLabel('Description').fill('Fare payments by QR code for rickshaw pullers.');
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Mobile app' }).click();
    await form.getByRole('button', { name: 'Add website' }).click();
    await form.getByText('URL must be a web address starting with http:// or https://').waitFor();
    await form.getByText('Image is required').waitFor();
    await form.getByLabel('URL').fill('https://rickshaw-pay.example');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'app.png', mimeType: 'image/png', buffer: await drawnPng() });
    await form.getByRole('button', { name: 'Add website' }).click();
    await page.getByText('Website added').first().waitFor();
    const table = page.getByRole('table', { name: 'Portfolio websites' });
    await table.getByText(name).waitFor();

    // a visitor filters to mobile apps and searches for it
    const visitor = await context.newPage();
    await visitor.goto('/it-service');
    await pageReady(visitor);
    const grid = visitor.getByRole('list', { name: 'Portfolio' });
    await grid.waitFor();
    const kinds = visitor.getByRole('radiogroup', { name: 'Kind of work' });
    await kinds.getByText('Websites', { exact: true }).click();
    await visitor.getByLabel('Search the portfolio').fill('rickshaw');
    await visitor.getByText('No work matches this search yet.').waitFor();
    await kinds.getByText('Mobile apps', { exact: true }).click();
    await grid.getByRole('heading', { name }).waitFor();
    expect(await grid.locator('li').count()).toBe(1);

    // edit keeps the screenshot; delete asks first
    await table
      .locator('tbody tr', { hasText: name })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit website' });
    await edit.getByLabel('Name').fill(`${name} 2`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await table.getByText(`${name} 2`).waitFor();
    await table
      .locator('tbody tr', { hasText: name })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await table.getByText(name).waitFor({ state: 'detached' });
    // The visitor's address kept the filter (the island keeps it in step): the server renders
    // the same search again, which finds nothing now.
    expect(new URL(visitor.url()).search).toBe('?type=MOBILE_APP&q=rickshaw');
    await visitor.reload();
    await visitor.getByText('No work matches this search yet.').waitFor();
    expect(await visitor.getByText(name).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
