/**
 * Brands people type, mapped onto the Bundesbank's short names. The sort-code file names institutes
 * the way the clearing system needs them ("UniCredit Bank - HypoVereinsbank", "Commerzbank - GF
 * comdirect", "ING-DiBa"); visitors look for the brand on their bank card. Each brand gives the name the
 * search shows, the Bundesbank names it stands for and the other names people use for it.
 *
 * The first seven are the funnel's default suggestions (src/screens/GiroFunnel/mini-funnel.ts), spelled
 * exactly as there.
 */
export interface Brand {
  name: string;
  /** Tested against the Bundesbank short name; the first matching brand wins, so order matters. */
  covers: RegExp;
  aliases: string[];
}

export const brands: readonly Brand[] = [
  { name: 'Postbank', covers: /^Postbank\b/, aliases: ['Deutsche Postbank', 'Postbank Giro'] },
  { name: 'Deutsche Bank', covers: /^Deutsche Bank$/, aliases: ['Deutsche Bank AG'] },
  { name: 'comdirect', covers: /\bcomdirect\b/i, aliases: ['comdirect bank', 'Commerzbank comdirect'] },
  { name: 'Commerzbank', covers: /^Commerzbank\b/, aliases: ['Dresdner Bank', 'Coba'] },
  { name: 'Berliner Sparkasse', covers: /\bBerliner Sparkasse$/, aliases: ['Landesbank Berlin', 'LBB'] },
  { name: 'norisbank', covers: /^norisbank$/, aliases: [] },
  { name: 'Berliner Volksbank eG', covers: /^Berliner Volksbank$/, aliases: ['Berliner Volksbank'] },
  { name: 'HypoVereinsbank', covers: /^UniCredit Bank - (HypoVereinsbank|HVB)\b/, aliases: ['HVB', 'UniCredit', 'Hypo Vereinsbank'] },
  { name: 'DKB (Deutsche Kreditbank)', covers: /^Deutsche Kreditbank\b/, aliases: ['DKB', 'Deutsche Kreditbank'] },
  { name: 'ING', covers: /^ING-DiBa$/, aliases: ['ING-DiBa', 'ING DiBa', 'DiBa'] },
  { name: 'Consorsbank', covers: /^BNP Paribas (Niederlassung|NL) Deutschland$/, aliases: ['Consors', 'BNP Paribas', 'DAB BNP Paribas'] },
  { name: 'N26', covers: /^N26 Bank$/, aliases: ['N26 Bank', 'Number26'] },
  { name: '1822direkt', covers: /\b1822direkt$/, aliases: ['1822 direkt'] },
  { name: 'Hamburger Sparkasse (Haspa)', covers: /^Hamburger Sparkasse$/, aliases: ['Haspa', 'Hamburger Sparkasse'] },
  { name: 'Targobank', covers: /^TARGOBANK$/, aliases: ['Citibank'] },
  { name: 'Santander', covers: /^Banco Santander\b/, aliases: ['Santander Bank', 'Santander Consumer Bank'] },
  { name: 'Trade Republic', covers: /^Trade Republic Bank$/, aliases: ['Trade Republic Bank'] },
  { name: 'Revolut', covers: /^Revolut Bank\b/, aliases: ['Revolut Bank'] },
  { name: 'GLS Bank', covers: /^GLS Gemeinschaftsbank$/, aliases: ['GLS Gemeinschaftsbank'] },
  // Not banks for consumers, but named in many ways; one entry each (see unprocessable.ts).
  { name: 'Deutsche Bundesbank', covers: /^Bundesbank\b/, aliases: ['Bundesbank'] },
  { name: 'KfW', covers: /^KfW\b/, aliases: ['Kreditanstalt für Wiederaufbau'] },
  { name: 'apoBank', covers: /^apoBank$/, aliases: ['Deutsche Apotheker- und Ärztebank'] },
];
