// What an upload hands the services. The route kit (route.ts) reads it and the media library (services/media.ts)
// stores it; it lives apart from both so that neither imports the other.

/** The file part of a multipart request, read whole. */
export interface UploadedFile {
  field: string;
  bytes: Buffer;
  size: number;
  originalName: string;
}

/** Whoever makes the variants of the images stored through this instance (see ImageVariantWorker). */
export interface VariantQueue {
  /** Asks for the pending variants to be made soon; never waits for them. */
  kick(): void;
}
