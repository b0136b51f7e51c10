import { BASE_URL, describeInBrowser, openPage, signIn } from '../support/browser';
import { adminToken, graphql, sharedBrowser, uniqueTag } from './backoffice-api';

describeInBrowser('staff edit the company pages', () => {
  const browser = sharedBrowser();

  it('staff change a sentence and a director’s name, see it on the public page, then restore the earlier version', async () => {
    const { page, problems, context } = await openPage(browser());
    const tag = uniqueTag('b');
    const newName = `Tanvir Chowdhury ${tag}`;
    const sentence = `The board meets on the first Sunday of every month ${tag}.`;

    // A reader without JavaScript sees the server's HTML: in its cache before the save.
    const noScript = await browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const reader = await noScript.newPage();
    await reader.goto('/pages/directors');
    await reader.getByRole('heading', { name: 'Tanvir Hasan Chowdhury' }).waitFor();

    await signIn(page, '/dashbord/pages');
    await page.getByRole('link', { name: 'Edit Directors' }).click();
    await page.waitForURL((u) => u.pathname === '/dashbord/pages/directors');
    const name = page.getByLabel('Name (member 1)');
    await page.waitForFunction(
      () => !!document.querySelector('input[value="Tanvir Hasan Chowdhury"]'),
    );
    await name.fill(newName);
    const body = page.locator('.ProseMirror');
    await body.click();
    await page.keyboard.type(sentence);

    // the preview shows the page as the public will see it, before saving
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.getByRole('heading', { name: newName }).waitFor();
    await preview.getByText(sentence).waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Page saved').first().waitFor();
    const restoreButtons = page.getByRole('button', { name: /^Restore the version saved/ });
    await restoreButtons.first().waitFor();

    // The save emptied the HTML cache: the next request renders the new text on the server.
    await reader.reload();
    await reader.getByRole('heading', { name: newName }).waitFor();
    await reader.getByText(sentence).waitFor();

    const visitor = await context.newPage();
    await visitor.goto('/pages/directors');
    await visitor.getByRole('heading', { name: newName }).waitFor();
    await visitor.getByText(sentence).waitFor();

    // the earlier version comes back, and the restore is itself a revision
    await restoreButtons.first().click();
    const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('Revision restored').first().waitFor();
    await page.waitForFunction(
      () => !!document.querySelector('input[value="Tanvir Hasan Chowdhury"]'),
    );
    await restoreButtons.nth(1).waitFor();
    expect(await restoreButtons.count()).toBe(2);

    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Tanvir Hasan Chowdhury' }).waitFor();
    expect(await visitor.getByText(sentence).count()).toBe(0);
    expect(await visitor.getByText(newName).count()).toBe(0);
    await reader.reload();
    await reader.getByRole('heading', { name: 'Tanvir Hasan Chowdhury' }).waitFor();
    expect(await reader.getByText(sentence).count()).toBe(0);
    await noScript.close();

    // the activity log names the save and the restore, with who did them
    await page.goto('/dashbord/activity?entity=CmsPage');
    const log = page.getByRole('table', { name: 'Activity log' });
    const edited = log.locator('tbody tr', { hasText: 'Edited page directors' });
    const restored = log.locator('tbody tr', { hasText: /Restored page directors to revision/ });
    await edited.first().waitFor();
    await restored.first().waitFor();
    expect(await edited.first().textContent()).toContain('admin');
    expect(await restored.first().textContent()).toContain('restore');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('staff edit the Bangla version under its own tab, with its own revisions, and start one for a page that has none', async () => {
    const { page, problems, context } = await openPage(browser());
    const tag = uniqueTag('bn');
    await signIn(page, '/dashbord/pages/safety');
    const title = page.getByLabel('Title');
    await page.waitForFunction(
      () => !!document.querySelector('input[value="Safety, on every trip"]'),
    );

    await page.getByRole('tab', { name: 'বাংলা' }).click();
    await page.waitForURL((u) => u.search === '?locale=bn');
    await page.waitForFunction(
      () => !!document.querySelector('input[value="প্রতিটি ট্রিপে নিরাপত্তা"]'),
    );
    await title.fill(`নিরাপত্তা ${tag}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Page saved').first().waitFor();
    // The Bangla page's revisions: the seeded copy it replaced.
    await page.getByText('প্রতিটি ট্রিপে নিরাপত্তা', { exact: true }).waitFor();

    // English is its own page: its copy and revisions are untouched.
    await page.getByRole('tab', { name: 'English' }).click();
    await page.waitForFunction(
      () => !!document.querySelector('input[value="Safety, on every trip"]'),
    );
    await page.getByText('No earlier versions yet: each save adds one.').waitFor();

    // Back to Bangla: restore the seeded copy.
    await page.getByRole('tab', { name: 'বাংলা' }).click();
    await page
      .getByRole('button', { name: /^Restore the version saved/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.waitForFunction(
      () => !!document.querySelector('input[value="প্রতিটি ট্রিপে নিরাপত্তা"]'),
    );

    // A page made in English only: its Bangla version starts as a copy of the English.
    const slug = uniqueTag('only-en-');
    await graphql(
      'mutation ($input: NewCmsPageInput!) { createCmsPage(input: $input) { id } }',
      { input: { slug, title: `Only English ${tag}` } },
      await adminToken(),
    );
    await page.goto(`/dashbord/pages/${slug}?locale=bn`);
    await page.getByText('This page has no Bangla version yet').waitFor();
    await page.getByRole('button', { name: 'Start it from the English copy' }).click();
    await page.waitForFunction(
      (t) => !!document.querySelector(`input[value="${t}"]`),
      `Only English ${tag}`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a page body runs no injected script on the public site', async () => {
    const { page, problems, context } = await openPage(browser());
    const slug = uniqueTag('xss-');
    const body = [
      '<p id="safe">Plain words stay.</p>',
      '<script>window.__xss = "script"</script>',
      '<img src="/art/phones.svg" alt="" onerror="window.__xss = \'onerror\'" onload="window.__xss = \'onload\'">',
      '<a href="javascript:window.__xss=\'link\'">a link</a>',
      '<a href="https://example.org/" target="_blank">outside</a>',
    ].join('');
    await graphql(
      `
        mutation ($input: NewCmsPageInput!) {
          createCmsPage(input: $input) {
            id
          }
        }
      `,
      { input: { slug, title: 'Injected', body } },
      await adminToken(),
    );
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/pages/${slug}`);
    await page.getByText('Plain words stay.').waitFor();
    await page.getByText('a link').click();
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'outside' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(alerts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
