import request from 'supertest';
import { createTestApp, gqlUpload, pngImage, type TestApp } from '../../test/harness';
import { ITEMS as NEWS_ITEMS } from '../../features/news/news.seed';
import { ITEMS as PRESS_ITEMS } from '../../features/press/press.seed';
import { NEWS_BN, PRESS_BN } from './article.seed.bn';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const FIELDS = 'id title titleBn description descriptionBn';
const CREATE = `mutation($input: PressCoverageInput!, $image: Upload!) {
  createPressCoverage(input: $input, image: $image) { ${FIELDS} }
}`;
const UPDATE = `mutation($id: Int!, $input: PressCoverageInput!) {
  updatePressCoverage(id: $id, input: $input) { ${FIELDS} }
}`;
const input = { title: 'Prothom Alo on us', description: 'A story.', date: '2026-03-01' };

describe('news and press coverage in Bangla', () => {
  it('staff add the Bangla title and text; anyone reads them; the REST shim is unchanged', async () => {
    const res = await gqlUpload(
      t.app,
      CREATE,
      {
        input: { ...input, titleBn: '  প্রথম আলোয় আমরা ', descriptionBn: 'একটি প্রতিবেদন।' },
        image: null,
      },
      { image: { buffer: await pngImage(), name: 'pic.png' } },
      t.adminToken(),
    ).expect(200);
    const created = res.body.data.createPressCoverage;
    expect(created).toMatchObject({ titleBn: 'প্রথম আলোয় আমরা', descriptionBn: 'একটি প্রতিবেদন।' });
    const read = await t.gql(`query($id: Int!) { pressCoverageItem(id: $id) { ${FIELDS} } }`, {
      id: created.id,
    });
    expect(read.body.data.pressCoverageItem).toEqual(created);
    const list = await t.gql(`{ pressCoverage(page: 1, pageSize: 10) { items { ${FIELDS} } } }`);
    expect(list.body.data.pressCoverage.items).toEqual([created]);
    const rest = await request(t.app).get(`/api/press-coverage/${created.id}`).expect(200);
    expect(Object.keys(rest.body)).not.toEqual(expect.arrayContaining(['titleBn']));
    expect(JSON.stringify(rest.body)).not.toContain('প্রথম');
  });

  it('an edit without the Bangla keeps it; an empty Bangla title removes it', async () => {
    const res = await gqlUpload(
      t.app,
      CREATE,
      { input: { ...input, titleBn: 'শিরোনাম', descriptionBn: 'লেখা' }, image: null },
      { image: { buffer: await pngImage(), name: 'pic.png' } },
      t.adminToken(),
    ).expect(200);
    const { id } = res.body.data.createPressCoverage;
    const kept = await t.gql(UPDATE, { id, input: { ...input, title: 'New' } }, t.adminToken());
    expect(kept.body.data.updatePressCoverage).toMatchObject({
      titleBn: 'শিরোনাম',
      descriptionBn: 'লেখা',
    });
    const cleared = await t.gql(
      UPDATE,
      { id, input: { ...input, titleBn: ' ', descriptionBn: null } },
      t.adminToken(),
    );
    expect(cleared.body.data.updatePressCoverage).toMatchObject({
      titleBn: null,
      descriptionBn: null,
    });
  });

  it('refuses a Bangla title over 200 characters, changing nothing', async () => {
    const res = await gqlUpload(
      t.app,
      CREATE,
      { input: { ...input, titleBn: 'ক'.repeat(201) }, image: null },
      { image: { buffer: await pngImage(), name: 'pic.png' } },
      t.adminToken(),
    ).expect(200);
    expect(res.body.errors[0].extensions.fields).toEqual([
      { field: 'titleBn', message: 'Bangla title must be at most 200 characters' },
    ]);
    expect(await t.ds.query('SELECT id FROM press_coverage')).toEqual([]);
  });

  it('has the Bangla of every demo news and press item, and nothing else', () => {
    for (const [items, bangla] of [
      [NEWS_ITEMS, NEWS_BN],
      [PRESS_ITEMS, PRESS_BN],
    ] as const) {
      expect(Object.keys(bangla).sort()).toEqual(items.map(([title]) => title).sort());
      for (const [titleBn, descriptionBn] of Object.values(bangla)) {
        expect(titleBn).toMatch(/[\u0980-\u09FF]/);
        expect(descriptionBn).toMatch(/[\u0980-\u09FF]/);
        expect(titleBn.normalize('NFC') + descriptionBn.normalize('NFC')).toBe(
          titleBn + descriptionBn,
        );
      }
    }
  });
});
