import type { Target } from '../support/engine';

/** /register and /login, as tests/e2e/pages/register-page.ts and login-page.ts find them. */
export const registerForm = {
  displayName: { css: 'input', name: /^表示名/ },
  email: { css: 'input[type="email"]', name: /^メールアドレス/ },
  password: { css: 'input[type="password"]', name: /^パスワード(?!（確認）)/ },
  passwordConfirm: { css: 'input[type="password"]', name: /^パスワード（確認）/ },
  submit: { css: 'button', name: 'アカウントを作成' },
} satisfies Record<string, Target>;

export const loginForm = {
  identifier: { css: 'input', name: /^アカウント名またはメールアドレス/ },
  password: { css: 'input[type="password"]', name: /^パスワード/ },
  submit: { css: 'button[type="submit"]', name: 'ログイン' },
} satisfies Record<string, Target>;
