/* Preloaded into the app by `BENCH_PROFILE=<dir> npm run bench:api` (through NODE_OPTIONS, which
   does not allow --cpu-prof): records a CPU profile from start to exit, like `node --cpu-prof`. */
const fs = require('node:fs');
const inspector = require('node:inspector');
const path = require('node:path');

const dir = process.env.BENCH_PROFILE_DIR;
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // An in-process session answers synchronously, so this works in an exit handler.
  session.post('Profiler.stop', (err, { profile }) => {
    if (err) return;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `app-${process.pid}.cpuprofile`), JSON.stringify(profile));
  });
});
