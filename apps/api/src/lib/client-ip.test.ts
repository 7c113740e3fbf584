import { describe, expect, it } from 'vitest';
import { forwardedClient, forwardedProto } from './client-ip';

describe('the client address behind trusted proxies', () => {
  it('takes the entry the outermost trusted proxy appended, never the client’s own', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 1, '10.0.0.1')).toBe('203.0.113.7');
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 10.0.0.9', 2, '10.0.0.1')).toBe('203.0.113.7');
    expect(forwardedClient('203.0.113.7', 1, '10.0.0.1')).toBe('203.0.113.7');
  });

  it('uses the socket without proxies, without the header, or with fewer entries than hops', () => {
    expect(forwardedClient('6.6.6.6', 0, '10.0.0.1')).toBe('10.0.0.1');
    expect(forwardedClient(undefined, 1, '10.0.0.1')).toBe('10.0.0.1');
    expect(forwardedClient('203.0.113.7', 2, '10.0.0.1')).toBe('10.0.0.1');
    expect(forwardedClient(' , ', 1, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('reads the scheme by the same rule', () => {
    expect(forwardedProto('http, https', 1, 'http://a.test/')).toBe('https');
    expect(forwardedProto('https', 0, 'http://a.test/')).toBe('http');
    expect(forwardedProto(undefined, 1, 'https://a.test/')).toBe('https');
  });
});
