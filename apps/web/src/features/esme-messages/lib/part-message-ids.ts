import type { MessageDetail } from '@routelab/shared';

/** The message ids of the parts (each part has its own), or of the message when it has no parts. */
export function partMessageIds(message: MessageDetail): string[] {
  const ids = message.part_list.flatMap((part) =>
    part.message_id === null ? [] : [part.message_id],
  );
  if (ids.length === 0 && message.message_id !== null) ids.push(message.message_id);
  return [...new Set(ids)];
}
