// Bytes to text: UTF-8 (with or without a BOM) or ISO-8859-1/windows-1252, from the XML declaration
// or, when the bytes are not valid UTF-8, by falling back to windows-1252 (a superset of ISO-8859-1);
// UTF-16 when the file starts with its byte-order mark (Windows editors save "Unicode" so).
import { InteropError, MAX_IMPORT_BYTES } from './errors';

const LATIN_NAMES = /^(iso-?8859-1|latin-?1|windows-1252|cp1252|us-ascii|ascii)$/i;

/** The encoding an XML declaration at the start of the bytes names, if any. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(head.replace(/^\uFEFF/, ''))?.[1];
}

/** The text of a file's bytes; refuses an empty or oversized file. */
export function decodeBytes(bytes: Uint8Array): string {
  if (bytes.length > MAX_IMPORT_BYTES) {
    throw new InteropError('too-large', `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);
  }
  const declared = declaredEncoding(bytes);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(bytes);
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(bytes);
  } else if (declared && LATIN_NAMES.test(declared)) {
    text = new TextDecoder('windows-1252').decode(bytes);
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  if (text.trim() === '') throw new InteropError('empty', 'The file is empty.');
  return text;
}
