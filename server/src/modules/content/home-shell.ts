import type { SiteSectionRecord } from './content.service.js';

const ROOT = '<div id="root"></div>';
/** The client's own default hero picture (client/src/app/siteDefaults.ts), shown when none is set. */
const DEFAULT_HERO_IMAGE = '/images/hero-trucks.svg';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function text(value: unknown): string {
  return typeof value === 'string' ? escapeHtml(value) : '';
}

/** A colour written by staff, checked again before it goes into a style attribute. */
function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;
}

/**
 * The home page's first screen as plain HTML, from the saved content: top bar, header bar and
 * the hero with its picture and title. The browser paints it while the app's JavaScript loads
 * (seconds on a slow phone), and React replaces it with the same screen once it renders. The
 * sizes follow the app's (header 64 px, 77 px where its name wraps on a phone; the hero's picture
 * 483 px tall with the default texts, past the fold on a phone) so nothing jumps when it does.
 */
export function homeShell(sections: SiteSectionRecord[]): string {
  const of = (name: string) => sections.find((s) => s.section === name)?.content ?? {};
  const hero = of('hero');
  const colours = of('colours');
  const contact = of('contact');
  const image = typeof hero.backgroundImage === 'string' && hero.backgroundImage ? hero.backgroundImage : DEFAULT_HERO_IMAGE;
  // As the app draws it: the overlay follows the setting, also over the default picture.
  const overlay = hero.darkOverlay === true;
  return `<div id="root"><div class="shell" aria-busy="true">
<style>
.shell{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#fff}
.shell-top{background:#000;height:34px}
.shell-bar{background:${colour(colours.navigationBackground, '#2A2A2A')};height:64px;display:flex;align-items:center;padding:0 16px;font-weight:700;font-size:18px}
.shell-hero{position:relative;overflow:hidden;background:#16171a;border-bottom:4px solid ${colour(colours.accent, '#ea6c0a')};min-height:487px}
.shell-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;object-position:70% center}
.shell-hero[data-overlay]::before{content:"";position:absolute;inset:0;z-index:1;background:linear-gradient(100deg,rgba(0,0,0,.86) 0%,rgba(0,0,0,.7) 55%,rgba(0,0,0,.45) 100%)}
.shell-copy{position:relative;z-index:2;max-width:1320px;margin:0 auto;padding:72px 16px}
.shell-copy h1{color:#fff;font-size:34px;line-height:1.1;margin:0 0 24px;max-width:720px;text-shadow:0 1px 3px rgba(0,0,0,.6)}
.shell-copy p{font-size:20px;font-weight:600;margin:0;color:#fdba74;text-shadow:0 1px 3px rgba(0,0,0,.6)}
@media (min-width:48em){.shell-copy h1{font-size:52px}}
@media (max-width:30em){.shell-bar{height:77px}.shell-hero{min-height:100vh}}
</style>
<div class="shell-top"></div>
<div class="shell-bar">${text(contact.company_name)}</div>
<div class="shell-hero"${overlay ? ' data-overlay' : ''}><img src="${text(image)}" alt="" fetchpriority="high">
<div class="shell-copy"><h1>${text(hero.title)}</h1><p>${text(hero.subtitle)}</p></div></div>
</div></div>`;
}

/** The built index.html with the home shell in its root element (unchanged if it has no empty root). */
export function withHomeShell(indexHtml: string, sections: SiteSectionRecord[]): string {
  return indexHtml.includes(ROOT) ? indexHtml.replace(ROOT, () => homeShell(sections)) : indexHtml;
}
