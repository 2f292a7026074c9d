/** UNESCO's five regions with the Japanese names the catalogue ships. */
export const UNESCO_REGIONS = {
  Africa: 'アフリカ',
  'Arab States': 'アラブ諸国',
  'Asia and the Pacific': 'アジア・太平洋',
  'Europe and North America': 'ヨーロッパ・北アメリカ',
  'Latin America and the Caribbean': 'ラテンアメリカ・カリブ海',
} as const satisfies Record<string, string>;

export type UnescoRegion = keyof typeof UNESCO_REGIONS;
