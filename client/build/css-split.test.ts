import { blocks, cutStylesheet, splitByClasses } from './css-split';

const used = new Set(['m_1111aaaa', 'm_a51346']);

describe('splitting the app stylesheet by the classes public pages use', () => {
  it('keeps the baseline, the used components and keyframes; moves the unused and dark-only rules', () => {
    const css = [
      ':root{--mantine-scale:1}',
      '*,:before{box-sizing:border-box}',
      '.m_1111aaaa{color:red}',
      '.m_2222bbbb{color:blue}',
      '.m_a51346{--notification-radius:4px}',
      '@keyframes m_2222bbbb{to{opacity:1}}',
      ':root[data-mantine-color-scheme=dark]{--mantine-color-body:#000}',
      ':where([data-mantine-color-scheme=dark]) .m_1111aaaa{color:white}',
      ':where([data-mantine-color-scheme=light]) .m_1111aaaa,:where([data-mantine-color-scheme=dark]) .m_1111aaaa{top:0}',
      '.m_2222bbbb,.m_1111aaaa:where(.x,.y){margin:0}',
    ].join('');
    const { used: kept, rest } = splitByClasses(css, used);
    expect(kept).toBe(
      ':root{--mantine-scale:1}*,:before{box-sizing:border-box}.m_1111aaaa{color:red}' +
        '.m_a51346{--notification-radius:4px}@keyframes m_2222bbbb{to{opacity:1}}' +
        ':where([data-mantine-color-scheme=light]) .m_1111aaaa,:where([data-mantine-color-scheme=dark]) .m_1111aaaa{top:0}' +
        '.m_2222bbbb,.m_1111aaaa:where(.x,.y){margin:0}',
    );
    expect(rest).toBe(
      '.m_2222bbbb{color:blue}:root[data-mantine-color-scheme=dark]{--mantine-color-body:#000}' +
        ':where([data-mantine-color-scheme=dark]) .m_1111aaaa{color:white}',
    );
  });

  it('splits inside media and supports rules and drops a group left empty', () => {
    const css =
      '@media (min-width:48em){.m_1111aaaa{width:1px}.m_2222bbbb{width:2px}}' +
      '@supports (display:grid){.m_2222bbbb{display:grid}}';
    expect(splitByClasses(css, used)).toEqual({
      used: '@media (min-width:48em){.m_1111aaaa{width:1px}}',
      rest: '@media (min-width:48em){.m_2222bbbb{width:2px}}@supports (display:grid){.m_2222bbbb{display:grid}}',
    });
  });

  it('reads braces and semicolons inside strings and comments as text', () => {
    const css = '@import url("a;b.css");/* { .m_2222bbbb } */.m_1111aaaa:after{content:"}{;"}';
    expect(blocks(css)).toEqual([
      { head: '@import url("a;b.css");' },
      { head: '/* { .m_2222bbbb } */.m_1111aaaa:after', body: 'content:"}{;"' },
    ]);
    expect(splitByClasses(css, used).rest).toBe('');
  });

  it('cuts a stylesheet at its rules into parts of about a given size, in order', () => {
    const css = '.a{color:red}@media (min-width:1px){.b{color:blue}.c{top:0}}.d{left:0}.e{right:0}';
    const parts = cutStylesheet(css, 30);
    expect(parts).toEqual([
      '.a{color:red}',
      '@media (min-width:1px){.b{color:blue}.c{top:0}}',
      '.d{left:0}.e{right:0}',
    ]);
    expect(parts.join('')).toBe(css);
    expect(cutStylesheet(css, 1000)).toEqual([css]);
  });
});
