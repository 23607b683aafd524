/**
 * pa11y drives Chromium through Puppeteer (the e2e accessibility checks). Puppeteer must not download its
 * own browser: the machines reach only npm and Debian, and the tests use Debian's chromium.
 * @type {import('puppeteer').Configuration}
 */
module.exports = {
  skipDownload: true,
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
};
