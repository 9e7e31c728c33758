export interface DemoPost {
  title: string;
  /** HTML, as the blog admin would save it. */
  content: string;
  tags: string[];
  featuredImage: string | null;
  author: string | null;
  published: boolean;
  views: number;
  daysAgo: number;
}

/** Dealer news for the blog: eight published posts and one draft, newest first. */
export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'New Arrivals: Three Scania R 450 Tractor Units Ready for Work',
    featuredImage: '/media/demo/tractor-1.svg',
    tags: ['Stock', 'Scania', 'Tractor Units'],
    author: 'James Walker',
    published: true,
    views: 342,
    daysAgo: 3,
    content: `<h2>Fresh stock in the yard</h2>
<p>This week three <strong>Scania R 450 Highline</strong> tractor units arrived from a national fleet. All three are 2018 Euro 6 trucks with full Scania service histories and between 410,000 and 520,000 km.</p>
<h3>What you get</h3>
<ul>
<li>Opticruise gearbox with retarder</li>
<li>Two bunks, fridge and night heater</li>
<li>Fresh MOT and a full pre-delivery inspection in our workshop</li>
<li>Up to 12 months warranty available</li>
</ul>
<p>Trucks like these rarely stay long. Call the sales team for a walk-round video or come and see them in Leicester.</p>`,
  },
  {
    title: 'How to Prepare Your Truck for Its Annual MOT',
    featuredImage: '/media/demo/blog-workshop.svg',
    tags: ['MOT', 'Maintenance', 'Advice'],
    author: null,
    published: true,
    views: 518,
    daysAgo: 10,
    content: `<h2>Most MOT failures are avoidable</h2>
<p>Lamps, tyres and brakes account for the majority of HGV test failures, and most of them can be found with a walk-round check the week before.</p>
<h3>Our pre-MOT checklist</h3>
<ol>
<li>Check every lamp, indicator and reflector, including the number plate lamp.</li>
<li>Measure tread depth and look for cuts and bulges on every tyre.</li>
<li>Listen for air leaks with the system fully charged.</li>
<li>Make sure no warning lights are showing on the dashboard.</li>
<li>Clean the underside so the tester can see what they need to see.</li>
</ol>
<p>Our <em>MOT Testing &amp; Preparation</em> service does all of this for you and fixes what it finds, so your truck goes to the test with the best chance of a first-time pass.</p>`,
  },
  {
    title: 'ECU Remapping Explained: Better Economy Without the Risk',
    featuredImage: '/media/demo/part-electrical.svg',
    tags: ['ECU Remapping', 'Workshop', 'Advice'],
    author: 'Dan Mitchell',
    published: true,
    views: 276,
    daysAgo: 18,
    content: `<h2>What a remap does</h2>
<p>A remap adjusts the engine's fuel and boost maps to suit the work your truck actually does. For most operators that means <strong>smoother torque delivery</strong> and fuel savings of 5 to 10 per cent.</p>
<h3>Done properly</h3>
<ul>
<li>A full diagnostic check before anything is changed</li>
<li>The original map saved, so it can always be restored</li>
<li>Emissions equipment left in place and working</li>
</ul>
<p>We remap at a fixed fee of £450 per vehicle. Ask us about fleet bookings.</p>`,
  },
  {
    title: 'Winter Checklist for HGV Operators',
    featuredImage: '/media/demo/blog-winter.svg',
    tags: ['Maintenance', 'Advice', 'Winter'],
    author: null,
    published: true,
    views: 189,
    daysAgo: 27,
    content: `<h2>Get ahead of the cold</h2>
<p>Winter is hard on batteries, air systems and drivers. A few checks now save a roadside call-out at 3am.</p>
<ul>
<li><strong>Batteries:</strong> load test them; a tired battery fails on the first frosty morning.</li>
<li><strong>Air dryer:</strong> change the cartridge so moisture does not freeze in the lines.</li>
<li><strong>Coolant:</strong> check the antifreeze strength is good to at least -25&deg;C.</li>
<li><strong>Wipers and washers:</strong> new blades and a screenwash rated for freezing weather.</li>
</ul>
<p>If the worst happens, our 24/7 emergency line is always answered.</p>`,
  },
  {
    title: 'Our Hire Fleet Grows: Short-Term Rigids Now Available',
    featuredImage: '/media/demo/blog-fleet.svg',
    tags: ['Hire', 'Rigids', 'Stock'],
    author: 'James Walker',
    published: true,
    views: 231,
    daysAgo: 35,
    content: `<h2>More trucks for hire</h2>
<p>We have added 18-tonne and 26-tonne <strong>rigids</strong> to the hire fleet, alongside our tractor units. Hire them by the day, week or month.</p>
<h3>Every hire includes</h3>
<ul>
<li>Insurance and maintenance</li>
<li>Breakdown cover through our own 24/7 line</li>
<li>Driver familiarisation on request</li>
</ul>
<p>Rates are quoted plus VAT and long-term hires are discounted. Call us to check availability.</p>`,
  },
  {
    title: 'Used Parts with 12 Months Coverage: How We Test Every Component',
    featuredImage: '/media/demo/part-transmission.svg',
    tags: ['Parts', 'Workshop'],
    author: null,
    published: true,
    views: 154,
    daysAgo: 49,
    content: `<h2>Used does not mean unknown</h2>
<p>Every engine, gearbox and axle we sell as used has been tested before it goes on the shelf, which is why we can offer <strong>up to 12 months coverage</strong>.</p>
<h3>Our process</h3>
<ol>
<li>Run the component on the truck before it is removed, where possible.</li>
<li>Clean, inspect and photograph it in our workshop.</li>
<li>Test it on the bench: compression, pressure or load, depending on the part.</li>
<li>Label it with its history and the vehicle it came from.</li>
</ol>
<p>Browse the parts catalogue or call us with your part number.</p>`,
  },
  {
    title: 'Euro 6 or Euro 5? Choosing a Used Truck for Clean Air Zones',
    featuredImage: '/media/demo/tractor-2.svg',
    tags: ['Advice', 'Emissions', 'Scania'],
    author: 'Dan Mitchell',
    published: true,
    views: 402,
    daysAgo: 63,
    content: `<h2>Where will the truck work?</h2>
<p>Clean air zones in several UK cities charge HGVs that do not meet <strong>Euro 6</strong>. If your work takes you into them, a Euro 6 truck usually pays for itself quickly.</p>
<h3>When Euro 5 still makes sense</h3>
<ul>
<li>Rural and regional work outside the zones</li>
<li>Export, where Euro 5 trucks are in demand</li>
<li>Low annual mileage, where the lower purchase price wins</li>
</ul>
<p>Our sales team will talk you through the running costs of both before you buy.</p>`,
  },
  {
    title: 'Exporting Trucks Worldwide: 30 Countries and Counting',
    featuredImage: '/media/demo/blog-export.svg',
    tags: ['Export', 'News'],
    author: null,
    published: true,
    views: 97,
    daysAgo: 80,
    content: `<h2>From Leicester to the world</h2>
<p>Over the last 30 years we have sold trucks to customers in more than <strong>30 countries</strong>, from Ireland to Ghana and New Zealand.</p>
<p>We handle the paperwork, arrange shipping from the nearest port and can prepare trucks to the specification each market needs.</p>
<ul>
<li>Export documentation and de-registration</li>
<li>Shipping by RoRo or container</li>
<li>Spare parts packages sent with the truck</li>
</ul>`,
  },
  {
    title: 'Coming Soon: Extended Workshop Hours on Saturdays',
    featuredImage: '/media/demo/blog-workshop.svg',
    tags: ['News', 'Workshop'],
    author: null,
    published: false,
    views: 0,
    daysAgo: 1,
    content: `<h2>More time for your fleet</h2>
<p>From next month the workshop will open until 4pm on Saturdays, so more servicing can be done without taking trucks off the road in the week.</p>`,
  },
];
