/** The routes of the catalogue and banner screens (web/src/app/route-table.ts). */
export const CATALOGUE_PATH = '/apps/premios';
/** The reward form; `?id=` edits one. */
export const REWARD_FORM_PATH = '/mantenimiento/form_prem';
export const BANNERS_PATH = '/apps/banners';
/** The banner form; `?id=` edits one. */
export const BANNER_FORM_PATH = '/apps/new-banner';

export const rewardEditPath = (id: string) => `${REWARD_FORM_PATH}?id=${encodeURIComponent(id)}`;
export const bannerEditPath = (id: string) => `${BANNER_FORM_PATH}?id=${encodeURIComponent(id)}`;
