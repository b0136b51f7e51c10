import fs from 'node:fs';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { ROOT_DIR } from './config';
import { allRecords, appSchema } from './features';
import { clientModule, recordFileName } from './records/declaration';
import { staffDocument, staffModule } from './records/staff-table';

/**
 * `npm run schema`: writes schema.graphql, the contract the client is typed against, and for
 * each record client/src/gql/records/<record>.ts, the rules and labels it declares for its public
 * form and the columns of its back-office table (one file each, so that a public page's script
 * holds its own form's declaration and no other: a module two islands import goes into their
 * shared chunk with every export either uses), and client/src/admin/staff.graphql, the tables'
 * fragments.
 */
async function main() {
  const file = path.join(ROOT_DIR, 'schema.graphql');
  await emitSchemaDefinitionFile(file, await appSchema(), { sortedSchema: true });
  console.log(`wrote ${path.relative(process.cwd(), file) || file}`);
  const folder = path.join(ROOT_DIR, 'client', 'src', 'gql', 'records');
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder);
  for (const record of allRecords()) {
    const file = path.join(folder, `${recordFileName(record)}.ts`);
    fs.writeFileSync(file, clientModule([record]) + staffModule([record]));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
  const staff = path.join(ROOT_DIR, 'client', 'src', 'admin', 'staff.graphql');
  fs.writeFileSync(staff, staffDocument(allRecords()));
  console.log(`wrote ${path.relative(process.cwd(), staff)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
