import {
  clientCreateSchema,
  esmeMoCreateSchema,
  esmeReportCreateSchema,
  gatewayCreateSchema,
  logDownloadQuerySchema,
  messageListQuerySchema,
  smscMessageCreateSchema,
} from '@routelab/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.js';
import { bodyOf, queryOf, registerRouteValidation } from '../http/route-validation.js';
import { registerTranslation } from './translate.js';

/**
 * The translation hook, the error handler and the route validation the gateway, ESME account,
 * message and log routes use, with their real shared schemas: field errors (nested keys
 * included) come back in the request's language.
 */
describe('field errors of the SMSC, ESME, message and log routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerTranslation(app);
    registerRouteValidation(app);
    const bodies = {
      gateway: gatewayCreateSchema,
      client: clientCreateSchema,
      sms: smscMessageCreateSchema,
      report: esmeReportCreateSchema,
      mo: esmeMoCreateSchema,
    };
    for (const [name, schema] of Object.entries(bodies)) {
      app.post(`/${name}`, { schema: { body: schema } }, async (request) => {
        bodyOf(request);
        return { detail: 'Not found.' };
      });
    }
    const messages = { schema: { querystring: messageListQuerySchema } };
    app.get('/messages', messages, async (request) => queryOf(request));
    app.get('/logs', { schema: { querystring: logDownloadQuerySchema } }, async (request) =>
      queryOf(request),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  const post = async (url: string, payload: object, language: string) => {
    const reply = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'accept-language': language },
    });
    expect(reply.statusCode).toBe(400);
    return reply.json<Record<string, string[]>>();
  };

  const get = async (url: string, language: string) => {
    const reply = await app.inject({ url, headers: { 'accept-language': language } });
    expect(reply.statusCode).toBe(400);
    return reply.json<Record<string, string[]>>();
  };

  it('translates gateway field errors', async () => {
    const body = { name: '', host: 'bad host!', port: 70000, system_id: 'x', password: 'p' };
    expect(await post('/gateway', body, 'ru-RU,ru;q=0.9')).toEqual({
      name: ['Укажите название'],
      host: ['Введите имя хоста или IP-адрес'],
      port: ['Порт должен быть от 1 до 65535'],
    });
  });

  it('translates nested ESME account errors under their dotted keys', async () => {
    const body = {
      name: 'Shop',
      system_id: 'shop',
      password: 'secret',
      allowed_ips: ['10.0.0.300'],
      max_binds: 0,
      dlr_policy: { mode: 'auto', delay_min_ms: 500, delay_max_ms: 100 },
    };
    expect(await post('/client', body, 'uk')).toEqual({
      'allowed_ips.0': [
        'Введіть IP-адресу або блок CIDR, наприклад 203.0.113.7 або 203.0.113.0/24',
      ],
      max_binds: ['Максимум підключень має бути не менше 1'],
      'dlr_policy.delay_max_ms': ['Максимальна затримка має бути не меншою за мінімальну'],
    });
  });

  it('translates message, receipt and MO errors', async () => {
    expect(await post('/sms', { gateway: 1, destinations: ['№5'], text: 'hi' }, 'ru')).toEqual({
      'destinations.0': ['Получатель должен состоять из печатных символов ASCII'],
    });
    expect(await post('/report', { message: 0, status: 'late' }, 'uk')).toEqual({
      message: ['Виберіть повідомлення'],
      status: ['Виберіть статус звіту про доставку'],
    });
    expect(
      await post('/mo', { client: 3, source_addr: '1', destination_addr: '2', text: '' }, 'ru'),
    ).toEqual({ text: ['Введите текст'] });
  });

  it('translates list and log filter errors, and keeps English for English', async () => {
    expect(await get('/messages?page_size=5000&ordering=size', 'uk')).toEqual({
      page_size: ['Розмір сторінки не може перевищувати 1000'],
      ordering: ['Невідомий порядок сортування'],
    });
    expect(await get('/logs?format=xml&direction=up&command_status=z-z', 'ru')).toEqual({
      command_status: [
        'Укажите имя статуса вроде ESME_RTHROTTLED, десятичное число или hex с префиксом 0x',
      ],
      direction: ['Направление должно быть in или out'],
      format: ['Формат должен быть csv, json или pcap'],
    });
    expect(await get('/logs?format=xml', 'en')).toEqual({
      format: ['Format must be csv, json or pcap'],
    });
  });
});
