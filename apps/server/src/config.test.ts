import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    for (const off of [undefined, '', ' ', 'false', '0']) expect(trustProxy(off)).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,::1, fd00::/8, loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['true', /TRUST_PROXY: 'true' would let every client choose its own address/],
    ['10.0.0.300', /TRUST_PROXY: not an address or CIDR range: 10\.0\.0\.300/],
    ['10.0.0.0/33', /not an address or CIDR range: 10\.0\.0\.0\/33/],
    ['::1/129', /not an address or CIDR range: ::1\/129/],
    ['10.0.0.1/8/2', /not an address or CIDR range/],
    ['proxy.internal', /not an address or CIDR range: proxy\.internal/],
    [',', /not an address or CIDR range/],
    ['99', /99 hops is not a plausible proxy chain/],
  ])('refuses %j with a message naming the variable', (value, message) => {
    expect(() => trustProxy(value)).toThrow(message);
  });
});

describe('OPENAI_*', () => {
  it('has no key by default, and documented defaults for the rest', () => {
    expect(loadConfig({}).openai).toEqual({
      apiKey: undefined,
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4.1-mini',
      inputPricePer1M: 0.4,
      outputPricePer1M: 1.6,
      timeoutMs: 10_000,
      responseFormat: 'json_schema',
    });
    expect(loadConfig({ OPENAI_API_KEY: '  ' }).openai.apiKey).toBeUndefined();
  });

  it('takes any OpenAI-compatible server, model and prices', () => {
    const openai = loadConfig({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_MODEL: 'llama3.2',
      OPENAI_INPUT_PRICE_PER_1M: '0',
      OPENAI_OUTPUT_PRICE_PER_1M: '0.6',
      OPENAI_TIMEOUT_MS: '5000',
      OPENAI_RESPONSE_FORMAT: 'json_object',
    }).openai;
    expect(openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      inputPricePer1M: 0,
      outputPricePer1M: 0.6,
      timeoutMs: 5000,
      responseFormat: 'json_object',
    });
  });

  it.each([
    [{ OPENAI_BASE_URL: 'not a url' }, /OPENAI_BASE_URL/],
    [{ OPENAI_INPUT_PRICE_PER_1M: '-1' }, /OPENAI_INPUT_PRICE_PER_1M/],
    [{ OPENAI_TIMEOUT_MS: '10' }, /OPENAI_TIMEOUT_MS/],
    [{ OPENAI_RESPONSE_FORMAT: 'text' }, /OPENAI_RESPONSE_FORMAT/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
