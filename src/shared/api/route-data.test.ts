import { configureStore } from '@reduxjs/toolkit';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { answerFetches } from '@/shared/lib/test';
import { baseApi } from './base-api';
import { dispatchContext, routeData } from './route-data';

const thingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ getThing: build.query<{ id: string }, string>({ query: (id) => `/api/things/${id}` }) }),
});

let release: () => void = () => undefined;
const asked: string[] = [];
answerFetches(async (_request, pathname) => {
  asked.push(pathname);
  await new Promise<void>((resolve) => (release = resolve));
  return Response.json({ id: pathname.split('/').at(-1) });
});
afterEach(() => {
  asked.length = 0;
});

const loader = routeData((prefetch, { params }) => prefetch(thingApi.endpoints.getThing, params.id ?? ''));

function argsWith(context: RouterContextProvider): LoaderFunctionArgs {
  const url = new URL('http://localhost/things/7');
  return { request: new Request(url), url, params: { id: '7' }, pattern: '/things/:id', context };
}

describe("a route's loader in the browser", () => {
  it('starts the page’s queries and lets the navigation go on before they are answered', async () => {
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const context = new RouterContextProvider(new Map([[dispatchContext, store.dispatch]]));
    await expect(Promise.resolve(loader(argsWith(context)))).resolves.toBeNull();
    expect(thingApi.endpoints.getThing.select('7')(store.getState()).status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['/api/things/7']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(thingApi.endpoints.getThing.select('7')(store.getState()).data).toEqual({ id: '7' });
  });

  it('asks for nothing where the router has no store (a test renders routes alone)', async () => {
    await expect(Promise.resolve(loader(argsWith(new RouterContextProvider())))).resolves.toBeNull();
    expect(asked).toEqual([]);
  });
});
