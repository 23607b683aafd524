/**
 * The network boundary of a component test: every request the app makes goes to `answer`, as a browser
 * would send it, and each test starts with a fresh spy. Node's Request resolves a path like '/api/…'
 * only when a global origin happens to be set, which Jest's jsdom does not guarantee: here a relative
 * path is resolved against the page, as a browser does. Call once at the top of a test file.
 */
export function answerFetches(answer: (request: Request, pathname: string) => Response | Promise<Response>): void {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  beforeAll(() => {
    globalThis.Request = PageRequest;
  });
  afterAll(() => {
    globalThis.Request = NodeRequest;
  });
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      return answer(request, new URL(request.url).pathname);
    });
  });
  afterEach(() => jest.restoreAllMocks());
}
