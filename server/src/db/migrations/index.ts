import { Migration20261121000001_initial } from './Migration20261121000001_initial.js';
import { Migration20261122000001_rate_limits } from './Migration20261122000001_rate_limits.js';
import { Migration20261123000001_public_site } from './Migration20261123000001_public_site.js';
import { Migration20261124000001_media } from './Migration20261124000001_media.js';
import { Migration20261125000001_communications } from './Migration20261125000001_communications.js';
import { Migration20261126000001_feed_password } from './Migration20261126000001_feed_password.js';
import { Migration20261127000001_media_videos } from './Migration20261127000001_media_videos.js';

/** Every migration, in order. Listed explicitly so the compiled server needs no file globbing. */
export const migrationsList = [
  { name: 'Migration20261121000001_initial', class: Migration20261121000001_initial },
  { name: 'Migration20261122000001_rate_limits', class: Migration20261122000001_rate_limits },
  { name: 'Migration20261123000001_public_site', class: Migration20261123000001_public_site },
  { name: 'Migration20261124000001_media', class: Migration20261124000001_media },
  { name: 'Migration20261125000001_communications', class: Migration20261125000001_communications },
  { name: 'Migration20261126000001_feed_password', class: Migration20261126000001_feed_password },
  { name: 'Migration20261127000001_media_videos', class: Migration20261127000001_media_videos },
];
