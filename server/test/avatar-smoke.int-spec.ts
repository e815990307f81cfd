import sharp from 'sharp';
import { bootApp, TestApp } from './helpers/test-app';
import { createInvestor } from './factories/users';

describe('GraphQL avatar upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('stores an uploaded PNG as WebP and serves it', async () => {
    const { client } = await createInvestor(t);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const res = await client.gqlUpload<{ uploadAvatar: { avatar: string } }>(
      `mutation($avatar: Upload!) { uploadAvatar(avatar: $avatar) { avatar } }`,
      'avatar',
      new Blob([png], { type: 'image/png' }),
      'me.png',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.uploadAvatar.avatar).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const image = await client.raw(res.data!.uploadAvatar.avatar);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});
