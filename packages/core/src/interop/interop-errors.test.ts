// Files the import refuses: each gives its own message (with the line where the parser knows it).
import { describe, expect, it } from 'vitest';
import {
  InteropError,
  importCatalogueItems,
  importRecipes,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_DEPTH,
  readInteropFile,
} from './index';
import { utf8 } from './test-support';

function refusal(bytes: Uint8Array): InteropError {
  try {
    readInteropFile(bytes);
  } catch (error) {
    if (error instanceof InteropError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('refused files', () => {
  it.each([
    ['an empty file', '', 'empty', 'The file is empty.'],
    ['a file of blanks', ' \r\n\t ', 'empty', 'The file is empty.'],
    [
      'plain text',
      'Pale ale, 5 kg of malt',
      'not-xml-or-json',
      'The file is neither XML nor JSON: choose a BeerXML or BeerJSON file.',
    ],
    [
      'XML that is not BeerXML',
      '<html><body>Hi</body></html>',
      'not-beer-format',
      'The file is XML but not BeerXML: it holds no RECIPES, EQUIPMENTS, FERMENTABLES, HOPS, MISCS, YEASTS or WATERS.',
    ],
    [
      'JSON that is not BeerJSON',
      '{"recipes": []}',
      'not-beer-format',
      'The file is JSON but not BeerJSON: it has no "beerjson" object with recipes or ingredient records.',
    ],
    [
      'a JSON list',
      '[1, 2]',
      'not-beer-format',
      'The file is JSON but not BeerJSON: it has no "beerjson" object with recipes or ingredient records.',
    ],
  ])('refuses %s', (_what, text, code, message) => {
    const error = refusal(utf8(text));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('refuses malformed XML, naming the line', () => {
    const error = refusal(utf8('<RECIPES>\n<RECIPE>\n<NAME>A</NAME>\n</RECIPES>'));
    expect(error.code).toBe('malformed');
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/^The file is not well-formed XML: .*\(line 4\)$/);
  });

  it('refuses malformed JSON, naming the line', () => {
    const error = refusal(utf8('{\n  "beerjson": {\n    "version": 1,\n  }\n}'));
    expect(error.code).toBe('malformed');
    expect(error.line).toBe(4);
    expect(error.message).toBe('The file is not valid JSON. (line 4)');
  });

  it('refuses a DOCTYPE or entity declarations without expanding anything', () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<RECIPES><RECIPE><NAME>&lol2;</NAME></RECIPE></RECIPES>`;
    const error = refusal(utf8(bomb));
    expect(error.code).toBe('entities');
    expect(error.message).toBe(
      'The file declares a DOCTYPE or entities, which Wortsmith does not accept. (line 2)',
    );
    expect(refusal(utf8('<!ENTITY x SYSTEM "file:///etc/passwd"><HOPS/>')).code).toBe('entities');
  });

  it('refuses nesting deeper than the limit, in XML and in JSON', () => {
    const depth = MAX_IMPORT_DEPTH + 5;
    const xml = `<RECIPES>${'<A>'.repeat(depth)}${'</A>'.repeat(depth)}</RECIPES>`;
    expect(refusal(utf8(xml)).code).toBe('too-deep');
    const json = `{"beerjson":{"recipes":[${'['.repeat(depth)}${']'.repeat(depth)}]}}`;
    expect(refusal(utf8(json)).message).toBe(
      `The file nests objects deeper than ${MAX_IMPORT_DEPTH} levels.`,
    );
  });

  it('refuses more than 1,000 records', () => {
    const hops = '<HOP><NAME>H</NAME></HOP>'.repeat(1001);
    const error = refusal(utf8(`<HOPS>${hops}</HOPS>`));
    expect(error.code).toBe('too-many-records');
    expect(error.message).toBe('The file holds 1001 records; at most 1000 can be imported at once.');
    const json = JSON.stringify({
      beerjson: { version: 1, fermentables: Array.from({ length: 1001 }, () => ({ name: 'F' })) },
    });
    expect(refusal(utf8(json)).code).toBe('too-many-records');
  });

  it('refuses a file over the size limit before reading it', () => {
    const error = refusal(new Uint8Array(MAX_IMPORT_BYTES + 1));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe('The file is larger than 10 MB.');
  });

  it('refuses a recipe import of a file without recipes, and a catalogue import without that kind', () => {
    const hops = utf8('<HOPS><HOP><NAME>H</NAME><TYPE>Aroma</TYPE></HOP></HOPS>');
    expect(() => importRecipes(hops)).toThrow('The file holds no recipes.');
    expect(() => importCatalogueItems(hops, 'yeasts')).toThrow('The file holds no yeasts.');
    expect(() => importCatalogueItems(hops, 'equipments')).toThrow('The file holds no equipment profiles.');
  });
});
