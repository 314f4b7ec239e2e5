import { describe, expect, it } from 'vitest';
import { matchStyle } from './style-match';

describe('matchStyle', () => {
  it.each([
    [
      'code and letter under BJCP 2021',
      { name: 'Whatever', categoryNumber: '21', styleLetter: 'A', styleGuide: 'BJCP 2021' },
      'American IPA',
    ],
    [
      'code and letter under BJCP 2015',
      { name: '', categoryNumber: '11', styleLetter: 'B', styleGuide: 'BJCP2015' },
      'Best Bitter',
    ],
    [
      'code and letter agreeing with the name',
      { name: 'best bitter', categoryNumber: '11', styleLetter: 'B', styleGuide: 'BJCP' },
      'Best Bitter',
    ],
    ['name, case and accents ignored', { name: 'MARZEN' }, 'Märzen'],
    ['name, punctuation ignored', { name: 'Kolsch!' }, 'Kölsch'],
    ['name with a parenthesis', { name: 'Dry Stout (Irish)' }, 'Irish Stout'],
    [
      'a BJCP 2008 name whose 2008 code means another style now',
      { name: 'Dry Stout', categoryNumber: '13', styleLetter: 'A', styleGuide: 'BJCP' },
      'Irish Stout',
    ],
    ['a BJCP 2008 renaming', { name: 'Russian Imperial Stout', styleGuide: 'BJCP 2008' }, 'Imperial Stout'],
    ['a BJCP 2008 renaming with slashes', { name: 'Special/Best/Premium Bitter' }, 'Best Bitter'],
    ['a BJCP 2015 renaming', { name: 'New England IPA' }, 'Hazy IPA'],
  ])('matches by %s', (_how, style, expected) => {
    expect(matchStyle(style)?.name).toBe(expected);
  });

  it('matches nothing for an unknown style, or an old code without a name that agrees', () => {
    expect(matchStyle({ name: 'Tomato Gose Supreme' })).toBeUndefined();
    expect(
      matchStyle({
        name: 'English Pale Ale',
        categoryNumber: '8',
        styleLetter: 'C',
        styleGuide: 'BJCP 1999',
      }),
    ).toBeUndefined();
  });
});
