/**
 * Support for the browser tests: the real stack, the browser, pages and screenshots.
 *   const stack = await startStack();            // explorer start on a free port (builds the web app if stale)
 *   const browser = await launchBrowser();       // headless Debian chromium
 *   const page = await openPage(browser, stack.baseUrl, '/eth', { loginAs: stack.demo });
 *   await screenshot(page, 'eth-home');          // test-output/screenshots/eth-home.png
 *   await browser.close(); await stack.stop();
 * or, per test file, useStackAndBrowser() (suite.ts) does the start and stop in beforeAll/afterAll.
 */
export { startStack, type Stack } from './stack';
export { launchBrowser, openPage, screenshot, apiLogin, toast, CHROMIUM, type OpenPageOptions, type SignedIn } from './browser';
export { ensureWebBuilt, webBuildIsStale } from './build-web';
export { waitUntil } from './wait';
export { useStackAndBrowser, type StackAndBrowser, type SuiteOptions } from './suite';
