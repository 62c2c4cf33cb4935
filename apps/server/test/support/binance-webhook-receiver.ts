import Fastify, { type FastifyInstance } from 'fastify';
import type { PaymentProviderAdapter } from '../../src/modules/payments/provider.js';

/** Our side of the webhook: verifies each notification and answers as told (SUCCESS by default). */
export class WebhookReceiver {
  readonly reports: unknown[] = [];
  readonly rejections: string[] = [];
  failuresLeft = 0;
  url = '';
  private readonly app: FastifyInstance = Fastify();

  constructor(private readonly adapter: () => PaymentProviderAdapter) {
    this.app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) =>
      done(null, body),
    );
    this.app.post('/callback/binance/', async (request, reply) => {
      if (this.failuresLeft > 0) {
        this.failuresLeft -= 1;
        return reply.code(200).send({ returnCode: 'FAIL', returnMessage: 'try again' });
      }
      try {
        const report = await this.adapter().verifyCallback(request.body as Buffer, request.headers);
        this.reports.push(report);
        const answer = this.adapter().reply(report);
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      } catch (error) {
        this.rejections.push((error as Error).message);
        return reply.code(400).send({ returnCode: 'FAIL', returnMessage: 'rejected' });
      }
    });
  }

  async start() {
    this.url = `${await this.app.listen({ host: '127.0.0.1', port: 0 })}/callback/binance/`;
  }

  stop() {
    return this.app.close();
  }
}
