/**
 * The journeys' `test`: Playwright's, plus a `mock` fixture (the mock gateway's control API,
 * reset before every test, used or not). Import `test` and `expect` from here.
 */
import { test as base, expect } from "@playwright/test";
import { createMockControl, type MockControl } from "./mock-client";

export const test = base.extend<{ mock: MockControl }>({
  mock: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const mock = createMockControl();
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});

export { expect };
export { type DemoAccount, type DemoUsername, type PortalLanguage } from "./accounts";
export { type MockControl, type MockFault, type MockLogEntry, type MockPush } from "./mock-client";
export { LANGUAGES, T, closeButton, loginAs, menuName, openLeaf, pane, revealLeaf, tab } from "./shell";
export { axeCheck, hydrated, login, loginByPost, setLanguage, shot, type AxeViolation } from "./page";
