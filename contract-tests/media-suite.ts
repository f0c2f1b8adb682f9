// The media library as admins meet it, the same on the mocks and the backend (SQLite and MySQL): every upload is
// listed with its size, type, dimensions and uploader; where content uses a file is shown, and a used file is
// never deleted; an unused one is, bytes and all; the public list of responsive images covers used images only.
import { describe, expect, it } from 'vitest';
import { demoData, HERO_IDS } from '@shared/demo-content';
import { IMAGE_TYPE_MESSAGE } from '@shared/contract/file-types';
import { demoToken } from './contract-suite';
import { suiteTarget, type Json, type SuiteSetup } from './support/api-caller';
import { SAMPLE_FILES, upload } from './support/operation-calls';

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const hero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
const logo = demoData.fileAssets.find((f) => f.category === 'logo' && f.isActive)!;

/** A 3 x 2 PNG of one flat colour. */
const PNG_3X2 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwTjsDQQxwFgBQKghfoSWggQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function defineMediaSuite(name: string, setup: SuiteSetup) {
  describe(`${name}: media library`, () => {
    const { api } = suiteTarget(setup, demoToken);
    const library = async () => (await api('GET', '/files/all?limit=100')).body.data as Json[];
    const uploadImage = async (bytes: Uint8Array, fileName: string) => api('POST', '/files/images', { form: upload('image', bytes, fileName, 'image/png') });

    it('lists an upload first, with its type, size, dimensions and uploader, used nowhere yet', async () => {
      const res = await uploadImage(PNG_3X2, 'C:\\photos\\implant-site.png');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Image uploaded successfully!' });
      expect(res.body.data).toMatchObject({
        originalName: 'implant-site.png',
        mimeType: 'image/png',
        fileSize: PNG_3X2.length,
        category: 'image',
        width: 3,
        height: 2,
        createdBy: superAdmin.admin._id,
        createdByName: superAdmin.admin.name,
      });
      expect(res.body.data.fileUrl).toMatch(/^\/uploads\/[a-z0-9-]+\/[a-f0-9]{24}\.png$/);
      const [first] = await library();
      expect(first).toMatchObject({ _id: res.body.data._id, usedIn: [] });
    });

    it('shows where content uses a file, and refuses to delete it while it is used', async () => {
      const { data: image } = (await uploadImage(PNG_3X2, 'banner.png')).body;
      await api('PUT', `/hero/update/${hero._id}`, { json: { ...hero, banner: image.fileUrl } });

      const listed = (await library()).find((f) => f._id === image._id)!;
      expect(listed.usedIn).toEqual([{ kind: 'hero', label: `Hero section “${hero.title}”`, path: '/admin/hero' }]);
      const refused = await api('DELETE', `/files/${image._id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: `This file is used in: Hero section “${hero.title}”. Choose another image there first.`,
      });
      expect((await library()).some((f) => f._id === image._id)).toBe(true);

      // The active logo is used by the site itself.
      const logoRefused = await api('DELETE', `/files/${logo._id}`);
      expect(logoRefused.status).toBe(409);
      expect(logoRefused.body.message).toContain('Site logo');
    });

    it('deletes a file nothing uses any more, and its url serves nothing after', async () => {
      const { data: image } = (await uploadImage(PNG_3X2, 'old-banner.png')).body;
      await api('PUT', `/hero/update/${hero._id}`, { json: { ...hero, banner: image.fileUrl } });
      await api('PUT', `/hero/update/${hero._id}`, { json: { ...hero } });

      const deleted = await api('DELETE', `/files/${image._id}`);
      expect(deleted).toEqual({ status: 200, body: { success: true, message: 'File deleted successfully!' } });
      expect((await library()).some((f) => f._id === image._id)).toBe(false);
      expect((await api('DELETE', `/files/${image._id}`)).status).toBe(404);
    });

    it('refuses what is not an image, naming the accepted types', async () => {
      const res = await api('POST', '/files/images', { form: upload('image', SAMPLE_FILES.disguisedExe, 'photo.png', 'image/png') });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false, message: IMAGE_TYPE_MESSAGE });
      const missing = await api('POST', '/files/images', { form: new FormData() });
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.[0]?.field).toBe('image');
    });

    it('records service-details images in the library, and never lists case files', async () => {
      const res = await api('POST', '/service-details/upload-image', { form: upload('image', PNG_3X2, 'sleeve.png', 'image/png') });
      expect(res.status).toBe(201);
      const listed = (await library()).find((f) => f.fileUrl === res.body.data.url);
      expect(listed).toMatchObject({ category: 'image', originalName: 'sleeve.png', width: 3, height: 2 });
      expect((await library()).every((f) => f.category === 'image' || f.category === 'logo')).toBe(true);
    });

    it('lists responsive images publicly, only for images content uses', async () => {
      const res = await api('GET', '/files/responsive-images', { token: null });
      expect(res.status).toBe(200);
      const used = new Set((await library()).filter((f) => f.usedIn.length).map((f) => f.fileUrl));
      for (const image of res.body.data as Json[]) expect(used.has(image.url)).toBe(true);
    });
  });
}
