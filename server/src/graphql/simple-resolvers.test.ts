/**
 * Simple resolvers (type-graphql's `simpleResolvers` / `simple`) leave a field to graphql-js's
 * own property read, skipping type-graphql's wrapper — and with it any per-field middleware or
 * @Authorized. So: the hot list types use them, and no field that needs a wrapper lost it.
 */
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { appSchema } from '../features';

describe('simple resolvers', () => {
  it('serve the list pages and the inbox rows', async () => {
    const schema = await appSchema();
    for (const name of [
      'ContactMessagePage',
      'ContactMessage',
      'Reservation',
      'RegistrationRequest',
    ]) {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
      // ContactMessage.replies and .internalNotesOf are field resolvers of their own (a query per
      // message, admin only): they run only when asked for, which the list pages never do.
      const own = name === 'ContactMessage' ? ['internalNotesOf', 'replies'] : [];
      const wrapped = Object.values(type.getFields()).filter((f) => f.resolve !== undefined);
      expect({ name, wrapped: wrapped.map((f) => f.name) }).toEqual({ name, wrapped: own });
    }
  });

  it('never drop a field’s own @Authorized or middleware', async () => {
    const schema = await appSchema();
    const storage = getMetadataStorage();
    const guarded = storage.fields.filter(
      (f) => (f.roles?.length ?? 0) > 0 || (f.middlewares?.length ?? 0) > 0,
    );
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const meta = storage.objectTypes.find((o) => o.name === type.name);
      for (const field of Object.values(type.getFields())) {
        const needsWrapper = guarded.some(
          (g) =>
            g.schemaName === field.name &&
            meta !== undefined &&
            (g.target === meta.target ||
              Object.prototype.isPrototypeOf.call(g.target, meta.target)),
        );
        if (needsWrapper) {
          expect({
            type: type.name,
            field: field.name,
            wrapped: field.resolve !== undefined,
          }).toEqual({ type: type.name, field: field.name, wrapped: true });
        }
      }
    }
  });
});
