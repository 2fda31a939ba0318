/** What a driver implements; `createStorage` puts key and content-type validation in front of it. */
export interface StorageDriver {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
