import type { Target } from '../support/engine';

/** A site popup's visit form and wishlist toggle (tests/e2e/pages/visit-form.ts, wishlist-page.ts). */
export function sitePopup(popup: Target) {
  const section: Target = { css: 'section', name: '訪問の記録', within: popup };
  return {
    section,
    star: (count: number): Target => ({
      css: 'label',
      name: new RegExp(`${count}つ星`),
      within: section,
    }),
    comment: { css: 'textarea', name: /コメント/, within: section },
    photoInput: { css: 'input[type="file"]', within: section },
    chosenPhoto: { css: 'img[alt="選んだ写真"]', within: section },
    photoProblem: { css: '[role="alert"]', within: section },
    record: { css: 'button', name: '訪問を記録', within: section },
    visitedBadge: { css: '*', name: '訪問済み', within: popup },
    wishlistToggle: {
      css: 'button',
      name: /^ウィッシュリスト(に追加|から削除)$/,
      within: popup,
    },
  } satisfies Record<string, Target | ((count: number) => Target)>;
}
