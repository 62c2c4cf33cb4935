import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InsufficientBalanceError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../errors/domain-errors.js';
import { registerTranslation } from '../i18n/translate.js';
import { registerErrorHandler } from './error-handler.js';

/** An error as Fastify and its plugins raise them: a status and a code, English text. */
const frameworkError = (statusCode: number, code: string) =>
  Object.assign(new Error(`${code} in Fastify's words`), { statusCode, code });

describe('the error handler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerTranslation(app);
    app.get('/content-length', async () => {
      throw frameworkError(400, 'FST_ERR_CTP_INVALID_CONTENT_LENGTH');
    });
    app.get('/not-acceptable', async () => {
      throw frameworkError(406, 'FST_INVALID_MULTIPART_CONTENT_TYPE');
    });
    // A service's refusals, as routes let them through.
    app.get('/taken', async () => {
      throw ValidationError.field('system_id', 'This system ID is taken');
    });
    app.get('/missing', async () => {
      throw new NotFoundError();
    });
    app.get('/broke', async () => {
      throw new InsufficientBalanceError();
    });
    app.get('/throttled', async () => {
      throw new RateLimitedError(42);
    });
    await app.ready();
  });

  afterAll(() => app.close());

  const get = async (url: string, language: string) => {
    const reply = await app.inject({ url, headers: { 'accept-language': language } });
    return { status: reply.statusCode, body: reply.json<unknown>() };
  };

  it("answers Fastify's other client errors with our own text, translated", async () => {
    expect(await get('/content-length', 'en')).toEqual({
      status: 400,
      body: { detail: 'The request is malformed.' },
    });
    expect(await get('/content-length', 'uk')).toEqual({
      status: 400,
      body: { detail: 'Некоректний запит.' },
    });
    expect(await get('/not-acceptable', 'ru')).toEqual({
      status: 406,
      body: { detail: 'Запрос не может быть обработан.' },
    });
  });

  it("answers a service's domain errors with their status and translated texts", async () => {
    expect(await get('/taken', 'ru')).toEqual({
      status: 400,
      body: { system_id: ['Этот System ID уже занят'] },
    });
    expect(await get('/missing', 'uk')).toEqual({ status: 404, body: { detail: 'Не знайдено.' } });
    expect(await get('/broke', 'en')).toEqual({
      status: 402,
      body: { detail: 'The balance is too low for this request.', code: 'insufficient_balance' },
    });
    const reply = await app.inject({ url: '/throttled', headers: { 'accept-language': 'ru' } });
    expect(reply.statusCode).toBe(429);
    expect(reply.headers['retry-after']).toBe('42');
    expect(reply.json()).toEqual({ detail: 'Слишком много запросов. Повторите через 42 с.' });
  });
});
