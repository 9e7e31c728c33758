"""Draws the demo truck pictures (SVG) that the demo seed uses; run once, output committed."""
import os

COLOURS = [('#c2410c', '#7c2d12'), ('#1d4ed8', '#1e3a8a'), ('#15803d', '#14532d'), ('#b91c1c', '#7f1d1d'), ('#f8fafc', '#94a3b8'), ('#ca8a04', '#713f12')]
SKIES = [('#bfdbfe', '#eff6ff'), ('#fde68a', '#fff7ed'), ('#cbd5e1', '#f1f5f9')]

def wheel(x):
    return f'<g><circle cx="{x}" cy="590" r="58" fill="#111827"/><circle cx="{x}" cy="590" r="30" fill="#9ca3af"/><circle cx="{x}" cy="590" r="10" fill="#374151"/></g>'

def cab(c, dark):
    return (f'<path d="M120 300 Q120 250 170 250 L330 250 Q360 250 370 290 L380 560 L120 560 Z" fill="{c}" stroke="{dark}" stroke-width="6"/>'
            f'<path d="M145 280 L320 280 Q340 280 345 300 L350 390 L145 390 Z" fill="#1e293b" opacity="0.85"/>'
            f'<rect x="130" y="470" width="40" height="22" rx="6" fill="#fde68a"/>'
            f'<rect x="115" y="520" width="270" height="26" fill="#374151"/>')

def body(kind, c, dark):
    if kind == 'tractor':
        return '<rect x="390" y="500" width="560" height="40" fill="#374151"/><rect x="600" y="470" width="160" height="30" rx="8" fill="#4b5563"/>'
    if kind == 'rigid':
        return f'<rect x="395" y="230" width="640" height="300" rx="8" fill="#e5e7eb" stroke="{dark}" stroke-width="6"/><rect x="395" y="500" width="640" height="40" fill="#374151"/>'
    if kind == 'tipper':
        return f'<path d="M400 330 L1040 300 L1010 520 L420 520 Z" fill="{c}" stroke="{dark}" stroke-width="6"/><rect x="395" y="505" width="640" height="40" fill="#374151"/>'
    if kind == 'specialist':
        return (f'<rect x="395" y="440" width="640" height="80" fill="{c}" stroke="{dark}" stroke-width="6"/>'
                f'<rect x="430" y="360" width="70" height="90" fill="#fbbf24"/><path d="M465 370 L900 170 L915 195 L480 400 Z" fill="#f59e0b" stroke="#92400e" stroke-width="4"/>'
                '<line x1="905" y1="185" x2="905" y2="330" stroke="#111827" stroke-width="5"/><rect x="890" y="330" width="30" height="24" fill="#111827"/>'
                '<rect x="395" y="505" width="640" height="40" fill="#374151"/>')
    if kind == 'chassis':
        return '<rect x="390" y="495" width="650" height="34" fill="#4b5563"/><rect x="390" y="529" width="650" height="14" fill="#1f2937"/>'
    if kind == 'curtain':
        stripes = ''.join(f'<line x1="{x}" y1="240" x2="{x}" y2="520" stroke="#64748b" stroke-width="3" opacity="0.5"/>' for x in range(440, 1030, 45))
        return (f'<rect x="395" y="230" width="640" height="300" rx="8" fill="{c}" stroke="{dark}" stroke-width="6"/>{stripes}'
                '<rect x="395" y="230" width="640" height="26" fill="#1f2937"/><rect x="395" y="500" width="640" height="40" fill="#374151"/>')
    raise ValueError(kind)

def wheels(kind):
    xs = [250, 760, 890] if kind in ('tractor', 'tipper', 'curtain', 'specialist') else [250, 880]
    return ''.join(wheel(x) for x in xs)

def svg(kind, n):
    c, dark = COLOURS[n % len(COLOURS)]
    sky, ground = SKIES[n % len(SKIES)]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">'
            f'<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky}"/><stop offset="1" stop-color="{ground}"/></linearGradient></defs>'
            f'<rect width="1200" height="800" fill="url(#s)"/><rect y="640" width="1200" height="160" fill="#6b7280"/>'
            f'<rect y="700" width="1200" height="10" fill="#e5e7eb" opacity="0.7"/>'
            f'{body(kind, c, dark)}{cab(c, dark)}{wheels(kind)}</svg>\n')

out = os.path.join(os.path.dirname(__file__), 'demo')
os.makedirs(out, exist_ok=True)
for kind in ('tractor', 'rigid', 'tipper', 'specialist', 'chassis', 'curtain'):
    for n in range(3):
        with open(os.path.join(out, f'{kind}-{n + 1}.svg'), 'w') as f:
            f.write(svg(kind, n + len(kind)))
