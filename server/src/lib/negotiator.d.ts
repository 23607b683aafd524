// The part of negotiator 1.x (jshttp) this server uses; the package ships no types.
declare module 'negotiator' {
  interface Headers {
    [name: string]: string | string[] | undefined;
  }
  export default class Negotiator {
    constructor(request: { headers: Headers });
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
