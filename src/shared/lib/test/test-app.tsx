import type { ComponentType, ReactElement, ReactNode } from 'react';

/** What a test sees of the store: the app's state and dispatch (global types declared by app/). */
export interface TestStore {
  getState(): RootState;
  dispatch: AppDispatch;
}

/** The app's store factory and providers, handed in by the test set-up: shared never imports app/. */
export interface TestApp<S extends TestStore> {
  makeStore(preloadedState?: Partial<RootState>): S;
  Providers: ComponentType<{ store: S; children: ReactNode }>;
}

type Wrap = (ui: ReactElement, preloadedState?: Partial<RootState>) => { store: TestStore; element: ReactElement };

let wrap: Wrap | null = null;

/** Called once by the test set-up (test-support/jest-setup.ts) with the app's real store and providers. */
export function configureTestApp<S extends TestStore>({ makeStore, Providers }: TestApp<S>): void {
  wrap = (ui, preloadedState) => {
    const store = makeStore(preloadedState);
    return { store, element: <Providers store={store}>{ui}</Providers> };
  };
}

/** `ui` inside the configured app providers, with a fresh store. */
export function wrapInTestApp(ui: ReactElement, preloadedState?: Partial<RootState>): { store: TestStore; element: ReactElement } {
  if (!wrap) throw new Error('configureTestApp was not called: the test set-up registers the app (test-support/jest-setup.ts)');
  return wrap(ui, preloadedState);
}
