import { describe, expect, it, vi } from 'vitest';

import { onServiceWorkerControl, watchServiceWorkerControl } from './service-worker';

describe('onServiceWorkerControl', () => {
  it('tells a screen that mounts after the worker took control, and one that was already listening', async () => {
    const container = new EventTarget();
    watchServiceWorkerControl(container);
    const early = vi.fn();
    const stopEarly = onServiceWorkerControl(early);
    expect(early).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(early).toHaveBeenCalledTimes(1);

    // The screen mounted late (its chunk was still loading when the worker claimed the page).
    const late = vi.fn();
    const stopLate = onServiceWorkerControl(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);

    stopEarly();
    stopLate();
    container.dispatchEvent(new Event('controllerchange'));
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
