import { Migration20261121000001_initial } from './Migration20261121000001_initial.js';

/** Every migration, in order. Listed explicitly so the compiled server needs no file globbing. */
export const migrationsList = [
  { name: 'Migration20261121000001_initial', class: Migration20261121000001_initial },
];
