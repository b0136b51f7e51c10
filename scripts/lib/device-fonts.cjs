/* Chromium as on a phone that has Noto Sans Bengali installed (Android and ChromeOS ship it), or on
   a device that has no Bengali font at all: a fontconfig file (Chromium on Linux finds its fonts,
   and the `local()` faces of styles.css, through fontconfig) that includes the host's own
   configuration and then adds the Bengali faces or refuses every font that covers Bengali. The
   "installed" faces are the files the app serves (@fontsource's Bengali subset) as a phone has
   them, TrueType (wawoff2 decompresses the WOFF2: Chromium matches `local()` only in fonts it can
   open itself), so what changes is only where the page gets them.
   CommonJS, as processes.cjs: the browser journeys and bench:web both load it. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const wawoff2 = require('wawoff2');

const FACES = ['400', '700'].map((weight) =>
  require.resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  ),
);

/** Each kind of device's environment, made once per process (bench:web asks once per page). */
const made = new Map();

/**
 * The environment for a Chromium whose device has the Bengali font (`bengali: 'installed'`) or no
 * Bengali font (`'none'`), whatever the host has. Its files live in a temporary folder.
 */
function deviceFontsEnv(bengali) {
  if (!made.has(bengali)) made.set(bengali, writeDevice(bengali));
  return made.get(bengali);
}

async function writeDevice(bengali) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fonts-${bengali}-`));
  let extra;
  if (bengali === 'installed') {
    fs.mkdirSync(path.join(dir, 'fonts'));
    for (const face of FACES) {
      const ttf = await wawoff2.decompress(fs.readFileSync(face));
      fs.writeFileSync(path.join(dir, 'fonts', path.basename(face, '.woff2') + '.ttf'), ttf);
    }
    extra = `<dir>${path.join(dir, 'fonts')}</dir>`;
  } else if (bengali === 'none') {
    extra =
      '<selectfont><rejectfont><pattern><patelt name="lang"><string>bn</string></patelt>' +
      '</pattern></rejectfont></selectfont>';
  } else throw new Error(`bengali: 'installed' or 'none', not ${bengali}`);
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  ${extra}
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return { FONTCONFIG_FILE: file };
}

module.exports = { deviceFontsEnv };
