/** The severance calculator's company-size bands (employees). */
export const companySizes = ['1-5', '6-10', '11-50', '51-500', '500+'] as const;

export type CompanySize = (typeof companySizes)[number];
