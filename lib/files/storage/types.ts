/** What every file store (local disk, S3-compatible) offers the app. */

export interface StoredFile {
  bytes: Uint8Array;
  /** The type the key's extension names (never what the store or the uploader claimed). */
  contentType: string;
}

export interface StoredFileStream {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store knows them before sending. */
  size: number | null;
}

export interface FileStorage {
  /** Writes (or replaces) the file. Throws on an invalid key or a type that does not match it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null for an unknown or invalid key (path traversal included). */
  get(key: string): Promise<StoredFile | null>;
  /** The file as a stream, for serving it without holding it in memory; null as `get`. */
  open(key: string): Promise<StoredFileStream | null>;
  /** Removes the file; unknown or invalid keys are ignored, so deleting twice is fine. */
  delete(key: string): Promise<void>;
}
