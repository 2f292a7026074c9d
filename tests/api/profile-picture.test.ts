import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { type AuthTestApp, bearer, registerUser, startAuthTestApp } from './support/auth';
import { multipartForm } from './support/multipart';
import { MEDIA_STORES } from './support/test-app';

const fixtures = path.join(projectRoot, 'tests/fixtures/images');
const fixture = (name: string) => readFile(path.join(fixtures, name));

type UploadFile = { field?: string; name: string; type: string; bytes: Buffer } | undefined;

describe.each(MEDIA_STORES)('on the %s media store', (store) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ media: store });
  });
  afterAll(() => t.close());

  async function upload(access: string, file: UploadFile, fields: Record<string, string> = {}) {
    const body = await multipartForm(fields, file && { field: 'profile_picture', ...file });
    return t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile/',
      headers: { ...bearer(access), ...body.headers },
      payload: body.payload,
    });
  }

  /** The stored bytes of a /media/ path, as the app serves them. */
  async function storedBytes(mediaPath: string): Promise<Buffer> {
    const res = await t.app.inject(mediaPath);
    expect(res.statusCode, mediaPath).toBe(200);
    return res.rawPayload;
  }

  describe('PATCH /api/auth/profile/ with a profile_picture', () => {
    it('re-encodes a PNG as WebP within 512×512 and serves it from /media with 200', async () => {
      const { access } = await registerUser(t.app);
      const res = await upload(access, {
        name: 'me.png',
        type: 'image/png',
        bytes: await fixture('landscape-800x600.png'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const picture: string = res.json().profile_picture;
      expect(picture).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);

      const served = await t.app.inject(picture);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });

      const profile = await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
      expect(profile.json().profile_picture).toBe(picture);
    });

    it('keeps no EXIF: GPS and camera data are gone, orientation applied to the pixels', async () => {
      const original = await fixture('photo-gps-rotated.jpg');
      const before = await sharp(original).metadata();
      // The fixture really carries GPS coordinates and a rotation.
      expect(before.orientation).toBe(6);
      expect(before.exif?.toString('latin1')).toContain('FixtureCam');
      expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer tag 0x8825

      const { access } = await registerUser(t.app);
      const res = await upload(access, {
        name: 'IMG_0001.JPG',
        type: 'image/jpeg',
        bytes: original,
      });
      expect(res.statusCode, res.body).toBe(200);
      const stored = await storedBytes(res.json().profile_picture);
      const after = await sharp(stored).metadata();
      expect(after.format).toBe('webp');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect({ width: after.width, height: after.height }).toEqual({ width: 48, height: 64 });
      expect(stored.includes(Buffer.from('FixtureCam'))).toBe(false);
      expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    });

    it('judges by the bytes: a text file named .png is refused', async () => {
      const { access } = await registerUser(t.app);
      const res = await upload(access, {
        name: 'photo.png',
        type: 'image/png',
        bytes: await fixture('not-an-image.png'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        profile_picture: ['画像ファイルを選択してください'],
        codes: { profile_picture: ['image_invalid'] },
      });
      const profile = await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
      expect(profile.json().profile_picture).toBeNull();
    });

    it('takes JPEG, PNG, WebP and GIF only: a TIFF is refused though it is an image', async () => {
      const { access } = await registerUser(t.app);
      const tiff = await sharp(await fixture('landscape-800x600.png'))
        .tiff()
        .toBuffer();
      const res = await upload(access, { name: 'scan.tif', type: 'image/tiff', bytes: tiff });
      expect(res.statusCode).toBe(400);
      expect(res.json().codes).toEqual({ profile_picture: ['image_invalid'] });
      const gif = await sharp(await fixture('landscape-800x600.png'))
        .gif()
        .toBuffer();
      const ok = await upload(access, { name: 'anim.gif', type: 'image/gif', bytes: gif });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('refuses an empty file and a truncated image', async () => {
      const { access } = await registerUser(t.app);
      const png = await fixture('landscape-800x600.png');
      for (const bytes of [Buffer.alloc(0), png.subarray(0, 200)]) {
        const res = await upload(access, { name: 'x.png', type: 'image/png', bytes });
        expect(res.statusCode).toBe(400);
        expect(res.json().codes).toEqual({ profile_picture: ['image_invalid'] });
      }
    });

    it('refuses a file over 5,242,880 bytes', async () => {
      const { access } = await registerUser(t.app);
      const png = await fixture('landscape-800x600.png');
      const big = Buffer.concat([png, randomBytes(5_242_881 - png.length)]);
      const res = await upload(access, { name: 'big.png', type: 'image/png', bytes: big });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        profile_picture: ['ファイルサイズは5MB以下にしてください'],
        codes: { profile_picture: ['image_too_large'] },
      });
    });

    it('takes profile fields in the same form and replaces the old picture file', async () => {
      const { access } = await registerUser(t.app);
      // A picture nobody else has: files are named by content and shared between accounts.
      const unique = await sharp({
        create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 250 } },
      })
        .png()
        .toBuffer();
      const first = await upload(access, { name: 'a.png', type: 'image/png', bytes: unique });
      const old = first.json().profile_picture;
      expect((await t.app.inject(old)).statusCode).toBe(200);

      const second = await upload(
        access,
        { name: 'b.jpg', type: 'image/jpeg', bytes: await fixture('photo-gps-rotated.jpg') },
        { display_name: 'Photo person', bio: 'hello' },
      );
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({ display_name: 'Photo person', bio: 'hello' });
      expect(second.json().profile_picture).not.toBe(old);
      expect((await t.app.inject(old)).statusCode).toBe(404);
    });

    it('keeps a picture file another account still shows', async () => {
      const png = await fixture('landscape-800x600.png');
      const a = await registerUser(t.app);
      const b = await registerUser(t.app);
      const shared = (
        await upload(a.access, { name: 'a.png', type: 'image/png', bytes: png })
      ).json();
      await upload(b.access, { name: 'b.png', type: 'image/png', bytes: png });
      const replaced = await upload(a.access, {
        name: 'c.jpg',
        type: 'image/jpeg',
        bytes: await fixture('photo-gps-rotated.jpg'),
      });
      expect(replaced.json().profile_picture).not.toBe(shared.profile_picture);
      expect((await t.app.inject(shared.profile_picture)).statusCode).toBe(200);
    });

    it('checks form fields like JSON ones and stores nothing when they fail', async () => {
      const { access } = await registerUser(t.app);
      const res = await upload(
        access,
        { name: 'a.png', type: 'image/png', bytes: await fixture('landscape-800x600.png') },
        { display_name: 'x'.repeat(51) },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().codes).toEqual({ display_name: ['display_name_too_long'] });
      const profile = await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
      expect(profile.json().profile_picture).toBeNull();
    });

    it('needs a signed-in user', async () => {
      const body = await multipartForm(
        {},
        {
          field: 'profile_picture',
          name: 'a.png',
          type: 'image/png',
          bytes: await fixture('landscape-800x600.png'),
        },
      );
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile/',
        headers: body.headers,
        payload: body.payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    });
  });
});
