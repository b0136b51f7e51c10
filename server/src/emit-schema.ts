import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { ROOT_DIR } from './config';
import { appSchema } from './features';

/** `npm run schema`: writes schema.graphql, the contract the client is typed against. */
async function main() {
  const file = path.join(ROOT_DIR, 'schema.graphql');
  await emitSchemaDefinitionFile(file, await appSchema(), { sortedSchema: true });
  console.log(`wrote ${path.relative(process.cwd(), file) || file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
