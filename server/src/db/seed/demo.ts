import type { EntityManager } from '@mikro-orm/postgresql';
import { SPECIALIST_MAKE, type HireStatus } from '@dealer/schema';
import { sanitizeHtml } from '../../common/html.js';
import { BlogPost } from '../../modules/blog/blog.entity.js';
import { autoExcerpt } from '../../modules/blog/blog.service.js';
import { SITE_CONTENT_DEFAULTS } from '../../modules/content/content.defaults.js';
import { Part } from '../../modules/parts/part.entity.js';
import { Truck } from '../../modules/trucks/truck.entity.js';
import { DEMO_POSTS } from './demo-blog.js';
import { DEMO_PARTS } from './demo-parts.js';

interface Kind {
  bodytype: string;
  image: string;
  count: number;
  weight: number;
  axles: string[];
  description: string;
}

const KINDS: Kind[] = [
  { bodytype: 'Tractor Unit', image: 'tractor', count: 10, weight: 44, axles: ['4x2', '6x2', '6x4'], description: 'tractor unit ready for long-haul work, serviced and inspected in our Leicester workshop' },
  { bodytype: 'Rigid', image: 'rigid', count: 8, weight: 26, axles: ['4x2', '6x2'], description: 'rigid with a box body, ideal for regional distribution' },
  { bodytype: 'Tipper', image: 'tipper', count: 7, weight: 32, axles: ['6x4', '8x4'], description: 'tipper with a steel body, well suited to aggregates and construction work' },
  { bodytype: 'Specialist', image: 'specialist', count: 5, weight: 26, axles: ['6x2', '8x4'], description: 'specialist vehicle with a rear-mounted crane, tested and certified' },
  { bodytype: 'Chassis Cab', image: 'chassis', count: 6, weight: 18, axles: ['4x2', '6x2'], description: 'chassis cab ready for the body of your choice' },
  { bodytype: 'Curtainside', image: 'curtain', count: 8, weight: 26, axles: ['4x2', '6x2'], description: 'curtainside with a tail lift, ready for pallet distribution' },
];

const SCANIA_MODELS = ['R 450', 'R 500', 'S 500', 'S 650', 'G 410', 'P 280', 'P 320', 'R 410'];
const OTHER_MAKES: [string, string][] = [
  ['Volvo', 'FH 500'],
  ['DAF', 'XF 480'],
  ['MAN', 'TGX 18.510'],
  ['Mercedes-Benz', 'Actros 2545'],
  ['Iveco', 'S-Way 490'],
];
const CABS = ['Sleeper Cab', 'Day Cab', 'Sleeper Cab', 'Crew Cab'];
const EMISSIONS = ['Euro-6', 'Euro-6', 'Euro-5', 'Euro-6', 'Euro-4'];
const HIRE_STATUSES: HireStatus[] = ['available', 'hired', 'maintenance', 'available'];

/** Deterministic demo stock: every body type of both specs, featured, POA and hire trucks in every status. */
export function demoTrucks(now = new Date()): Truck[] {
  const trucks: Truck[] = [];
  let n = 0;
  for (const kind of KINDS) {
    for (let i = 0; i < kind.count; i += 1, n += 1) {
      const [make, model] = n % 6 === 5 ? OTHER_MAKES[n % OTHER_MAKES.length] : [SPECIALIST_MAKE, SCANIA_MODELS[n % SCANIA_MODELS.length]];
      const year = 2012 + ((n * 7) % 13);
      const truck = new Truck();
      truck.make = make;
      truck.model = model;
      truck.year = year;
      truck.bodytype = kind.bodytype;
      truck.title = `${year} ${make} ${model} ${kind.bodytype}`;
      truck.description = `${year} ${make} ${model} ${kind.description}. Full service history, fresh MOT and a thorough pre-delivery inspection. Finance and part exchange available; call our sales team for a walk-round video.`;
      truck.uniquestockid = `LCT-${String(1001 + n)}`;
      truck.cabtype = CABS[n % CABS.length];
      truck.axle = kind.axles[n % kind.axles.length];
      truck.emissions = EMISSIONS[n % EMISSIONS.length];
      truck.power = `${[280, 320, 410, 450, 500, 650][n % 6]} hp`;
      truck.weight = kind.weight;
      truck.mileage = 60_000 + ((n * 91_237) % 840_000);
      // Every seventh truck is Price on Application.
      truck.price = n % 7 === 3 ? null : 14_000 + ((n * 4_750) % 82_000);
      truck.featured = n % 5 === 0;
      const hire = n % 4 === 1;
      truck.availableForHire = hire;
      if (hire) {
        truck.hireStatus = HIRE_STATUSES[Math.floor(n / 4) % HIRE_STATUSES.length];
        // A few hire trucks quote rates on request.
        if (n % 3 !== 0) {
          truck.hireDailyRate = 110 + (n % 5) * 10;
          truck.hireWeeklyRate = 600 + (n % 5) * 50;
          truck.hireMonthlyRate = 2200 + (n % 5) * 200;
        }
      }
      const first = (n % 3) + 1;
      truck.images = [first, (first % 3) + 1, ((first + 1) % 3) + 1]
        .slice(0, 1 + (n % 3))
        .map((k) => `/media/demo/${kind.image}-${k}.svg`);
      truck.videos = n % 9 === 4 ? ['https://www.youtube.com/watch?v=demo-walkround'] : [];
      truck.createdAt = new Date(now.getTime() - n * 36 * 3600 * 1000);
      truck.updatedAt = truck.createdAt;
      trucks.push(truck);
    }
  }
  return trucks;
}

export interface SeededCounts {
  trucks: number;
  parts: number;
  blogPosts: number;
}

/** The demo parts as entities, newest first in the order listed. */
export function demoParts(now = new Date()): Part[] {
  return DEMO_PARTS.map(({ image, part_number, ...fields }, n) => {
    const part = new Part();
    Object.assign(part, fields);
    part.partNumber = part_number;
    part.images = [image];
    part.createdAt = new Date(now.getTime() - n * 3600 * 1000);
    part.updatedAt = part.createdAt;
    return part;
  });
}

/** The demo posts as entities, cleaned and with excerpts as the blog service would store them. */
export function demoPosts(companyName: string, now = new Date()): BlogPost[] {
  return DEMO_POSTS.map((demo) => {
    const post = new BlogPost();
    post.title = demo.title;
    post.content = sanitizeHtml(demo.content);
    post.excerpt = autoExcerpt(post.content);
    post.featuredImage = demo.featuredImage;
    post.tags = demo.tags;
    post.published = demo.published;
    post.author = demo.author ?? companyName;
    post.views = demo.views;
    post.createdAt = new Date(now.getTime() - demo.daysAgo * 24 * 3600 * 1000);
    post.updatedAt = post.createdAt;
    return post;
  });
}

/**
 * Adds the demo trucks, parts and blog posts that are not there yet (by stock ID, part number
 * and title), so running it twice is harmless.
 */
export async function seedDemoData(em: EntityManager): Promise<SeededCounts> {
  const connection = em.getConnection();
  const have = async (sql: string) => new Set((await connection.execute<{ key: string }[]>(sql)).map((row) => row.key));
  const trucks = await have('SELECT lower(uniquestockid) AS key FROM trucks');
  const parts = await have('SELECT lower(part_number) AS key FROM parts');
  const posts = await have('SELECT lower(title) AS key FROM blog_posts');
  const [saved] = await connection.execute<{ name: string | null }[]>("SELECT content->>'company_name' AS name FROM site_content WHERE section = 'contact'");
  const newTrucks = demoTrucks().filter((t) => !trucks.has(t.uniquestockid.toLowerCase()));
  const newParts = demoParts().filter((p) => !parts.has(p.partNumber.toLowerCase()));
  const newPosts = demoPosts(saved?.name || SITE_CONTENT_DEFAULTS.contact.company_name).filter((p) => !posts.has(p.title.toLowerCase()));
  em.persist([...newTrucks, ...newParts, ...newPosts]);
  await em.flush();
  return { trucks: newTrucks.length, parts: newParts.length, blogPosts: newPosts.length };
}
