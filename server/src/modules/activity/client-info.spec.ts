import { describeDevice } from './client-info';

describe('client info', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', 'Chrome 140 on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mobile Safari 18 on iOS 18.1',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, null],
  ])('names the device of %s', (agent, device) => {
    expect(describeDevice(agent)).toBe(device);
  });
});
