import { act, render, screen } from '@testing-library/react';
import { useStagedCount } from './use-staged-count';

function Parts({ total, step, onRender }: { total: number; step: number; onRender: (count: number) => void }) {
  const count = useStagedCount(total, step);
  onRender(count);
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>part {i + 1}</li>
      ))}
    </ul>
  );
}

describe('useStagedCount', () => {
  it('starts with one step and adds a step after each commit until all parts are shown', async () => {
    const seen: number[] = [];
    await act(async () => {
      render(<Parts total={7} step={3} onRender={(c) => seen.push(c)} />);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('part 7')).toBeInTheDocument();
    // Committed in stages of three: 3, then 6, then all 7 (never more than the total).
    expect([...new Set(seen)]).toEqual([3, 6, 7]);
  });

  it('shows everything at once when one step covers it, and at least one part per step', async () => {
    const seen: number[] = [];
    await act(async () => {
      render(<Parts total={2} step={5} onRender={(c) => seen.push(c)} />);
    });
    expect([...new Set(seen)]).toEqual([2]);
    const zeroStep: number[] = [];
    await act(async () => {
      render(<Parts total={2} step={0} onRender={(c) => zeroStep.push(c)} />);
    });
    expect([...new Set(zeroStep)]).toEqual([1, 2]);
  });
});
