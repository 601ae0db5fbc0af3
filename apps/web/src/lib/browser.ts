/** Browser side effects behind one object so tests can replace them (jsdom's location.reload cannot be spied on). */
export const browser = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
  random: (): number => Math.random(),
};
