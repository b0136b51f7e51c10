import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contentTypeOf, isObjectName, type Area, type ObjectInfo, type Storage } from './store';

/** Files under DATA_DIR: uploads/ (public) and private/ (files 600, folder 700). Right for one instance. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(private readonly dirs: Record<Area, string>) {}

  async check(): Promise<void> {
    for (const dir of Object.values(this.dirs)) await fsp.mkdir(dir, { recursive: true });
    // Private files are the app user's alone: their folder too (made 0755 by older versions).
    // (A folder of another user's stays as it is: that is theirs to narrow.)
    await fsp.chmod(this.dirs.private, 0o700).catch(() => undefined);
  }

  async put(area: Area, name: string, body: Buffer): Promise<void> {
    await fsp.writeFile(this.file(area, name), body, area === 'private' ? { mode: 0o600 } : {});
  }

  async putFile(area: Area, name: string, file: string): Promise<void> {
    await fsp.copyFile(file, this.file(area, name));
    if (area === 'private') await fsp.chmod(this.file(area, name), 0o600);
  }

  async stat(area: Area, name: string): Promise<ObjectInfo | null> {
    if (!isObjectName(name)) return null;
    const st = await fsp.stat(this.file(area, name)).catch(() => null);
    if (!st?.isFile()) return null;
    return {
      size: st.size,
      contentType: contentTypeOf(name),
      modified: st.mtime,
      etag: `W/"${st.size.toString(16)}-${st.mtimeMs.toString(16)}"`,
    };
  }

  async read(area: Area, name: string, range?: { start: number; end: number }) {
    if (!(await this.stat(area, name))) return null;
    return fs.createReadStream(this.file(area, name), range) as Readable;
  }

  async remove(area: Area, name: string): Promise<void> {
    await fsp.rm(this.file(area, name), { force: true });
  }

  async list(area: Area): Promise<string[]> {
    return (await fsp.readdir(this.dirs[area]).catch(() => [] as string[])).sort();
  }

  close(): void {}

  private file(area: Area, name: string): string {
    return path.join(this.dirs[area], path.basename(name));
  }
}
