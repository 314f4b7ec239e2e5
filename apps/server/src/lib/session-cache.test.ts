// The PGlite session cache never keeps an answer a write may have made stale.
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('session cache', () => {
  it('drops every answer when a statement writes users or revoked tokens, and keeps them for others', () => {
    const cache = new SessionCache();
    cache.set('u', 't', 5, cache.generation);
    cache.statement('select "active" from "users" where "id" = $1');
    cache.statement('update "hops" set "name" = $1');
    expect(cache.get('u', 't')).toBe(5);
    cache.statement('insert into "revoked_tokens" ("token_id") values ($1)');
    expect(cache.get('u', 't')).toBeUndefined();
    cache.set('u', 't', 5, cache.generation);
    cache.statement('with x as (update users set active = false returning id) select * from x');
    expect(cache.get('u', 't')).toBeUndefined();
  });

  it('does not keep an answer read while such a write ran', () => {
    const cache = new SessionCache();
    const readAt = cache.generation;
    cache.statement('update "users" set "tokens_valid_after" = $1');
    cache.set('u', 't', 5, readAt);
    expect(cache.get('u', 't')).toBeUndefined();
  });
});
