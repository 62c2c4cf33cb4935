import { AVATAR_MAX_BYTES, profileSchema } from '@routelab/shared';
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function upload(bytes: Buffer, filename: string, type: string): FormData {
  const form = new FormData();
  form.append('avatar', new Blob([bytes], { type }), filename);
  return form;
}

describeEachDialect('avatar upload', (server) => {
  let client: ApiClient;
  beforeAll(async () => {
    client = await server().signedInClient('pic@example.com', 'pic-Pass-11');
  });

  it('stores a png, returns the profile and serves the image; a new upload replaces it', async () => {
    const image = Buffer.concat([PNG_HEADER, Buffer.alloc(2048, 7)]);
    const response = await client.post('/api/user/avatar/', undefined, {
      body: upload(image, 'me.png', 'image/png'),
    });
    expect(response.status).toBe(200);
    const { avatar } = profileSchema.parse(response.body);
    expect(avatar).toMatch(/^\/images\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await fetch(new URL(avatar!, server().baseUrl));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(100)]);
    const second = await client.post('/api/user/avatar/', undefined, {
      body: upload(jpeg, 'me.jpg', 'image/jpeg'),
    });
    const next = profileSchema.parse(second.body).avatar;
    expect(next).toMatch(/\.jpg$/);
    expect((await fetch(new URL(avatar!, server().baseUrl))).status).toBe(404);
    expect((await client.get('/api/user/profile/')).body).toMatchObject({ avatar: next });
  });

  it('refuses files over 1 MB with 413', async () => {
    const big = Buffer.concat([PNG_HEADER, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await client.post('/api/user/avatar/', undefined, {
      body: upload(big, 'big.png', 'image/png'),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: 'The image cannot be larger than 1 MB.' });
  });

  it('checks the content, not the declared type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const response = await client.post('/api/user/avatar/', undefined, {
      body: upload(svg, 'evil.png', 'image/png'),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ avatar: ['Upload a PNG, JPEG or WebP image.'] });
  });

  it('asks for a file when the form has none, and for multipart when JSON arrives', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const empty = await client.post('/api/user/avatar/', undefined, { body: form });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ avatar: ['Choose an image to upload.'] });

    const emptyFile = await client.post('/api/user/avatar/', undefined, {
      body: upload(Buffer.alloc(0), 'empty.png', 'image/png'),
    });
    expect(emptyFile.status).toBe(400);

    const json = await client.post('/api/user/avatar/', { avatar: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ detail: 'Upload the image as multipart/form-data.' });
  });
});
