// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { YourDataMessageKey } from './messages';

export const yourDataMessagesEn: Record<YourDataMessageKey, string> = {
  'yourData.title': 'Export your data',
  'yourData.body':
    'Your visits, wishlist, profile, badges and photos in one ZIP file. The CSV files open in any spreadsheet program.',
  'yourData.export': 'Export my data',
  'yourData.exporting': 'Exporting…',
  'yourData.doneServer': 'Exported ({size} MB). Check your downloads.',
  'yourData.doneDevice':
    'The server could not be reached, so the export was made from this device ({size} MB). Photos this device does not hold are not included.',
  'yourData.failed': 'The export failed. Please try again.',
};
