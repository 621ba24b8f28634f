import { brand, brandColors as colors, brandFont } from '@/basics/brand';
import type { Language } from '@/basics/language';
import { textsOf } from '../texts';
import { escapeHtml } from '@/html/escape-html';

/** What every e-mail says, in the order a reader meets it. */
export interface MailContent {
  language: Language;
  subject: string;
  /** The line mail clients show beside the subject in the inbox. */
  preheader: string;
  /** Greets by first name where the recipient is known by name (accounts); cases may not have one. */
  firstName?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Blocks of their own after the action, each a heading with a list (an order's next steps). */
  blocks?: { title: string; items: string[] }[];
  notes: string[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A block of its own, set apart by a rule above it: a heading and its list. */
const mailBlock = ({ title, items }: { title: string; items: string[] }) =>
  `<div style="margin:24px 0;padding:16px 0 0;border-top:2px solid ${colors.border};">` +
  `<h2 style="margin:0 0 12px;font-size:18px;line-height:1.3;color:${colors.text};">${escapeHtml(title)}</h2>` +
  `<ul style="margin:0;padding:0 0 0 20px;">${items.map((item) => `<li style="margin:0 0 8px;">${escapeHtml(item)}</li>`).join('')}</ul></div>`;

/**
 * The one layout of the portal's e-mails: a plain-text part and an HTML part with the same content.
 * The HTML keeps to what mail clients render (tables, inline styles, no images or scripts); every text
 * and link is escaped, so names like `<b>Kim</b>` arrive as typed.
 */
export function renderMail(content: MailContent): RenderedMail {
  const t = textsOf(content.language, 'mail');
  const greeting = content.firstName ? t('layout.greeting', { firstName: content.firstName }) : t('layout.greetingWithoutName');
  const signOff = [t('layout.signOff'), t('layout.team', { brand: brand.name })];
  const contact = t('layout.contact', {
    email: brand.supportEmail,
    phone: brand.phone,
    from: brand.supportHours.from,
    to: brand.supportHours.to,
  });
  const automatic = t('layout.automatic', { brand: brand.name });

  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.blocks ?? []).map((block) => [block.title.toUpperCase(), ...block.items.map((item) => `- ${item}`)].join('\n')),
    ...content.notes,
    signOff.join('\n'),
    `-- \n${contact}\n${automatic}`,
  ].join('\n\n');

  const paragraph = (value: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(value)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td style="border-radius:8px;background:${colors.primary};">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 24px;color:#ffffff;font-weight:700;text-decoration:none;border-radius:8px;">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:14px;color:${colors.muted};">${escapeHtml(t('layout.linkFallback'))}<br>` +
      `<a href="${escapeHtml(content.action.url)}" style="color:${colors.primary};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="${content.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.surface};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.surface};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colors.background};border-radius:8px;font-family:${escapeHtml(brandFont)};font-size:16px;line-height:1.5;color:${colors.text};">
<tr><td style="padding:20px 32px;border-bottom:4px solid ${colors.primary};font-size:22px;font-weight:700;color:${colors.primary};">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:32px;">
${paragraph(greeting)}
${content.paragraphs.map((value) => paragraph(value)).join('\n')}
${action}
${(content.blocks ?? []).map(mailBlock).join('\n')}
${content.notes.map((value) => paragraph(value)).join('\n')}
<p style="margin:24px 0 0;">${signOff.map(escapeHtml).join('<br>')}</p>
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${colors.border};font-size:13px;color:${colors.muted};">
${paragraph(contact, 'font-size:13px;')}
<p style="margin:0;">${escapeHtml(automatic)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: content.subject, html, text: `${text}\n` };
}
