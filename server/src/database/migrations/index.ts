import { Init1763790000000 } from './1763790000000-init';

/** Every migration, oldest first. New ones are appended here (and never edited once landed). */
export const migrations = [Init1763790000000];
