export const FEED_PATH = '/apps/activities';
export const NEW_ACTIVITY_PATH = '/apps/new-activity';
