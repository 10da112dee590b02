import { defineBackground } from 'wxt/utils/define-background';

export default defineBackground(() => {
  // Wiring only: the guard and sync live in src/extension.
});
