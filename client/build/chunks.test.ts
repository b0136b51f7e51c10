import { lazyChunkFiles } from './chunks';

describe("the build's table of lazily loaded chunks", () => {
  const manifest = {
    'index.html': { file: 'assets/index-a1.js', name: 'index', isEntry: true },
    'src/site/home/HomePage.tsx': {
      file: 'assets/HomePage-b2.js',
      name: 'HomePage',
      isDynamicEntry: true,
    },
    'src/site/layout/SiteFooter.tsx': {
      file: 'assets/SiteFooter-c3.js',
      name: 'SiteFooter',
      isDynamicEntry: true,
    },
    '_Button-d4.js': { file: 'assets/Button-d4.js', name: 'Button' },
    'src/a/Twice.tsx': { file: 'assets/Twice-e5.js', name: 'Twice', isDynamicEntry: true },
    'src/b/Twice.tsx': { file: 'assets/Twice-f6.js', name: 'Twice', isDynamicEntry: true },
  };

  it('finds lazily loaded chunks by name; other chunks, and a name two chunks share, are left out', () => {
    expect(lazyChunkFiles(manifest)).toEqual({
      HomePage: '/assets/HomePage-b2.js',
      SiteFooter: '/assets/SiteFooter-c3.js',
    });
    expect(lazyChunkFiles({})).toEqual({});
  });
});
