import { describe, expect, it } from 'vitest';
import { OPEN_APP_LABEL } from '../../../core/chat/menu-texts.ts';
import { menuKeyboard } from './menu.ts';

const webAppButtons = (appUrl: string, emulated: boolean) =>
  menuKeyboard('customer', appUrl, emulated)
    .inline_keyboard.flat()
    .filter((button) => 'web_app' in button);

describe("the menu's 'Buka Ajarin' button", () => {
  it('opens the web app at a public https address', () => {
    expect(webAppButtons('https://ajarin.example', false)).toEqual([
      { text: OPEN_APP_LABEL, web_app: { url: 'https://ajarin.example/telegram-app' } },
    ]);
  });

  it('is left out for a local address, which Telegram refuses', () => {
    expect(webAppButtons('http://localhost:3000', false)).toEqual([]);
  });

  it("is there on npm start's emulator, which opens a local address", () => {
    expect(webAppButtons('http://localhost:3000', true)).toEqual([
      { text: OPEN_APP_LABEL, web_app: { url: 'http://localhost:3000/telegram-app' } },
    ]);
  });
});
