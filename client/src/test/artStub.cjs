// An illustration's SVG text imported `?raw` (site/art/*.svg) in tests: a small one.
module.exports = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 300"></svg>';
