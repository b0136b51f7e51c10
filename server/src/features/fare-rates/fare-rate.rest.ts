import { AppError, fieldError } from '../../errors';
import { idParam, listAnswer, type RouteDef } from '../../http/routes';
import { numberish } from '../../http/rest-names';
import { PlaceType, type FareRate } from './fare-rate.entity';

const toRest = ({ id, from, to, fareRate }: FareRate) => ({ id, from, to, fareRate });

function placeType(value: unknown): PlaceType | undefined {
  if (value === undefined || value === '') return undefined;
  const type = String(value).toUpperCase();
  if (type === PlaceType.FROM || type === PlaceType.TO) return type;
  throw fieldError('type', 'type must be from or to');
}

/** The original's `location` paths: fare rates and the places they name. */
export const fareRateRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/location',
    access: 'public',
    cached: true,
    handle: (r) => listAnswer(r, r.services.fareRates, toRest),
  },
  {
    method: 'post',
    path: '/location',
    access: 'admin',
    handle: async (r) =>
      toRest(
        await r.services.fareRates.create(
          {
            from: r.body.from,
            to: r.body.to,
            fareRate: numberish(r.body.fareRate),
          },
          r.user!,
        ),
      ),
  },
  {
    method: 'get',
    path: '/location/tripeFare',
    access: 'public',
    cached: true,
    handle: (r) => r.services.fareRates.places(placeType(r.query.type)),
  },
  {
    method: 'get',
    path: '/location/fare',
    access: 'public',
    cached: true,
    handle: async (r) => {
      const { from, to } = r.query;
      const rate = await r.services.fareRates.fare({ from, to });
      if (!rate) {
        const route = `${String(from).trim()} to ${String(to).trim()}`;
        throw new AppError('NOT_FOUND', `There is no fare rate from ${route} yet`);
      }
      return { from: rate.from, to: rate.to, fareRate: rate.fareRate };
    },
  },
  {
    method: 'delete',
    path: '/location/:id',
    access: 'admin',
    handle: async (r) => {
      await r.services.fareRates.delete(idParam(r), r.user!);
    },
  },
];
