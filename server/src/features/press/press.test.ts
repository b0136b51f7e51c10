import request from 'supertest';
import { appPerFile, gqlUpload, pngImage } from '../../test/harness';

const t = appPerFile();

const input = {
  title: 'The Daily Star covers DigitalRide',
  description: 'A profile of our bike captains.',
  date: '2026-02-10',
};
const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });

describe('GraphQL press coverage', () => {
  it('an admin creates, updates and deletes; anyone reads pages and items', async () => {
    const created = await gqlUpload(
      t.app,
      `mutation($input: PressCoverageInput!, $image: Upload!) {
        createPressCoverage(input: $input, image: $image) { id title date imageUrl }
      }`,
      { input, image: null },
      { image: { buffer: await pngImage(), name: 'p.png' } },
      t.adminToken(),
    ).expect(200);
    const { id } = created.body.data.createPressCoverage;
    const updated = await gqlUpload(
      t.app,
      `mutation($id: Int!, $input: PressCoverageInput!) {
        updatePressCoverage(id: $id, input: $input) { title }
      }`,
      { id, input: { ...input, title: 'Renamed' } },
      {},
      t.adminToken(),
    );
    expect(updated.body.data.updatePressCoverage.title).toBe('Renamed');
    const page = await t.gql('{ pressCoverage(search: "renamed") { total items { id title } } }');
    expect(page.body.data.pressCoverage).toEqual({ total: 1, items: [{ id, title: 'Renamed' }] });
    const item = await t.gql('query($id: Int!) { pressCoverageItem(id: $id) { date } }', { id });
    expect(item.body.data.pressCoverageItem.date).toBe('2026-02-10');
    const del = await t.gql(
      'mutation($id: Int!) { deletePressCoverage(id: $id) }',
      { id },
      t.adminToken(),
    );
    expect(del.body.data.deletePressCoverage).toBe(true);
    expect(await t.services.press.count()).toBe(0);
    expect(await t.services.news.count()).toBe(0);
  });

  it('says "Press title is required"', async () => {
    const res = await gqlUpload(
      t.app,
      `mutation($input: PressCoverageInput!, $image: Upload!) {
        createPressCoverage(input: $input, image: $image) { id }
      }`,
      { input: { ...input, title: ' ' }, image: null },
      { image: { buffer: await pngImage(), name: 'p.png' } },
      t.adminToken(),
    );
    expect(res.body.errors[0].extensions.fields).toEqual([
      { field: 'title', message: 'Press title is required' },
    ]);
  });
});

describe('REST press-coverage', () => {
  it('POST takes newstitle (as the original client sends) or presstitle; answers use presstitle', async () => {
    const png = await pngImage();
    const a = await request(t.app)
      .post('/api/press-coverage')
      .set(auth())
      .field('newstitle', 'Sent as newstitle')
      .field('description', 'D')
      .field('date', '2026-01-01')
      .attach('image', png, 'a.png')
      .expect(201);
    expect(a.body).toMatchObject({ presstitle: 'Sent as newstitle' });
    expect(a.body.newstitle).toBeUndefined();
    await request(t.app)
      .post('/api/press-coverage')
      .set(auth())
      .field('presstitle', 'Sent as presstitle')
      .field('description', 'D')
      .field('date', '2026-01-02')
      .attach('image', png, 'b.png')
      .expect(201);
    const list = await request(t.app).get('/api/press-coverage').expect(200);
    expect(list.body.map((p: { presstitle: string }) => p.presstitle)).toEqual([
      'Sent as presstitle',
      'Sent as newstitle',
    ]);
    const one = await request(t.app).get(`/api/press-coverage/${a.body.id}`).expect(200);
    expect(one.body.image).toMatch(/^\/uploads\//);
    await request(t.app).delete(`/api/press-coverage/${a.body.id}`).set(auth()).expect(204);
    await request(t.app).get(`/api/press-coverage/${a.body.id}`).expect(404);
  });

  it('names the title field presstitle in errors', async () => {
    const res = await request(t.app)
      .post('/api/press-coverage')
      .set(auth())
      .field('description', 'D')
      .field('date', '2026-01-01')
      .attach('image', await pngImage(), 'a.png')
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'presstitle', message: 'Press title is required' }]);
    expect(await t.services.press.count()).toBe(0);
  });
});
