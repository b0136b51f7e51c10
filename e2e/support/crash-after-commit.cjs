/* Preloaded into the app of the outbox's crash test (NODE_OPTIONS=--require): stops the process
   dead (SIGKILL, no clean-up) as soon as a write that queued a staff alert e-mail has committed,
   before it answers — what survives a crash there? The app publishes each committed write on a
   diagnostics channel (server/src/database/write.ts); nothing in it knows about this test. */
const { subscribe } = require('node:diagnostics_channel');

subscribe('digitalride:write-committed', ({ jobs }) => {
  if (jobs.includes('staff-alert-mail')) process.kill(process.pid, 'SIGKILL');
});
