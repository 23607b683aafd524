import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createContext, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';

// The app's store state is the app layer's to know; a loader only dispatches RTK Query's thunks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any state, any extra argument: the thunks bring their own types
type AnyDispatch = ThunkDispatch<any, any, UnknownAction>;

/** The store's dispatch, handed to route loaders by the router (the server's renderer and the browser alike). */
export const dispatchContext = createContext<AnyDispatch | null>(null);

/** An RTK Query query endpoint (`api.endpoints.getX`), as a loader starts it. */
interface QueryEndpoint<Arg> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the thunk's state and extra argument are the store's, checked where it is made
  initiate(arg: Arg, options: { subscribe: boolean }): (dispatch: AnyDispatch, getState: () => any, extra: any) => PromiseLike<unknown>;
}

/** Starts one query of the route's page. */
export type Prefetch = <Arg>(endpoint: QueryEndpoint<Arg>, arg: Arg) => void;

/**
 * A route's loader from the queries its page reads (the same endpoints and arguments as its hooks).
 * On the server the loader waits for the answers, so the page renders once with its data; in the
 * browser it starts them and lets the navigation go on (the page shows its own loading state, and its
 * hooks share the request in flight). `queries` may load its endpoints first (a dynamic import keeps an
 * entity's code out of the page's first chunk).
 */
export function routeData(queries: (prefetch: Prefetch, args: LoaderFunctionArgs) => void | Promise<void>): LoaderFunction {
  return async (args) => {
    const dispatch = args.context.get(dispatchContext);
    if (!dispatch) return null;
    const server = typeof window === 'undefined';
    const started: PromiseLike<unknown>[] = [];
    // On the server each query stays subscribed until the page is rendered (the store is then dropped);
    // in the browser an unsubscribed answer waits for the page's hooks (keepUnusedDataFor).
    await queries((endpoint, arg) => started.push(dispatch(endpoint.initiate(arg, { subscribe: server }))), args);
    // RTK Query's thunks settle with the answer or the error in the store; they do not reject.
    if (server) await Promise.all(started);
    return null;
  };
}
