import { describe, expect, it } from 'vitest';
import { fillDlrUrl, kannelUrlEncode, type DlrEscapeValues } from './kannel-escapes.js';

const values: DlrEscapeValues = {
  type: 1,
  text: 'id:7 sub:001 dlvrd:001 stat:DELIVRD err:000 text:Hi there',
  receiver: '004915112345678',
  sender: 'Shop & Co',
  smscId: 'my smsc',
  messageId: '42',
  foreignId: 'abc',
  time: 1_795_726_467,
  service: 'tester',
  metaData: '?smpp?a=b',
  dlrUrl: 'http://x/?a=1',
};

describe('Kannel escapes', () => {
  it('url-encode as octstr_url_encode does', () => {
    expect(kannelUrlEncode("a b-_.!~*'()é/+")).toBe("a+b-_.!~*'()%C3%A9%2F%2B");
  });

  it('fill a dlr-url as urltrans does for a report', () => {
    const url = fillDlrUrl(
      'http://h/dlr?t=%d&a=%A&w=%a&k=%k&p=%p&P=%P&q=%q&Q=%Q&i=%i&I=%I&F=%F&n=%n&D=%D&ts=%T&tm=%t&x=%x&pc=%%',
      values,
    );
    const query = url.slice(url.indexOf('?') + 1).split('&');
    expect(query).toEqual([
      't=1',
      'a=id%3A7+sub%3A001+dlvrd%3A001+stat%3ADELIVRD+err%3A000+text%3AHi+there',
      'w=id%3A7+sub%3A001+dlvrd%3A001+stat%3ADELIVRD+err%3A000+text%3AHi+there',
      'k=id%3A7',
      'p=004915112345678',
      'P=Shop+%26+Co',
      'q=%2B4915112345678',
      'Q=Shop+%26+Co',
      'i=my+smsc',
      'I=42',
      'F=abc',
      'n=tester',
      'D=%3Fsmpp%3Fa%3Db',
      'ts=1795726467',
      'tm=2026-11-26+20:54:27',
      'x=%x',
      'pc=%',
    ]);
  });
});
