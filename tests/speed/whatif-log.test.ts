import { describe, expect, it } from 'vitest';
import { editLog, parseEdit } from '../../bench/whatif-log.mjs';

type Message = {
  method: string;
  params: { requestId?: string; timestamp?: number; request?: { url: string } };
};

function request(id: string, url: string, start: number, end: number): Message[] {
  return [
    {
      method: 'Network.requestWillBeSent',
      params: { requestId: id, timestamp: start, request: { url } },
    },
    { method: 'Network.responseReceived', params: { requestId: id, timestamp: start + 0.01 } },
    { method: 'Network.dataReceived', params: { requestId: id, timestamp: end - 0.01 } },
    { method: 'Network.loadingFinished', params: { requestId: id, timestamp: end } },
  ];
}

const log: Message[] = [
  ...request('1', 'http://localhost/en', 1, 1.1),
  ...request('2', 'http://localhost/_next/static/media/latin.woff2', 1.2, 1.3),
  ...request('3', 'http://localhost/_next/static/chunks/a.js', 1.2, 1.4),
  { method: 'Page.frameNavigated', params: {} },
];

describe('bench/whatif-log.mjs', () => {
  it('drops every message of the matching requests and nothing else', () => {
    const { log: out, touched } = editLog(log, [parseEdit('drop=woff2')]);
    expect(touched).toEqual([1]);
    expect(out.some((m) => m.params.requestId === '2')).toBe(false);
    expect(out).toHaveLength(log.length - 4);
  });

  it('moves the response, data and end of a late request, not its start', () => {
    const { log: out } = editLog(log, [parseEdit('late=chunks/.*\\.js@0.5')]);
    const of = (method: string) =>
      out.find((m) => m.params.requestId === '3' && m.method === method)?.params.timestamp;
    expect(of('Network.requestWillBeSent')).toBe(1.2);
    expect(of('Network.loadingFinished')).toBeCloseTo(1.9);
    expect(of('Network.responseReceived')).toBeCloseTo(1.71);
    // The input is left as it was.
    expect(
      log.find((m) => m.params.requestId === '3' && m.method === 'Network.loadingFinished')!.params
        .timestamp,
    ).toBe(1.4);
  });

  it('defaults a late edit to one second and refuses anything else', () => {
    expect(parseEdit('late=x').seconds).toBe(1);
    expect(() => parseEdit('slow=x')).toThrow(/not an edit/);
  });
});
