import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeHtml } from './html.js';

describe('sanitizeHtml', () => {
  it('keeps the formatting of a blog post', () => {
    const post = [
      '<h2>New arrivals</h2>',
      '<p>Three <strong>Scania</strong> units, <em>just</em> in. <a href="https://example.com/stock" title="Stock">See stock</a></p>',
      '<ul><li>R450</li><li>R500</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote>Great service</blockquote><pre><code>4x2</code></pre>',
      '<table><thead><tr><th scope="col">Make</th></tr></thead><tbody><tr><td colspan="2">Volvo</td></tr></tbody></table>',
      '<img src="/media/demo/truck-1.jpg" alt="A truck" width="600"><img src="https://cdn.example.com/t.jpg" alt="">',
      '<p style="text-align: center">Centred</p>',
    ].join('');
    const clean = sanitizeHtml(post);
    for (const kept of ['<h2>New arrivals</h2>', '<strong>Scania</strong>', '<em>just</em>', '<ul><li>R450</li>', '<ol start="3">', '<blockquote>', '<pre><code>4x2</code></pre>', '<th scope="col">Make</th>', '<td colspan="2">Volvo</td>', '<img src="/media/demo/truck-1.jpg" alt="A truck" width="600" />', '<img src="https://cdn.example.com/t.jpg" alt="" />', '<p style="text-align:center">Centred</p>']) {
      expect(clean).toContain(kept);
    }
    expect(clean).toContain('<a href="https://example.com/stock" title="Stock" rel="noopener">See stock</a>');
  });

  it.each([
    ['<script>alert(1)</script><p>after</p>', '<p>after</p>'],
    ['<img src="x.jpg" onerror="alert(1)">', '<img src="x.jpg" />'],
    ['<a href="javascript:alert(1)">click</a>', '<a rel="noopener">click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', '<a rel="noopener">click</a>'],
    ['<a href="&#106;avascript:alert(1)">click</a>', '<a rel="noopener">click</a>'],
    ['<a href="  javascript:alert(1)">click</a>', '<a rel="noopener">click</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a rel="noopener">x</a>'],
    ['<svg onload="alert(1)"><circle r="1"></circle></svg>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['<div onclick="alert(1)" onmouseover="alert(2)">x</div>', '<div>x</div>'],
    ['<iframe src="https://evil.example.com"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="https://evil.example.com"><input name="p"></form>', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', '<img />'],
    ['<img src="//evil.example.com/x.png">', '<img />'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
    ['<a href="https://ok.example.com" target="_top">x</a>', '<a href="https://ok.example.com" target="_blank" rel="noopener">x</a>'],
    ['<a href="https://ok.example.com" rel="opener">x</a>', '<a href="https://ok.example.com" rel="noopener">x</a>'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps mailto: and tel: links', () => {
    expect(sanitizeHtml('<a href="mailto:sales@example.com">Mail</a> <a href="tel:+441161234567">Call</a>')).toBe(
      '<a href="mailto:sales@example.com" rel="noopener">Mail</a> <a href="tel:+441161234567" rel="noopener">Call</a>',
    );
  });
});

describe('escapeHtml', () => {
  it('leaves nothing that HTML would read as markup', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });
});
