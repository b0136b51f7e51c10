import fs from 'node:fs';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { ROOT_DIR } from './config';
import { allRecords, appSchema } from './features';
import { clientModule } from './records/declaration';
import { staffDocument, staffModule } from './records/staff-table';

/**
 * `npm run schema`: writes schema.graphql, the contract the client is typed against, and
 * client/src/gql/records.ts, the rules and labels the records declare for the public forms and
 * the columns of the back office's tables, and client/src/admin/staff.graphql, their fragments.
 */
async function main() {
  const file = path.join(ROOT_DIR, 'schema.graphql');
  await emitSchemaDefinitionFile(file, await appSchema(), { sortedSchema: true });
  console.log(`wrote ${path.relative(process.cwd(), file) || file}`);
  const records = path.join(ROOT_DIR, 'client', 'src', 'gql', 'records.ts');
  fs.writeFileSync(records, clientModule(allRecords()) + staffModule(allRecords()));
  console.log(`wrote ${path.relative(process.cwd(), records)}`);
  const staff = path.join(ROOT_DIR, 'client', 'src', 'admin', 'staff.graphql');
  fs.writeFileSync(staff, staffDocument(allRecords()));
  console.log(`wrote ${path.relative(process.cwd(), staff)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
