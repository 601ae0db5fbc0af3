import { directionOf, type Language, t } from '@portal/i18n';
import type { MailBlock, MailContent } from './content.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function textOf(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'quote':
      return block.text;
    case 'action':
      return block.href;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

/** The plain-text part: blocks separated by a blank line, links written out, the footer after a signature line. */
export function toText(content: MailContent, language: Language): string {
  const body = content.blocks.map(textOf).join('\n\n');
  return `${body}\n\n-- \n${t(language, 'mail.layout.footer')}\n`;
}

// Inline styles only: mail clients drop <style> blocks and remote resources. Sides are physical (mail clients
// ignore logical properties), so they are chosen from the direction.
function htmlOf(block: MailBlock, language: Language, end: 'left' | 'right'): string {
  const start = end === 'left' ? 'right' : 'left';
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(block.text)}</p>`;
    case 'quote':
      // dir="auto": an owner may write Arabic into an English mail, or the other way round.
      return `<div dir="auto" style="margin:0 0 16px;padding:12px 16px;border-radius:6px;background-color:#f3f4f6;line-height:1.5;white-space:pre-wrap;">${escapeHtml(block.text)}</div>`;
    case 'action': {
      const href = escapeHtml(block.href);
      return [
        `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;background-color:#0b5cad;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d;">${escapeHtml(t(language, 'mail.layout.linkHint'))}<br><a href="${href}" dir="ltr" style="color:#0b5cad;word-break:break-all;">${href}</a></p>`,
      ].join('\n');
    }
    case 'facts': {
      const rows = block.rows.map(
        (row) =>
          `<tr><th scope="row" style="padding:6px 0;padding-${end}:16px;text-align:${start};vertical-align:top;white-space:nowrap;color:#52606d;font-weight:normal;">${escapeHtml(row.label)}</th><td style="padding:6px 0;text-align:${start};vertical-align:top;">${escapeHtml(row.value)}</td></tr>`,
      );
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">\n${rows.join('\n')}\n</table>`;
    }
  }
}

/**
 * The HTML part: `<html lang dir>` for the recipient's language, repeated on the wrapper because some clients drop
 * the <html> element; every text and variable is escaped.
 */
export function toHtml(content: MailContent, language: Language): string {
  const dir = directionOf(language);
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  const blocks = content.blocks.map((block) => htmlOf(block, language, end)).join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div lang="${language}" dir="${dir}" style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Tahoma,Helvetica,sans-serif;font-size:15px;color:#1f2933;text-align:${start};">
<div style="padding:24px;border-radius:8px;background-color:#ffffff;">
${blocks}
</div>
<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#6b7280;">${escapeHtml(t(language, 'mail.layout.footer'))}</p>
</div>
</body>
</html>
`;
}
