/** Roles allowed to change content (news, press, CMS pages, websites): `@Authorized(...STAFF)`. */
export const STAFF = ['admin', 'editor'];

/** Roles that see partners' documents, their files and NID and licence numbers (PRODUCT.md §23). */
export const PAPERS = ['admin', 'compliance'];

/** A signed-in admin or editor: sees drafts and scheduled items that anonymous readers do not. */
export const isStaff = (user: { role: string } | null | undefined): boolean =>
  !!user && STAFF.includes(user.role);
