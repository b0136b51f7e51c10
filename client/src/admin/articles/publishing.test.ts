import { fromDhaka, initialPublishValues, publishInput, toDhaka } from './publishing';

describe('publishing in Dhaka time', () => {
  it('reads and writes instants as a Dhaka clock shows them (UTC+6)', () => {
    expect(fromDhaka('2026-11-25', '09:00')).toBe('2026-11-25T09:00:00+06:00');
    expect(new Date(fromDhaka('2026-11-25', '02:30')!).toISOString()).toBe(
      '2026-11-24T20:30:00.000Z',
    );
    expect(toDhaka('2026-11-24T20:30:00.000Z')).toEqual({ day: '2026-11-25', time: '02:30' });
    expect(fromDhaka('2026-11-25', '')).toBeNull();
  });

  it('starts an edit from what is saved, and sends only what publish now needs', () => {
    const future = { draft: false, publishAt: '2099-01-01T00:00:00.000Z' };
    const past = { draft: false, publishAt: '2020-01-01T00:00:00.000Z' };
    expect(initialPublishValues(future)).toEqual({
      publishMode: 'schedule',
      publishDay: '2099-01-01',
      publishTime: '06:00',
    });
    expect(initialPublishValues({ ...past, draft: true }).publishMode).toBe('draft');
    const now = initialPublishValues(past);
    expect(publishInput(now)).toEqual({});
    expect(publishInput(now, past)).toEqual({ draft: false });
    expect(publishInput(now, future)).toEqual({ draft: false, publishAt: null });
  });
});
