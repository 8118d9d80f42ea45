import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PATH_SEGMENTS } from '../../renderers/NodeView';
import { allNodes } from '../../renderers/generated/all-nodes';
import { createRegistry } from '../../renderers/registry';
import { renderScreen } from './render-screen';

describe('node dispatcher', () => {
  it('renders an unknown node type as its declared fallback and reports {type, path}', () => {
    const { unknown } = renderScreen([
      { type: 'hologram', items: [], fallback: { type: 'text', text: 'Hologram not supported' } },
    ]);
    expect(screen.getByText('Hologram not supported')).toBeTruthy();
    expect(unknown).toEqual([{ type: 'hologram', path: '/body/0' }]);
  });

  it('renders a custom node the page registered, and the fallback of one it did not', () => {
    const Wheel = ({ node }: { node: { props?: { spins?: number } } }) => (
      <p>Spins: {node.props?.spins}</p>
    );
    const { unknown } = renderScreen(
      [
        { type: 'custom', customType: 'wheel', props: { spins: 3 } },
        {
          type: 'custom',
          customType: 'raffle',
          fallback: { type: 'text', text: 'Raffle unavailable' },
        },
      ],
      {},
      { custom: { wheel: Wheel } },
    );
    expect(screen.getByText('Spins: 3')).toBeTruthy();
    expect(screen.getByText('Raffle unavailable')).toBeTruthy();
    expect(unknown).toEqual([{ type: 'custom:raffle', path: '/body/1' }]);
  });

  it('renders an unknown node without fallback as nothing, and keeps its siblings', () => {
    const { unknown, container } = renderScreen([
      { type: 'hologram' },
      { type: 'text', text: 'Still here' },
    ]);
    expect(screen.getByText('Still here')).toBeTruthy();
    expect(container.querySelector('main')?.children).toHaveLength(1);
    expect(unknown).toEqual([{ type: 'hologram', path: '/body/0' }]);
  });

  it('reports a nested unknown node with its full path', () => {
    const { unknown } = renderScreen([
      { type: 'stack', children: [{ type: 'text', text: 'a' }, { type: 'chart' }] },
    ]);
    expect(unknown).toEqual([{ type: 'chart', path: '/body/0/children/1' }]);
  });

  it('stops a chain nested thousands deep at the limit, and taps still work after it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let chain: unknown = { type: 'text', text: 'The bottom' };
    for (let i = 0; i < 5_000; i += 1) chain = { type: 'stack', children: [chain] };
    const { container, actions } = renderScreen([
      chain,
      { type: 'button', text: 'Still works', action: { type: 'emit', name: 'tapped' } },
    ]);
    const failed = container.querySelectorAll('[data-node-error]');
    expect(failed).toHaveLength(1);
    // The first level past the limit: "/body/0" then two segments a level.
    const segments = (failed[0]?.getAttribute('data-node-error') ?? '').split('/').length - 1;
    expect(segments).toBe(MAX_PATH_SEGMENTS + 2);
    expect(screen.queryByText('The bottom')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Still works' }));
    expect(actions).toEqual([{ type: 'emit', name: 'tapped' }]);
    expect(errors).toHaveBeenCalledWith(
      '[renderer] node failed',
      expect.objectContaining({ type: 'stack' }),
    );
  });

  it('does not treat inherited object keys as node types', () => {
    const { unknown } = renderScreen([{ type: 'constructor' }, { type: '__proto__' }]);
    expect(unknown.map((u) => u.type)).toEqual(['constructor', '__proto__']);
  });

  it('contains a node that throws so the rest of the screen still renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderScreen(
      [{ type: 'broken' }, { type: 'text', text: 'After the broken node' }],
      {},
      { registry: createRegistry(allNodes, { broken: Broken }) },
    );
    expect(screen.getByText('After the broken node')).toBeTruthy();
    expect(screen.getByText('This part could not be shown.')).toBeTruthy();
  });

  it('lets tests and themes override a registry entry', () => {
    const registry = createRegistry(allNodes, { text: () => <em>overridden</em> });
    renderScreen([{ type: 'text', text: 'original' }], {}, { registry });
    expect(screen.getByText('overridden')).toBeTruthy();
    expect(screen.queryByText('original')).toBeNull();
    // The registry it was built from is left as it was.
    expect(allNodes.text).toBeDefined();
    expect(allNodes.text).not.toBe(registry.text);
  });

  it('hides nodes whose condition does not hold', () => {
    renderScreen(
      [
        { type: 'text', text: 'shown', when: { pointer: '/flag', op: 'eq', value: 1 } },
        { type: 'text', text: 'hidden', when: { pointer: '/flag', op: 'eq', value: 2 } },
      ],
      { flag: '1' },
    );
    expect(screen.getByText('shown')).toBeTruthy();
    expect(screen.queryByText('hidden')).toBeNull();
  });
});

describe('screen versions', () => {
  it('shows "please update the app" with a bridge action for a newer major version', () => {
    const { actions } = renderScreen(
      [{ type: 'text', text: 'v2 content' }],
      {},
      { version: '2.0' },
    );
    expect(screen.queryByText('v2 content')).toBeNull();
    expect(screen.getByText('Please update the app')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(actions).toEqual([{ type: 'bridge', action: 'goRate', payload: { reason: 'update' } }]);
  });

  it('renders a newer minor version of the same major', () => {
    renderScreen([{ type: 'text', text: 'minor bump' }], {}, { version: '1.7' });
    expect(screen.getByText('minor bump')).toBeTruthy();
  });
});
