import { attachToastSink, discardPendingToasts, hasPendingToasts, onToastWanted, showToast, type Toast } from './toast';

describe('toasts before and after the host loads', () => {
  it('keeps toasts in order until a host attaches, then hands each new one straight over', () => {
    const wanted = jest.fn();
    const stopListening = onToastWanted(wanted);
    showToast('Saved.', 'success');
    showToast('Network error.', 'error');
    expect(wanted).toHaveBeenCalledTimes(2);
    expect(hasPendingToasts()).toBe(true);

    const shown: Toast[] = [];
    const detach = attachToastSink((t) => shown.push(t));
    expect(shown).toEqual([
      { message: 'Saved.', variant: 'success' },
      { message: 'Network error.', variant: 'error' },
    ]);
    expect(hasPendingToasts()).toBe(false);
    showToast('Deleted.', 'info');
    expect(shown.at(-1)).toEqual({ message: 'Deleted.', variant: 'info' });
    expect(wanted).toHaveBeenCalledTimes(2);

    detach();
    stopListening();
    showToast('Later.', 'warning');
    expect(wanted).toHaveBeenCalledTimes(2);
    expect(hasPendingToasts()).toBe(true);
    const again: Toast[] = [];
    attachToastSink((t) => again.push(t))();
    expect(again).toEqual([{ message: 'Later.', variant: 'warning' }]);

    showToast('For an app that went away.', 'info');
    discardPendingToasts();
    expect(hasPendingToasts()).toBe(false);
  });
});
