import type { Params } from 'react-router';

/** What a route tells the shell: the top-bar title key (namespace:key), the leading icon and the search box. */
export interface RouteHandle {
  title?: string;
  leading?: 'settings' | 'home' | 'back';
  hasSearch?: boolean;
  /** Where the back button goes (a fixed parent screen) instead of one step back in history. */
  backTo?: (params: Params) => string;
}
