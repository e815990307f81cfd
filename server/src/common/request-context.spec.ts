import { acceptedRequestId, currentRequestId, REQUEST_ID_PATTERN, withRequestId } from './request-context';

describe('request ids', () => {
  it('takes a short plain id as it is and refuses anything else', () => {
    for (const id of ['test-abc-123', 'a', 'gql:req_1.a-b', 'x'.repeat(64), '0f8e6c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f']) expect(acceptedRequestId(id)).toBe(id);
    for (const bad of [undefined, '', 'x'.repeat(65), 'a b', 'a\nb', 'a\r\nX-Evil: 1', 'a\u0000b', 'a"b', 'a,b', 'é', '<x>', ['a', 'b']]) {
      expect(acceptedRequestId(bad)).toBeNull();
    }
  });

  it('runs work as part of a request, and a bad or missing id as part of none', async () => {
    expect(currentRequestId()).toBeNull();
    await withRequestId('job-1', async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(currentRequestId()).toBe('job-1');
      withRequestId(null, () => expect(currentRequestId()).toBeNull());
      withRequestId('bad id', () => expect(currentRequestId()).toBeNull());
    });
    expect(REQUEST_ID_PATTERN.test('ok')).toBe(true);
  });
});
