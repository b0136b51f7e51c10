import { appPerFile, pngImage, ADMIN_ACTOR } from '../../test/harness';
import { REGISTRATION, reservationToday } from '../../test/inbox-fixtures';

const t = appPerFile();

const QUERY = `{
  dashboardStats {
    news pressCoverage contactMessages reservations fareRates registrationRequests
    newMessages pendingReservations newRegistrations
    latestMessages { id name subject createdAt }
    latestReservations { id passengerName journeyDate bookingDocument { fileName } }
  }
}`;

describe('dashboardStats', () => {
  it('counts every table and lists the five newest messages and reservations', async () => {
    const png = await pngImage();
    const image = { buffer: png, originalName: 'a.png' };
    const article = { title: 'T', description: 'D', date: '2026-01-01' };
    await t.services.news.create(article, image, ADMIN_ACTOR);
    await t.services.news.create(article, image, ADMIN_ACTOR);
    await t.services.press.create(article, image, ADMIN_ACTOR);
    for (let i = 1; i <= 7; i++) {
      await t.services.messages.create({
        name: `Sender ${i}`,
        contactNumber: '01711000000',
        email: 'a@example.com',
        subject: 'S',
        message: 'M',
      });
      await t.services.reservations.create({
        ...reservationToday(),
        passengerName: `Passenger ${i}`,
      });
    }
    await t.services.fareRates.create({ from: 'A', to: 'B', fareRate: 10 }, ADMIN_ACTOR);
    await t.services.registrations.create(REGISTRATION);
    const first = (await t.services.messages.latest(1))[0];
    await t.services.messages.setStatus(first.id, 'IN_PROGRESS', null, ADMIN_ACTOR);
    const res = await t.gql(QUERY, {}, t.adminToken()).expect(200);
    const stats = res.body.data.dashboardStats;
    expect(stats).toMatchObject({
      news: 2,
      pressCoverage: 1,
      contactMessages: 7,
      reservations: 7,
      fareRates: 1,
      registrationRequests: 1,
      newMessages: 6,
      pendingReservations: 7,
      newRegistrations: 1,
    });
    expect(stats.latestMessages.map((m: { name: string }) => m.name)).toEqual([
      'Sender 7',
      'Sender 6',
      'Sender 5',
      'Sender 4',
      'Sender 3',
    ]);
    expect(stats.latestReservations).toHaveLength(5);
    expect(stats.latestReservations[0]).toMatchObject({
      passengerName: 'Passenger 7',
      bookingDocument: null,
    });
  });

  it('is for admins only', async () => {
    const res = await t.gql(QUERY);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
