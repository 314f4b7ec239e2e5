// Turns BeerXML text into a plain tree with fast-xml-parser: no DOCTYPE or entity declarations (refused,
// so nothing is ever expanded), only the five named and the numeric character references decoded,
// several top-level elements and leading whitespace accepted, nesting limited.
import { EntityDecoder, XML } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { InteropError, MAX_IMPORT_DEPTH } from './errors';

/** An element: its child elements by tag (an array when repeated), or its text. */
export type XmlValue = string | XmlElement | XmlValue[];
export interface XmlElement {
  [tag: string]: XmlValue;
}

const WRAPPER = 'WORTSMITH_FILE';

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // The five XML names and numeric references (&#32; &#xF8;); nothing else is ever expanded.
  entityDecoder: new EntityDecoder({ namedEntities: XML, numericAllowed: true }),
  maxNestedTags: MAX_IMPORT_DEPTH + 1,
});

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The top-level elements of a BeerXML text, as one element whose children are the file's roots.
 * Throws InteropError for declarations, malformed XML and nesting deeper than MAX_IMPORT_DEPTH.
 */
export function parseXmlDocument(text: string): XmlElement {
  const declaration = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (declaration) {
    throw new InteropError(
      'entities',
      'The file declares a DOCTYPE or entities, which Wortsmith does not accept.',
      lineAt(text, declaration.index),
    );
  }
  // Blank out the XML declaration (keeping line numbers) so the file's roots can sit in one wrapper.
  const body = text.replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, (found) => found.replace(/[^\n]/g, ' '));
  const wrapped = `<${WRAPPER}>${body}</${WRAPPER}>`;
  const verdict = XMLValidator.validate(wrapped);
  if (verdict !== true) {
    throw new InteropError(
      'malformed',
      `The file is not well-formed XML: ${verdict.err.msg}`,
      verdict.err.line,
    );
  }
  let tree: XmlElement;
  try {
    tree = parser.parse(wrapped) as XmlElement;
  } catch (error) {
    if (error instanceof Error && /nested/i.test(error.message)) {
      throw new InteropError('too-deep', `The file nests elements deeper than ${MAX_IMPORT_DEPTH} levels.`);
    }
    throw new InteropError('malformed', 'The file is not well-formed XML.');
  }
  const root = tree[WRAPPER];
  return typeof root === 'object' && !Array.isArray(root) ? root : {};
}

/** The text of a child element (the first when repeated); undefined when absent or not text. */
export function childText(element: XmlElement, tag: string): string | undefined {
  const value = element[tag];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A child element (the first when repeated), or undefined. */
export function childElement(element: XmlElement, tag: string): XmlElement | undefined {
  const value = element[tag];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' && first !== null && !Array.isArray(first) ? first : undefined;
}

/** The elements a value holds under `tag`: `<HOPS><HOP/>…</HOPS>` gives every HOP, `<HOPS/>` none. */
export function elementsOf(container: XmlValue | undefined, tag: string): XmlElement[] {
  if (container === undefined || typeof container === 'string') return [];
  if (Array.isArray(container)) return container.flatMap((c) => elementsOf(c, tag));
  return recordsOf(container[tag]);
}

/** A value that is one element or several, as a list of elements (text values dropped). */
export function recordsOf(value: XmlValue | undefined): XmlElement[] {
  if (value === undefined) return [];
  const all = Array.isArray(value) ? value : [value];
  return all.filter((v): v is XmlElement => typeof v === 'object' && v !== null && !Array.isArray(v));
}
