/** Vite's `?worker` imports under Jest: jsdom runs no workers. */
export default class WorkerStub {
  constructor() {
    throw new Error('jsdom runs no workers');
  }
}
