// Advice: the built-in advisor without a key (concrete changes from the recipe's figures), and the
// OpenAI protocol against a local chat-completions server when a key is configured.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, buildSignedInUser, type TestUser, useAppWithUsers } from '../../../test/factories';
import { type OpenAiStub, startOpenAiStub } from '../../../test/support/openai-stub';
import { createTestApp, TEST_ARGON2 } from '../../../test/support/test-app';

const MISSING = 'Recipe data is missing or invalid.';

describe('built-in advisor (no OPENAI_API_KEY)', () => {
  let app: FastifyInstance;
  let user: TestUser;
  useAppWithUsers(1, (made) => ([app, user] = made));
  const ask = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/openAI', headers: user.auth, payload });

  it('says which figure is off, by how much and what to change', async () => {
    const recipe = buildRecipe();
    recipe.recipeFermentables[0]!.quantity = 3500;
    const response = await ask({ message: 'summary', recipe });
    expect(response.statusCode).toBe(200);
    const text: string = response.json().response;
    expect(text).toMatch(
      /OG 1\.0\d\d is below American IPA's 1\.056-1\.070: add about \d+\.\d kg of base malt/,
    );
    expect(text).toMatch(/IBU [\d.]+ is below American IPA's 40-70: add about \d+ g of a 12\.0% alpha hop/);
  });

  it('asks for a yeast, not a less attenuative one, when the recipe has none', async () => {
    const recipe = buildRecipe({ recipeYeasts: [] });
    const text: string = (await ask({ message: 'x', recipe })).json().response;
    expect(text).toMatch(
      /FG 1\.000 assumes full attenuation because the recipe has no yeast yet: add a yeast with about \d+% attenuation/,
    );
    expect(text).not.toMatch(/less attenuative/);
    const unknown = buildRecipe();
    unknown.recipeYeasts[0]!.attenuation = null as unknown as number;
    const second: string = (await ask({ message: 'x', recipe: unknown })).json().response;
    expect(second).toMatch(/no yeast with a known attenuation: add a yeast with about \d+% attenuation/);
  });

  it('says when everything fits the style', async () => {
    const recipe = buildRecipe();
    recipe.recipeHops[0]!.quantity = 45;
    recipe.recipeFermentables[0]!.quantity = 5500;
    const text: string = (await ask({ message: 'x', recipe })).json().response;
    expect(text).toMatch(/^Every figure is within American IPA's ranges/);
  });

  it('answers 400 { message } for a recipe without a style, or nothing to go on', async () => {
    for (const payload of [{ message: 'x', recipe: buildRecipe({ style: '' }) }, { message: '' }, {}]) {
      const response = await ask(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MISSING);
    }
  });

  it('answers from the text summary alone with the style targets', async () => {
    const response = await ask({ message: 'Style: American IPA, 20 L, boil 60 min' });
    expect(response.json().response).toMatch(/American IPA aims for OG 1\.056-1\.070/);
  });

  it("states the figures and the style's ranges in the brewer's units when it sends them", async () => {
    const recipe = buildRecipe();
    recipe.recipeFermentables[0]!.quantity = 3500;
    const units = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' };
    const text: string = (await ask({ message: 'summary', recipe, units })).json().response;
    expect(text).toMatch(
      /OG \d+\.\d °P is below American IPA's 13\.8-17\.1 °P: add about \d+\.\d kg of base malt/,
    );
    const summary: string = (await ask({ message: 'Style: American IPA', units })).json().response;
    expect(summary).toMatch(/American IPA aims for OG 13\.8-17\.1 °P, FG 2\.1-3\.6 °P, .*SRM 5-10,/);
  });

  it('answers 400 naming the units when they are not ones it knows', async () => {
    const units = { volume: 'pints', temperature: 'F', color: 'SRM', gravity: 'Plato' };
    const response = await ask({ message: 'Style: American IPA', units });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Units must name a volume unit (L or gal).');
  });

  it('bounds the message length', async () => {
    const response = await ask({ message: 'x'.repeat(8001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 8000/);
  });
});

describe('OpenAI-compatible server (OPENAI_API_KEY set)', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub({ reply: 'Raise the bittering addition to 35 g.' });
    app = await createTestApp({
      openai: { apiKey: 'sk-test-key', baseUrl: stub.baseUrl, model: 'test-model' },
    });
    user = await buildSignedInUser(app);
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });
  const ask = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/openAI', headers: user.auth, payload });

  it('sends the summary and the figures to /v1/chat/completions and answers the model text', async () => {
    const response = await ask({
      message: 'Style: American IPA. Hops: Citra 20 g at 60 min.',
      recipe: buildRecipe(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ response: 'Raise the bittering addition to 35 g.' });
    const request = stub.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test-key');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages?.at(-1)?.content).toContain('Citra 20 g at 60 min');
    // The model also gets the figures it is asked to judge, with the style's ranges.
    expect(request.body.messages?.at(-1)?.content).toMatch(
      /Computed figures against American IPA: OG 1\.\d{3} \(style 1\.056-1\.070\);.*IBU [\d.]+ \(style 40\.0-70\.0\)/,
    );
  });

  it('answers 502 { message } when the model server fails', async () => {
    stub.failWith = 500;
    try {
      const response = await ask({ message: 'Style: American IPA' });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/not available/);
      expect(response.body).not.toContain('sk-test-key');
    } finally {
      stub.failWith = undefined;
    }
  });
});

describe('advice rate limit', () => {
  it('lets a brewer open the built-in advisor more than 20 times an hour', async () => {
    const app = await createTestApp({ internal: { argon2: TEST_ARGON2, rateLimitFactor: 1 } });
    try {
      const user = await buildSignedInUser(app);
      const recipe = buildRecipe();
      for (let i = 0; i < 30; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/openAI',
          headers: user.auth,
          payload: { message: 'x', recipe },
        });
        expect(response.statusCode, `request ${i + 1}`).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
