/* The browser journeys' app: the built app with demo content (scripts/lib/demo-app.cjs). */
module.exports = require('../../scripts/lib/demo-app.cjs').startDemoApp;
