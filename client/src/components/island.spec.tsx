import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Island, IslandCollectorContext } from './island';
import { ISLANDS, isIslandName } from '../app/islands';

function Greeting() {
  return <p>Hello</p>;
}

describe('Island', () => {
  it('is only its children inside the app', () => {
    const { container } = render(
      <Island name="header">
        <Greeting />
      </Island>,
    );
    expect(container.innerHTML).toBe('<p>Hello</p>');
  });

  it('leaves an empty wrapper for the prerenderer and hands it the element', () => {
    const islands = new Map<string, ReactElement>();
    const html = renderToString(
      <IslandCollectorContext value={islands}>
        <main>
          <Island name="faqEntries">
            <Greeting />
          </Island>
        </main>
      </IslandCollectorContext>,
    );
    expect(html).toBe('<main><div data-island="faqEntries" style="display:contents"></div></main>');
    expect(islands.get('faqEntries')?.type).toBe(Greeting);
  });
});

describe('ISLANDS', () => {
  it('loads a component for every name', async () => {
    for (const [name, load] of Object.entries(ISLANDS)) {
      expect(isIslandName(name)).toBe(true);
      expect(typeof (await load()), name).toBe('function');
    }
    expect(isIslandName('toString')).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });
});
