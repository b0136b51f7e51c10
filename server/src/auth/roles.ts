/** Roles allowed to change content (news, press, CMS pages, websites): `@Authorized(...STAFF)`. */
export const STAFF = ['admin', 'editor'];
