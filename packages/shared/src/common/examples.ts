import { answerExample } from './example.js';
import { detailErrorSchema, codedErrorSchema } from './errors.js';
import { healthSchema } from './health.js';
import { pageCountSchema } from './paging.js';

export function registerCommonExamples(): void {
  // A page's example shows one item of its kind.
  answerExample(pageCountSchema, 1);
  answerExample(healthSchema, { status: 'ok', database: 'ok' });
  answerExample(detailErrorSchema, { detail: 'Not found.' });
  answerExample(codedErrorSchema, {
    detail: 'The balance is too low for this request.',
    code: 'insufficient_balance',
  });
}
