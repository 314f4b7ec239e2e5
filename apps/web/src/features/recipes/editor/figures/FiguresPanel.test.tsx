// The figures panel: values, style ranges in brackets, the marker's colour (black inside the range,
// red outside) and its place, clamped to the bar's ends.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeRecipeFigures, FIGURE_HELP, findStyle, type RecipeFigures } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { ipaRecipe } from '../test-support/fixtures';
import { FiguresPanel, MARKER_IN, MARKER_OUT } from './FiguresPanel';

const ipa = computeRecipeFigures(ipaRecipe());
const americanIpa = findStyle('American IPA');

function marker(label: string) {
  const bar = screen.getByRole('meter', { name: new RegExp(`^${label}\\b`) });
  return bar.querySelector('[data-state]') as HTMLElement;
}

describe('FiguresPanel', () => {
  it('shows each figure with the style range and a black marker inside it, red outside', () => {
    render(<FiguresPanel figures={ipa} style={americanIpa} />);
    expect(screen.getByText('(1.056 - 1.070)')).toBeInTheDocument();
    expect(screen.getByText('(5.5 - 7.5)')).toBeInTheDocument();
    expect(screen.getByText('(10 - 20)')).toBeInTheDocument();
    expect(screen.getByText('(40 - 70)')).toBeInTheDocument();
    expect(screen.getByText('(0.70 - 1.00)')).toBeInTheDocument();
    // OG 1.061 and ABV 6.24 are within American IPA; IBU 38.16 (40-70) and EBC 33 (10-20) are not.
    expect(marker('OG')).toHaveStyle({ background: MARKER_IN });
    expect(marker('ABV')).toHaveStyle({ background: MARKER_IN });
    expect(marker('IBU')).toHaveStyle({ background: MARKER_OUT });
    expect(marker('EBC')).toHaveStyle({ background: MARKER_OUT });
    expect(marker('BU/GU')).toHaveStyle({ background: MARKER_OUT });
    expect(screen.getByRole('meter', { name: /^IBU/ })).toHaveAttribute(
      'aria-valuetext',
      '38.16, outside the style range',
    );
  });

  it('places the marker on the SPEC scale and keeps it inside the bar', () => {
    const wild: RecipeFigures = { ...ipa, og: 1.25, ebc: 60, abv: -2, ibu: 500 };
    render(<FiguresPanel figures={wild} style={americanIpa} />);
    // EBC 60 on 0..120 sits in the middle; off-scale values stop at the ends.
    expect(marker('EBC').dataset.position).toBe('0.5');
    expect(marker('OG').dataset.position).toBe('1');
    expect(marker('IBU').dataset.position).toBe('1');
    expect(marker('ABV').dataset.position).toBe('0');
    // The marker's width is taken off the travel, so at the end it still lies within the bar.
    expect(marker('OG').style.left).toBe('calc((100% - var(--marker-width)) * 1)');
    expect(marker('OG')).toHaveStyle({ background: MARKER_OUT });
  });

  it('shows no ranges and black markers without a style', () => {
    render(<FiguresPanel figures={ipa} style={undefined} />);
    expect(screen.queryByText(/\(1\.0/)).not.toBeInTheDocument();
    for (const bar of screen.getAllByRole('meter')) {
      expect(bar.querySelector('[data-state]')).toHaveStyle({ background: MARKER_IN });
    }
  });

  it('says in words which values are outside the range, not by colour alone', () => {
    render(<FiguresPanel figures={ipa} style={americanIpa} />);
    // IBU 38.16 is under 40-70 and EBC 33 over 10-20; OG 1.061 is within 1.056-1.070.
    const line = (key: string) => screen.getByTestId(`figure-${key}`).closest('[data-figure]') as HTMLElement;
    expect(line('ibu')).toHaveTextContent(/38\.16\s*▼ low/);
    expect(line('ebc')).toHaveTextContent(/33\.00\s*▲ high/);
    expect(line('og')).not.toHaveTextContent(/high|low/);
    expect(screen.getByTestId('figure-ibu')).toHaveAttribute('data-state', 'out');
  });

  it('has a help button beside each figure, reached by keyboard, that announces what the figure is', async () => {
    const user = userEvent.setup();
    render(<FiguresPanel figures={ipa} style={americanIpa} />);
    const buttons = screen.getAllByRole('button', { name: /^About / });
    expect(buttons.map((b) => b.textContent)).toEqual([
      'About OG',
      'About FG',
      'About ABV',
      'About EBC',
      'About IBU',
      'About BU/GU',
    ]);
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(FIGURE_HELP.og);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(buttons[5]).toHaveFocus();
    expect(buttons[5]).toHaveAccessibleDescription(FIGURE_HELP.buGu);
  });

  it('shows FG and ABV as not known until a yeast is chosen, not 1.000 and a high ABV', () => {
    const noYeast = computeRecipeFigures({ ...ipaRecipe(), recipeYeasts: [] });
    expect(noYeast.fg).toBe(1);
    const { rerender } = render(<FiguresPanel figures={noYeast} style={americanIpa} yeasts={[]} />);
    for (const key of ['fg', 'abv']) {
      expect(screen.getByTestId(`figure-${key}`)).toHaveTextContent('—Not known until a yeast is chosen');
    }
    expect(screen.queryByRole('meter', { name: /^FG\b/ })).toBeNull();
    expect(screen.queryByRole('meter', { name: /^ABV\b/ })).toBeNull();
    expect(screen.getByTestId('figure-abv').parentElement).not.toHaveTextContent('high');
    // OG, colour and bitterness do not wait for the yeast.
    expect(screen.getByTestId('figure-og')).toHaveTextContent(noYeast.og.toFixed(3));
    rerender(<FiguresPanel figures={noYeast} style={americanIpa} yeasts={[{ attenuation: null }]} />);
    expect(screen.getByTestId('figure-fg')).toHaveTextContent('Not known until a yeast has an attenuation');
    rerender(<FiguresPanel figures={ipa} style={americanIpa} yeasts={ipaRecipe().recipeYeasts} />);
    expect(screen.getByTestId('figure-fg')).toHaveTextContent(ipa.fg.toFixed(3));
  });
});
