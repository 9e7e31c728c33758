/*
 * A small XML writer: no XML package is installed, and the feed needs only elements, attributes
 * and text. Text and attribute values are escaped, and characters XML 1.0 cannot hold at all
 * (control characters, lone surrogates, U+FFFE/U+FFFF) are dropped rather than written.
 */

export type XmlChild = XmlElement | string | number | null | undefined;

export interface XmlElement {
  name: string;
  attributes?: Record<string, string | number | null | undefined>;
  children?: XmlChild[];
}

const NAME = /^[A-Za-z_][\w.-]*$/;
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // A bare CR would read back as LF; as a reference it survives.
    .replace(/\r/g, '&#13;');
}

export function el(name: string, children: XmlChild[] | XmlChild = [], attributes?: XmlElement['attributes']): XmlElement {
  return { name, attributes, children: Array.isArray(children) ? children : [children] };
}

function write(node: XmlElement, indent: string, out: string[]): void {
  if (!NAME.test(node.name)) throw new Error(`not an XML name: ${node.name}`);
  const attributes = Object.entries(node.attributes ?? {})
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => {
      if (!NAME.test(k)) throw new Error(`not an XML name: ${k}`);
      return ` ${k}="${xmlText(String(v))}"`;
    })
    .join('');
  const children = (node.children ?? []).filter((c): c is XmlElement | string | number => c !== null && c !== undefined);
  if (children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
  } else if (children.every((c) => typeof c !== 'object')) {
    out.push(`${indent}<${node.name}${attributes}>${children.map((c) => xmlText(String(c))).join('')}</${node.name}>`);
  } else {
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const c of children) {
      if (typeof c === 'object') write(c, `${indent}  `, out);
      else out.push(`${indent}  ${xmlText(String(c))}`);
    }
    out.push(`${indent}</${node.name}>`);
  }
}

/** A whole UTF-8 document with its declaration. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}
