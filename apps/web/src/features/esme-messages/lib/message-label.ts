import type { TFunction } from 'i18next';

/**
 * How the console names a message: by the SMPP message id the ESME got in submit_sm_resp, not
 * by our row id, which the ESME never sees. A refused submit has no message id.
 */
export const messageLabel = (t: TFunction, message: { message_id: string | null }) =>
  message.message_id === null
    ? t('esme.detail.titleNoMessageId')
    : t('esme.detail.title', { messageId: message.message_id });
