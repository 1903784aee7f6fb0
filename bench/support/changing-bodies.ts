import type autocannon from 'autocannon';

/**
 * autocannon's requests, each with the body `bodyOf` makes for the request's number (one
 * count for every connection): the store writes nothing for a write that changes nothing,
 * so a benchmark of writes gives each request a value other than the one stored already.
 * A body set per connection (`setupClient`) repeats it, and a connection's next request
 * would change nothing.
 */
export function changingBodies(bodyOf: (sent: number) => object): autocannon.Request[] {
  let sent = 0;
  return [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyOf(sent++)) }) }];
}
