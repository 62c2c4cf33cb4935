import { describe, expect, it } from 'vitest';
import { urlForLog } from './request-log.js';

describe('urlForLog', () => {
  it('redacts the token of a mailed link, keeping the rest', () => {
    expect(urlForLog('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[redacted]');
    expect(urlForLog('/x?a=1&TOKEN=abc&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2');
    expect(urlForLog('/api/log/smsc/list/?page=2')).toBe('/api/log/smsc/list/?page=2');
  });

  it('redacts the API key a Kannel-style sendsms carries as its password', () => {
    expect(urlForLog('/cgi-bin/sendsms?username=me&password=rl_secret&to=1')).toBe(
      '/cgi-bin/sendsms?username=me&password=[redacted]&to=1',
    );
  });

  it('redacts an API key put in the query or anywhere else in the URL', () => {
    const key = `rl_${'aB3-_'.repeat(8)}`;
    expect(urlForLog(`/api/user/profile/?api_key=${key}&page=1`)).toBe(
      '/api/user/profile/?api_key=[redacted]&page=1',
    );
    expect(urlForLog(`/x?apikey=${key}`)).toBe('/x?apikey=[redacted]');
    expect(urlForLog(`/x?key=${key}`)).toBe('/x?key=[redacted]');
    expect(urlForLog(`/x?API_KEY=${key}`)).toBe('/x?API_KEY=[redacted]');
    expect(urlForLog(`/x?access_token=abc`)).toBe('/x?access_token=[redacted]');
    expect(urlForLog(`/api/nope/${key}/?k=${key}`)).toBe('/api/nope/[redacted]/?k=[redacted]');
  });
});
