/**
 * The document types customers may upload: PDF (contracts, letters, statements), JPEG and PNG (phone
 * photos and screenshots). The service decides by the whole content; the browser looks at the first
 * bytes first, so that a file the service would refuse (a program renamed ".pdf", a Word file) is named
 * at once and never travels.
 */
export const documentTypes = {
  pdf: { mediaType: 'application/pdf', extensions: ['pdf'] },
  jpg: { mediaType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { mediaType: 'image/png', extensions: ['png'] },
} as const;

export type DocumentType = keyof typeof documentTypes;

/** How many of a file's first bytes `documentTypeOfSignature` reads. */
export const signatureLength = 8;

// The formats' signatures: "%PDF" (ISO 32000-1, 7.5.2), the JPEG start-of-image marker with the next
// marker's first byte (ITU T.81, B.1.1.2), the PNG signature (ISO/IEC 15948, 5.2).
const signatures: readonly [DocumentType, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/**
 * The accepted type a file's first bytes announce, if any. Only a first look: the service reads the
 * whole file and may still refuse one that starts right (an Illustrator file is a PDF to this test).
 */
export function documentTypeOfSignature(head: Uint8Array): DocumentType | undefined {
  return signatures.find(([, signature]) => signature.every((byte, index) => head[index] === byte))?.[0];
}

/** The accepted type a file's name claims by its extension ("Vertrag.PDF" → pdf), if it names one. */
export function documentTypeOfName(fileName: string): { type: DocumentType; extension: string } | undefined {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim())?.[1].toLowerCase();
  if (!extension) return undefined;
  const type = (Object.keys(documentTypes) as DocumentType[]).find((candidate) => (documentTypes[candidate].extensions as readonly string[]).includes(extension));
  return type ? { type, extension } : undefined;
}
