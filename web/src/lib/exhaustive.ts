/** The members of `Union` that `List` leaves out, as a required property the list lacks. */
type NoneLeftOut<Union, List extends readonly unknown[]> = [Exclude<Union, List[number]>] extends [
  never,
]
  ? unknown
  : { leftOut: Exclude<Union, List[number]> };

/**
 * A web list that copies a set the API schema defines (an enum of the server's), checked at
 * compile time both ways: an entry the server lacks is not a `Union`, and a member the server
 * has that the list leaves out is named in the error.
 *
 *   export const ROLES = listingEvery<Role>()(['admin', 'recruiter']);
 */
export function listingEvery<Union>() {
  return <const List extends readonly Union[]>(list: List & NoneLeftOut<Union, List>): List => list;
}
