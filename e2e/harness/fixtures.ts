// The `test` every journey imports: a per-worker server stack, fresh users, and a signed-in page helper.
import { test as base, expect, type Page } from '@playwright/test';
import { createUser, type TestUser } from './api';
import { type AdviceStack, type Stack, startAdviceStack, startStack } from './stack';

interface WorkerFixtures {
  /** The main server (built-in advisor) with SMTP capture and the local OpenID provider. */
  stack: Stack;
  /** A second server whose OPENAI_* point at the local OpenAI-protocol stub; started on first use. */
  adviceStack: AdviceStack;
}

interface TestFixtures {
  /** A fresh activated account on the main server, created through the API. */
  user: TestUser;
  /** Puts `user`'s session into local storage and opens `path` signed in. */
  signIn: (page: Page, user: TestUser, path?: string, baseURL?: string) => Promise<void>;
}

/** Opens `path` with `session` stored under local storage key `user`, the way a login leaves it. */
export async function openSignedIn(page: Page, baseURL: string, user: TestUser, path: string): Promise<void> {
  await page.goto(`${baseURL}/Main`);
  await page.evaluate((session) => localStorage.setItem('user', JSON.stringify(session)), user.session);
  await page.goto(`${baseURL}${path}`);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern.
    async ({}, use, workerInfo) => {
      const stack = await startStack(`w${workerInfo.workerIndex}`);
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  adviceStack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern.
    async ({}, use, workerInfo) => {
      const advice = await startAdviceStack(`w${workerInfo.workerIndex}-openai`);
      await use(advice);
      await advice.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },
  user: async ({ stack }, use) => {
    await use(await createUser(stack.url, stack.mailbox));
  },
  signIn: async ({ stack }, use) => {
    await use((page, user, path = '/RecipeList', baseURL = stack.url) =>
      openSignedIn(page, baseURL, user, path),
    );
  },
});

export { expect };
