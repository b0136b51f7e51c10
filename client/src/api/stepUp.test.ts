import { notifications } from '@mantine/notifications';
import { createApolloClient } from './client';
import { setIdentityAsker } from './stepUp';
import { fetchAnswering, newsItemAnswer, newsItemQuery } from '../test/fakeFetch';

const refused = {
  errors: [
    {
      message: 'Confirm it is you first',
      extensions: { code: 'FORBIDDEN', reason: 'CONFIRM_IDENTITY' },
    },
  ],
};
const item = newsItemAnswer;
const query = newsItemQuery;

describe('step-up: an operation refused for want of a confirmation', () => {
  let show: jest.SpyInstance;
  beforeEach(() => {
    show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => show.mockRestore());

  it('asks, then is sent again; the screen sees only the answer to the retry', async () => {
    const ask = jest.fn(async () => true);
    const off = setIdentityAsker(ask);
    const { fetchImpl } = fetchAnswering(refused, item);
    const client = createApolloClient({ fetch: fetchImpl });
    const { data } = await client.query({ ...query, fetchPolicy: 'no-cache' });
    expect(data).toEqual(item.data);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(show).not.toHaveBeenCalled();
    off();
  });

  it('given up, the screen gets the refusal and no "not allowed" notice', async () => {
    const off = setIdentityAsker(async () => false);
    const { fetchImpl } = fetchAnswering(refused, item);
    const client = createApolloClient({ fetch: fetchImpl });
    await expect(client.query({ ...query, fetchPolicy: 'no-cache' })).rejects.toThrow(
      'Confirm it is you first',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    off();
  });
});
