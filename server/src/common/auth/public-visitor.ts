/**
 * Who a change was made by when a visitor of the public job board made it (an applicant
 * joining, an application arriving): in the place of an account id, and no account's.
 */
export const PUBLIC_VISITOR_ID = '00000000-0000-0000-0000-000000000000';
