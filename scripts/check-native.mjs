/*
 * Loads every native (compiled) module the app, its build and its tests use, on whichever Node runs
 * this script, and exercises the two the server calls at run time. CI runs it on Node 20 and on
 * Node 24: a module built for one Node ABI and not the other fails here, with its name, instead of
 * deep inside a test. All of them are N-API builds (ABI-stable), so none needs a rebuild when the
 * Node version changes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const requireFrom = (workspace) => createRequire(path.join(root, workspace, 'package.json'));
const server = requireFrom('server');
const client = requireFrom('client');

const checks = [
  // The server at run time: password hashes and image resizing.
  [
    '@node-rs/argon2',
    async () => {
      const argon2 = server('@node-rs/argon2');
      const hash = await argon2.hash('check');
      if (!(await argon2.verify(hash, 'check'))) throw new Error('verify failed');
    },
  ],
  [
    'sharp',
    async () => {
      const sharp = server('sharp');
      const png = await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#123456' },
      })
        .png()
        .toBuffer();
      const meta = await sharp(png).resize(2).webp().toBuffer({ resolveWithObject: true });
      if (meta.info.width !== 2) throw new Error('resize failed');
    },
  ],
  // The build (vite's bundler and CSS minifier) and lint (knip's parser and resolver).
  ['rolldown', async () => client('rolldown')],
  ['lightningcss', async () => client('lightningcss')],
  ['oxc-parser', async () => requireFrom('.')('oxc-parser')],
  ['oxc-resolver', async () => requireFrom('.')('oxc-resolver')],
];

let failed = 0;
for (const [name, check] of checks) {
  try {
    await check();
    console.log(`  ok   ${name}`);
  } catch (error) {
    failed += 1;
    console.error(`  FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
console.log(
  `native modules on Node ${process.version} (ABI ${process.versions.modules}): ` +
    (failed ? `${failed} failed to load` : `all ${checks.length} load, none needed a rebuild`),
);
process.exit(failed ? 1 : 0);
