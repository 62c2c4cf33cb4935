import { describe, expect, it } from 'vitest';
import { EMPTY_LOG_FILTERS, downloadUrl, invalidLogFilters, toLogQuery } from './log-filters';

const filled = {
  search: ' Привет ',
  connection: '7',
  session: ' esme-3 ',
  command: 'submit_sm',
  commandStatus: ' 0x0000000B ',
  direction: 'out' as const,
  dateFrom: '2026-11-22T10:00',
  dateTo: '',
  messageId: ' abc-1 ',
  sequenceNumber: '42',
};

describe('toLogQuery', () => {
  it('sends nothing for empty filters', () => {
    expect(
      Object.values(toLogQuery('smsc', EMPTY_LOG_FILTERS)).filter((v) => v !== undefined),
    ).toEqual([]);
  });

  it('maps each filter to its query parameter, trimmed, with local times as ISO', () => {
    expect(toLogQuery('smsc', filled)).toEqual({
      search: 'Привет',
      gateway: '7',
      session_id: 'esme-3',
      command: 'submit_sm',
      command_status: '0x0000000B',
      direction: 'out',
      date_from: new Date('2026-11-22T10:00').toISOString(),
      date_to: undefined,
      message_id: 'abc-1',
      sequence_number: '42',
    });
  });

  it('filters the esme side by client', () => {
    const query = toLogQuery('esme', filled);
    expect(query.client).toBe('7');
    expect(query).not.toHaveProperty('gateway');
  });
});

describe('invalidLogFilters', () => {
  it('flags status and sequence numbers the server would refuse', () => {
    expect(invalidLogFilters(filled)).toEqual([]);
    expect(
      invalidLogFilters({ ...filled, commandStatus: 'ESME ROK', sequenceNumber: 'ESME_ROK' }),
    ).toEqual(['commandStatus', 'sequenceNumber']);
    expect(invalidLogFilters({ ...filled, commandStatus: 'ESME_RTHROTTLED' })).toEqual([]);
  });
});

describe('downloadUrl', () => {
  it('links to the side download with the format and only the set filters', () => {
    const url = new URL(downloadUrl('smsc', 'pcap', filled), 'http://x');
    expect(url.pathname).toBe('/api/log/smsc/download/');
    expect(url.searchParams.get('format')).toBe('pcap');
    expect(url.searchParams.get('gateway')).toBe('7');
    expect(url.searchParams.has('date_to')).toBe(false);
    expect(downloadUrl('esme', 'csv', EMPTY_LOG_FILTERS)).toBe(
      '/api/log/esme/download/?format=csv',
    );
  });
});
