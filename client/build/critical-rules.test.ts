// The build reads the stylesheet into rules (here); the server picks a page's rows from them.
import { classesIn, criticalCss, presentIn } from '../../server/src/ssr/critical-css';
import { criticalRules } from './critical-rules';

const css = [
  ':root{--x:1}',
  'body{margin:0}',
  '.a{color:red}',
  '.b{color:blue}',
  '.a .b{top:0}',
  '.a .c,.b{left:0}',
  '.a:not(.z){right:0}',
  '.c:where(.a,.b){bottom:0}',
  '.a[data-x]:hover{opacity:.5}',
  '.a[data-size="xs"]{height:1px}',
  ".a[DATA-ON]:not([data-off]),.b[data-kind='x' i]{height:2px}",
  '.a[href^="/"]{height:3px}',
  ':where(.a:hover){height:4px}',
  '.sm\\:wide{width:1px}',
  '@font-face{font-family:X;src:url(x.woff2)}',
  '@keyframes c{to{opacity:1}}',
  '@media (min-width:48em){.a{width:1px}.c{width:2px}}',
  '@supports (display:grid){.c{display:grid}}',
].join('');

/** A page whose elements have these classes. */
const page = (...classes: string[]) => classes.map((c) => `<p class="${c}"></p>`).join('');

describe('the stylesheet rules a page can use', () => {
  const rules = criticalRules(css);

  it('keeps rules whose required classes the page has, the baseline and at-rules, in order (a variable nothing uses goes)', () => {
    expect(criticalCss(rules, page('a'))).toBe(
      'body{margin:0}.a{color:red}.a:not(.z){right:0}:where(.a:hover){height:4px}' +
        '@font-face{font-family:X;src:url(x.woff2)}@keyframes c{to{opacity:1}}' +
        '@media (min-width:48em){.a{width:1px}}',
    );
  });

  it('needs every class of one selector; classes inside :where(), :not() and [] are not required', () => {
    const kept = criticalCss(rules, page('a', 'b'));
    expect(kept).toContain('.a .b{top:0}');
    expect(kept).toContain('.a .c,.b{left:0}');
    expect(kept).not.toContain('.c:where');
    expect(criticalCss(rules, page('c'))).toContain('.c:where(.a,.b){bottom:0}');
    expect(criticalCss(rules, page('b'))).not.toContain('.a .b{');
  });

  it('needs the attributes of one selector: the value where it says =, the name otherwise', () => {
    const html = (attributes: string) => `<p class="a b" ${attributes}></p>`;
    const kept = criticalCss(rules, html('data-size="xs" data-on href="/x" data-kind="X"'));
    expect(kept).toContain('.a[data-size="xs"]{height:1px}');
    expect(kept).toContain(".a[DATA-ON]:not([data-off]),.b[data-kind='x' i]{height:2px}");
    expect(kept).toContain('.a[href^="/"]{height:3px}');
    const none = criticalCss(rules, html('data-size="xsm" data-kind-x="x" title="data-on"'));
    expect(none).not.toContain('height:1px');
    expect(none).not.toContain('height:2px');
    expect(none).not.toContain('height:3px');
    expect(criticalCss(rules, html('data-kind'))).toContain('height:2px');
  });

  it('leaves what hovering, pressing or focusing brings to the whole stylesheet', () => {
    expect(criticalCss(rules, page('a') + '<p data-x>')).not.toContain(':hover{');
  });

  it('reads escaped class names and drops a group left empty', () => {
    expect(criticalCss(rules, page('sm:wide'))).toContain('.sm\\:wide{width:1px}');
    expect(criticalCss(rules, page())).not.toContain('@media');
    expect(criticalCss(rules, page('c'))).toContain(
      '@media (min-width:48em){.c{width:2px}}@supports (display:grid){.c{display:grid}}',
    );
  });

  it('keeps only the global variables that kept rules or inline styles use, through other variables', () => {
    const global = criticalRules(
      ':root{--a:1px;--b:var(--c);--c:2px;--d:3px;--unused:4px;color-scheme:var(--e)}' +
        ':root[data-x]{--e:light;--f:5px}.one{width:var(--a)}.two{height:var(--b)}.three{top:var(--g)}',
    );
    expect(criticalCss(global, '<html data-x>' + page('one', 'two'))).toBe(
      ':root{--a:1px;--b:var(--c);--c:2px;color-scheme:var(--e)}:root[data-x]{--e:light}' +
        '.one{width:var(--a)}.two{height:var(--b)}',
    );
    expect(criticalCss(global, '<html data-x><p class="one" style="--x:var(--d)">')).toBe(
      ':root{--a:1px;--d:3px;color-scheme:var(--e)}:root[data-x]{--e:light}.one{width:var(--a)}',
    );
  });

  it("leaves out what a page's <template> holds: it is not painted", () => {
    const rules = [
      { text: '.shown{color:red}', needs: [['.shown']] },
      { text: '.later{color:blue}', needs: [['.later']] },
    ];
    const html = '<p class="shown"><template data-x><a class="later"></a></template></p>';
    expect(criticalCss(rules, html)).toBe('.shown{color:red}');
    expect(criticalCss(rules, html.replace('</template>', '</template><i class="later">'))).toBe(
      '.shown{color:red}.later{color:blue}',
    );
  });

  it('finds the classes and attributes of an HTML text', () => {
    const html =
      '<html class="no-js"><div class="a  b"><svg class="c"></svg><p data-class="d" hidden>' +
      '<i title="&quot;q&amp;" DATA-UP="1"/>';
    expect([...classesIn(html)]).toEqual(['no-js', 'a', 'b', 'c']);
    expect([...presentIn(html)]).toEqual(
      expect.arrayContaining(['.a', '@data-class=d', '@hidden', '@title="q&', '@data-up=1']),
    );
  });
});
