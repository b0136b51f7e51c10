import { pageCodeTag } from './page-code';

describe("a rendered page's lazily loaded code", () => {
  const files = { HomePage: '/assets/HomePage-b2.js', SiteFooter: '/assets/SiteFooter-c3.js' };

  it("names the app's entry and the files of the chunks a page rendered in one <meta>", () => {
    expect(
      pageCodeTag('/assets/i.js', files, ['HomePage', 'SiteFooter', 'Twice', 'toString']),
    ).toBe(
      '<meta name="page-code" content="/assets/i.js /assets/HomePage-b2.js /assets/SiteFooter-c3.js">',
    );
    expect(pageCodeTag('/assets/i.js', files, [])).toBe(
      '<meta name="page-code" content="/assets/i.js">',
    );
  });
});
