import type { Gateway } from '@routelab/shared';

/** A receiver bind (rx) may not submit_sm: sending and load tests need tx or trx. */
export const canSend = (gateway: Pick<Gateway, 'bind_type'>): boolean => gateway.bind_type !== 'rx';
