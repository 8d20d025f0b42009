import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

describe('onDemand', () => {
  it('draws the fallback until the code is there, then the component with its props', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)));
    const Lazy = onDemand(load);
    render(<Lazy name="Ada" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the component in its first render once preloaded: no fallback, and one load however often it is asked', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = onDemand(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    // Right after the first render, before any promise could settle.
    render(<Lazy name="Grace" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a failed load to the nearest error boundary, and the next draw loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue({ default: Greeting });
    const Lazy = onDemand<{ name: string }>(load);
    const first = render(
      <Boundary>
        <Lazy name="Alan" fallback={<p>Loading</p>} />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: chunk gone')).toBeTruthy();
    first.unmount();
    render(<Lazy name="Alan" fallback={<p>Loading</p>} />);
    expect(await screen.findByText('Hello Alan')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
