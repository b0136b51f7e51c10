/* Stops the browser journeys' app (scripts/lib/demo-app.cjs). */
module.exports = require('../../scripts/lib/demo-app.cjs').stopDemoApp;
