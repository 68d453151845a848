// negotiator 0.6.4, the version compression() negotiates with: its encoding() takes the server's preferred
// order for ties (DefinitelyTyped's types predate that argument).
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    encoding(available: string[], preferred?: string[]): string | undefined;
  }
}
